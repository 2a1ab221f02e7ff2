// Closing a driver's day: who received the cash from the driver, and, when the server answers
// 409 open_stops (listing them), the reason they stay open (audited); the manager may instead
// fail, reschedule or move them first. Reopening a closed day asks for its reason too.
import { useState } from 'react';
import { Button } from '@/components/button';
import type { CashUp } from './cash-up-api';

export type CloseInput = { reason?: string; receivedBy?: string };

const field = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';

function Actions({ submit, onCancel }: { submit: string; onCancel: () => void }) {
  return (
    <div className="flex gap-2 sm:col-span-2">
      <Button type="submit" size="sm">
        {submit}
      </Button>
      <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

function ReasonField({
  label,
  value,
  set,
}: {
  label: string;
  value: string;
  set: (v: string) => void;
}) {
  return (
    <label className="text-sm font-medium text-ink">
      {label}
      <textarea
        className={field}
        required
        minLength={3}
        maxLength={500}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    </label>
  );
}

type CloseProps = {
  day: CashUp;
  /** The server's list of the open stops, once it refused to close without a reason. */
  openStops: string | null;
  onClose: (input: CloseInput) => void;
  onCancel: () => void;
};

export function CloseDayPrompt({ day, openStops, onClose, onCancel }: CloseProps) {
  const [reason, setReason] = useState('');
  const [receivedBy, setReceivedBy] = useState(day.receivedBy);
  return (
    <section
      aria-labelledby="close-day-title"
      className={`rounded-xl border p-4 ${openStops ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}
      data-testid="close-day-prompt"
    >
      <h2 id="close-day-title" className="text-base font-semibold text-ink">
        {openStops
          ? `${day.driverName}'s day still has open stops`
          : `Close ${day.driverName}'s day`}
      </h2>
      {openStops && (
        <>
          <p className="mt-1 text-sm text-ink">{openStops}</p>
          <p className="mt-1 text-sm text-muted">
            Fail, reschedule or move them on the dispatch board first, or close the day with a
            reason.
          </p>
        </>
      )}
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          onClose({
            reason: reason.trim() || undefined,
            receivedBy: receivedBy.trim() || undefined,
          });
        }}
      >
        {openStops && (
          <ReasonField label="Reason for closing with open stops" value={reason} set={setReason} />
        )}
        <label className="text-sm font-medium text-ink">
          Cash received by
          <input
            className={field}
            maxLength={100}
            value={receivedBy}
            onChange={(e) => setReceivedBy(e.target.value)}
          />
        </label>
        <Actions submit={openStops ? 'Close with this reason' : 'Close day'} onCancel={onCancel} />
      </form>
    </section>
  );
}

type ReopenProps = { day: CashUp; onReopen: (reason: string) => void; onCancel: () => void };

export function ReopenDayPrompt({ day, onReopen, onCancel }: ReopenProps) {
  const [reason, setReason] = useState('');
  return (
    <section
      aria-labelledby="reopen-day-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="reopen-day-prompt"
    >
      <h2 id="reopen-day-title" className="text-base font-semibold text-ink">
        Reopen {day.driverName}&apos;s day
      </h2>
      <p className="mt-1 text-sm text-muted">
        Closed by {day.closedBy}. Outcomes recorded after reopening are marked late.
      </p>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          onReopen(reason.trim());
        }}
      >
        <ReasonField label="Reason for reopening" value={reason} set={setReason} />
        <Actions submit="Reopen day" onCancel={onCancel} />
      </form>
    </section>
  );
}
