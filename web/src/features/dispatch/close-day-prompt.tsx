// Closing a driver's day that still has open stops: the server answers 409 open_stops listing
// them; the manager fails, reschedules or moves them first, or closes with a reason (audited).
// Who received the cash from the driver is recorded either way.
import { useState } from 'react';
import { Button } from '@/components/button';
import type { CashUp } from './cash-up-api';

export type CloseInput = { reason?: string; receivedBy?: string };

const field = 'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm';

function CloseDayForm({
  onClose,
  onCancel,
}: {
  onClose: (input: CloseInput) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [receivedBy, setReceivedBy] = useState('');
  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        onClose({ reason: reason.trim(), receivedBy: receivedBy.trim() || undefined });
      }}
    >
      <label className="text-sm font-medium text-ink">
        Reason for closing with open stops
        <textarea
          className={field}
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <label className="text-sm font-medium text-ink">
        Cash received by
        <input
          className={field}
          maxLength={100}
          value={receivedBy}
          onChange={(e) => setReceivedBy(e.target.value)}
        />
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" size="sm">
          Close with this reason
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function CloseDayPrompt({
  day,
  openStops,
  onClose,
  onCancel,
}: {
  day: CashUp;
  openStops: string;
  onClose: (input: CloseInput) => void;
  onCancel: () => void;
}) {
  return (
    <section
      aria-labelledby="close-day-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="close-day-prompt"
    >
      <h2 id="close-day-title" className="text-base font-semibold text-ink">
        {day.driverName}&apos;s day still has open stops
      </h2>
      <p className="mt-1 text-sm text-ink">{openStops}</p>
      <p className="mt-1 text-sm text-muted">
        Fail, reschedule or move them on the dispatch board first, or close the day with a reason.
      </p>
      <CloseDayForm onClose={onClose} onCancel={onCancel} />
    </section>
  );
}
