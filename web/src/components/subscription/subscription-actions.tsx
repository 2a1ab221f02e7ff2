// What a customer (or a manager) can change, each in plain words: pause until a date or
// resume, the day and time slot, how the bottles arrive, the address, and cancel.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { pakistanDate } from '@/lib/pakistan-time';
import { AddressForm } from './address-form';
import {
  SLOTS,
  SPLITS,
  WEEKDAYS,
  type Change,
  type Slot,
  type Split,
  type Subscription,
} from '@/lib/subscription-api';

type Props = { sub: Subscription; busy: boolean; onChange: (c: Change) => void };

const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function PauseBox({ sub, busy, onChange }: Props) {
  const [until, setUntil] = useState(() => sub.pausedUntil ?? pakistanDate(Date.now(), 14));
  const [tomorrow] = useState(() => pakistanDate(Date.now(), 1));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ action: 'pause', until });
  };
  return (
    <Box title="Pause">
      {sub.status === 'paused' && (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <p className="text-sm">Paused until {sub.pausedUntil}.</p>
          <Button size="sm" disabled={busy} onClick={() => onChange({ action: 'resume' })}>
            Resume now
          </Button>
        </div>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Pause until
          <input
            type="date"
            value={until}
            min={tomorrow}
            onChange={(e) => setUntil(e.target.value)}
            className={field}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={busy}>
          Pause deliveries
        </Button>
      </form>
      <p className="mt-2 text-xs text-muted">
        Periods that start before this date are not billed or delivered.
      </p>
    </Box>
  );
}

function ScheduleBox({ sub, busy, onChange }: Props) {
  const [weekday, setWeekday] = useState(sub.weekday);
  const [slot, setSlot] = useState(sub.slot);
  const [split, setSplit] = useState<Split>(sub.split);
  return (
    <Box title="Day, time and split">
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="text-sm font-medium text-slate-800">
          Delivery day
          <select
            value={weekday}
            onChange={(e) => setWeekday(Number(e.target.value))}
            className={field}
          >
            {WEEKDAYS.map((d, i) => (
              <option key={d} value={i}>
                {d}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            disabled={busy || weekday === sub.weekday}
            onClick={() => onChange({ action: 'weekday', weekday })}
          >
            Change day
          </Button>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Time slot
          <select value={slot} onChange={(e) => setSlot(e.target.value as Slot)} className={field}>
            {SLOTS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            disabled={busy || slot === sub.slot}
            onClick={() => onChange({ action: 'slot', slot })}
          >
            Change time slot
          </Button>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Bottles arrive
          <select
            value={split}
            onChange={(e) => setSplit(e.target.value as Split)}
            className={field}
          >
            {SPLITS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            disabled={busy || split === sub.split}
            onClick={() => onChange({ action: 'split', split })}
          >
            Change split
          </Button>
        </label>
      </div>
    </Box>
  );
}

export function SubscriptionActions({
  sub,
  busy,
  onChange,
  admin = false,
}: Props & { admin?: boolean }) {
  const [confirming, setConfirming] = useState(false);
  if (sub.status === 'cancelled')
    return <p className="text-muted">This subscription is cancelled; nothing more can change.</p>;
  return (
    <div className="flex flex-col gap-4">
      <PauseBox sub={sub} busy={busy} onChange={onChange} />
      <ScheduleBox sub={sub} busy={busy} onChange={onChange} />
      <Box title="Delivery address">
        <AddressForm sub={sub} busy={busy} onChange={onChange} />
      </Box>
      <Box title="Cancel">
        <p className="text-sm text-muted">
          Cancelling stops renewals from the next period; deliveries already planned still come.
        </p>
        {!confirming ? (
          <Button
            variant="danger"
            className="mt-2"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Cancel subscription
          </Button>
        ) : (
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="danger" disabled={busy} onClick={() => onChange({ action: 'cancel' })}>
              Yes, cancel from the next period
            </Button>
            {admin && (
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => onChange({ action: 'cancel-now' })}
              >
                Cancel now (no more deliveries)
              </Button>
            )}
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        )}
      </Box>
    </div>
  );
}
