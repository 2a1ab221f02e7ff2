// What a customer (or a manager) can change, each in plain words: pause until a date or
// resume, the day and time slot, how the bottles arrive, the address, and cancel. Labels are
// English catalogue ids, shown through t() when rendered (the active language).
import { useState } from 'react';
import { Button } from '@/components/button';
import { t, useT } from '@/lib/i18n/i18n';
import { formatDeliveryDate, pakistanDate } from '@/lib/pakistan-time';
import { AddressForm } from './address-form';
import { Box, ChangeSelect, PauseForm } from './change-forms';
import {
  SLOTS,
  SPLITS,
  WEEKDAYS,
  type Change,
  type Slot,
  type Split,
  type Subscription,
} from '@/lib/subscription-api';
import './locales';

type Props = { sub: Subscription; busy: boolean; onChange: (c: Change) => void };

const DAY_OPTIONS = WEEKDAYS.map((d, i) => ({ value: String(i), label: d }));
const SLOT_OPTIONS = SLOTS.map((s) => ({ value: s, label: s }));
const inLanguage = (options: readonly { value: string; label: string }[]) =>
  options.map((o) => ({ ...o, label: t(o.label) }));

function PauseBox({ sub, busy, onChange }: Props) {
  const [until] = useState(() => sub.pausedUntil ?? pakistanDate(Date.now(), 14));
  const [tomorrow] = useState(() => pakistanDate(Date.now(), 1));
  return (
    <Box title={t('Pause')}>
      {sub.status === 'paused' && (
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <p className="text-sm">
            {t('Paused until {date}.', { date: formatDeliveryDate(sub.pausedUntil ?? '') })}
          </p>
          <Button size="sm" disabled={busy} onClick={() => onChange({ action: 'resume' })}>
            {t('Resume now')}
          </Button>
        </div>
      )}
      <PauseForm
        initial={until}
        min={tomorrow}
        busy={busy}
        onPause={(date) => onChange({ action: 'pause', until: date })}
      />
      <p className="mt-2 text-sm leading-relaxed text-muted">
        {t('Deliveries before this date are skipped; periods wholly before it are not billed.')}
      </p>
    </Box>
  );
}

// The three schedule changes, each a select and its button (ChangeSelect).
const SCHEDULE: {
  label: string;
  button: string;
  options: readonly { value: string; label: string }[];
  current: (sub: Subscription) => string;
  toChange: (value: string) => Change;
}[] = [
  {
    label: 'Delivery day',
    button: 'Change day',
    options: DAY_OPTIONS,
    current: (sub) => String(sub.weekday),
    toChange: (v) => ({ action: 'weekday', weekday: Number(v) }),
  },
  {
    label: 'Time slot',
    button: 'Change time slot',
    options: SLOT_OPTIONS,
    current: (sub) => sub.slot,
    toChange: (v) => ({ action: 'slot', slot: v as Slot }),
  },
  {
    label: 'Bottles arrive',
    button: 'Change split',
    options: SPLITS,
    current: (sub) => sub.split,
    toChange: (v) => ({ action: 'split', split: v as Split }),
  },
];

function ScheduleBox({ sub, busy, onChange }: Props) {
  return (
    <Box title={t('Day, time and split')}>
      <div className="grid gap-3 sm:grid-cols-3">
        {SCHEDULE.map(({ current, ...f }) => (
          <ChangeSelect
            key={f.label}
            {...f}
            label={t(f.label)}
            button={t(f.button)}
            options={inLanguage(f.options)}
            current={current(sub)}
            busy={busy}
            onChange={onChange}
          />
        ))}
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
  useT();
  const [confirming, setConfirming] = useState(false);
  if (sub.status === 'cancelled')
    return (
      <p className="text-muted">{t('This subscription is cancelled; nothing more can change.')}</p>
    );
  return (
    <div className="flex flex-col gap-4">
      <PauseBox sub={sub} busy={busy} onChange={onChange} />
      <ScheduleBox sub={sub} busy={busy} onChange={onChange} />
      <Box title={t('Delivery address')}>
        <AddressForm sub={sub} busy={busy} onChange={onChange} />
      </Box>
      <Box title={t('Cancel')}>
        <p className="text-sm leading-relaxed text-muted">
          {t(
            'Cancelling stops renewals from the next period; deliveries already planned still come.',
          )}
        </p>
        {!confirming ? (
          <Button
            variant="danger"
            className="mt-2"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('Cancel subscription')}
          </Button>
        ) : (
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="danger" disabled={busy} onClick={() => onChange({ action: 'cancel' })}>
              {t('Yes, cancel from the next period')}
            </Button>
            {admin && (
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => onChange({ action: 'cancel-now' })}
              >
                {t('Cancel now (no more deliveries)')}
              </Button>
            )}
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
              {t('Keep it')}
            </Button>
          </div>
        )}
      </Box>
    </div>
  );
}
