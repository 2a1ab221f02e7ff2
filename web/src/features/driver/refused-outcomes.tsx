// Outcomes the server refused (the day was closed, the stop moved to another driver or is
// no longer open): kept on the phone with the server's reason and what was recorded, so the
// driver can show their manager, who records it. Removed only when the driver says so.
import { useState } from 'react';
import { Button } from '@/components/button';
import { formatPKR } from '@/lib/money';
import { formatDayMonth } from '@/lib/pakistan-time';
import { FAILURE_REASONS } from './driver-api';
import { dismissOutcome, type QueuedOutcome } from './outcome-queue';

/** What the driver recorded, in words. Pure. */
export function recordedText(body: QueuedOutcome['body']): string {
  if (body.outcome === 'failed') {
    const reason = FAILURE_REASONS.find((r) => r.value === body.reason)?.label ?? body.reason;
    return `Failed: ${reason}${body.note ? ` (${body.note})` : ''}`;
  }
  return (
    `Delivered: ${body.fullDropped} full dropped, ${body.emptiesCollected} empties collected, ` +
    `${formatPKR(body.cashCollectedPaisa)} cash${body.note ? ` (${body.note})` : ''}`
  );
}

function Refused({ entry }: { entry: QueuedOutcome }) {
  const [confirming, setConfirming] = useState(false);
  const where = entry.stop
    ? `${entry.stop.name}, ${entry.stop.address}, ${entry.stop.city}`
    : `Stop ${entry.stopId}`;
  return (
    <li className="rounded-xl border border-red-300 bg-white p-3" data-testid="refused-outcome">
      <h3 className="font-semibold text-ink">{where}</h3>
      {entry.stop && (
        <p className="text-sm text-muted">
          {formatDayMonth(entry.stop.date)} · {entry.stop.slot}
        </p>
      )}
      <p className="mt-1 text-ink">{recordedText(entry.body)}</p>
      <p className="mt-1 font-medium text-red-800">Not accepted: {entry.error ?? 'refused'}</p>
      <p className="mt-1 text-ink">
        Ask your manager to record it. Keep this on the phone until they have.
      </p>
      {confirming ? (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Button variant="secondary" className="min-h-12" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
          <Button variant="danger" className="min-h-12" onClick={() => dismissOutcome(entry.key)}>
            Yes, remove
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-2 min-h-12 w-full"
          onClick={() => setConfirming(true)}
        >
          My manager has recorded it
        </Button>
      )}
    </li>
  );
}

export function RefusedOutcomes({ outcomes }: { outcomes: QueuedOutcome[] }) {
  const refused = outcomes.filter((o) => o.status === 'rejected');
  if (refused.length === 0) return null;
  return (
    // Not translated yet: English, left to right, inside the Urdu driver app.
    <section
      lang="en"
      dir="ltr"
      aria-labelledby="refused-title"
      className="mb-6 rounded-2xl border-2 border-red-300 bg-red-50 p-3 print:hidden"
    >
      <h2 id="refused-title" className="text-xl font-semibold text-red-900">
        Not accepted by the office ({refused.length})
      </h2>
      <p className="mt-1 text-red-900">These outcomes are not recorded. They stay on this phone.</p>
      <ul className="mt-3 flex flex-col gap-3">
        {refused.map((o) => (
          <Refused key={o.key} entry={o} />
        ))}
      </ul>
    </section>
  );
}
