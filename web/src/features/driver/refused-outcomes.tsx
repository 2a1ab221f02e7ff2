// Outcomes the server refused (the day was closed, the stop moved to another driver or is
// no longer open): kept on the phone with the server's reason and what was recorded, so the
// driver can show their manager, who records it. Removed only when the driver says so.
import { useState } from 'react';
import { Button } from '@/components/button';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import { formatDayMonth } from '@/lib/pakistan-time';
import { FAILURE_REASONS } from './driver-api';
import { dismissOutcome, type QueuedOutcome } from './outcome-queue';
import './locales';

/** What the driver recorded, in words (the active language). */
export function recordedText(body: QueuedOutcome['body']): string {
  const note = body.note ? ` (${body.note})` : '';
  if (body.outcome === 'failed') {
    const label = FAILURE_REASONS.find((r) => r.value === body.reason)?.label;
    return t('Failed: {reason}', { reason: label ? t(label) : body.reason }) + note;
  }
  return (
    t('Delivered: {full} full dropped, {empties} empties collected, {cash} cash', {
      full: body.fullDropped,
      empties: body.emptiesCollected,
      cash: ltr(formatPKR(body.cashCollectedPaisa)),
    }) + note
  );
}

const STOP_STATES: Record<string, string> = {
  cancelled: 'stop.cancelled',
  rescheduled: 'stop.rescheduled',
  delivered: 'stop.delivered',
  failed: 'stop.failed',
};

/**
 * The server's reason in the active language: its messages are English (docs/api.md); the
 * ones a driver meets have their Urdu, any other is shown as sent.
 */
export function refusalText(error: string | undefined): string {
  if (!error) return t('refused by the office');
  const closed = /^This stop is no longer open \((\w+)\)$/.exec(error);
  if (closed) {
    const state = STOP_STATES[closed[1]!];
    return t('This stop is no longer open ({state})', { state: state ? t(state) : closed[1] });
  }
  const later = /^This stop is for (\d{4}-\d{2}-\d{2}): record it on that day$/.exec(error);
  if (later)
    return t('This stop is for {date}: record it on that day', { date: formatDayMonth(later[1]!) });
  const shown = t(error);
  return shown === error ? ltr(error) : shown;
}

function Refused({ entry }: { entry: QueuedOutcome }) {
  const [confirming, setConfirming] = useState(false);
  useT();
  return (
    <li className="rounded-xl border border-red-300 bg-white p-3" data-testid="refused-outcome">
      <h3 className="font-semibold text-ink">
        {entry.stop
          ? t('{name}, {address}, {city}', {
              name: ltr(entry.stop.name),
              address: ltr(entry.stop.address),
              city: t(entry.stop.city),
            })
          : t('Stop {id}', { id: entry.stopId })}
      </h3>
      {entry.stop && (
        <p className="text-sm text-muted">
          {formatDayMonth(entry.stop.date)} · {t(entry.stop.slot)}
        </p>
      )}
      <p className="mt-1 text-ink">{recordedText(entry.body)}</p>
      <p className="mt-1 font-medium text-red-800">
        {t('Not accepted: {reason}', { reason: refusalText(entry.error) })}
      </p>
      <p className="mt-1 text-ink">
        {t('Ask your manager to record it. Keep this on the phone until they have.')}
      </p>
      {confirming ? (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Button variant="secondary" className="min-h-12" onClick={() => setConfirming(false)}>
            {t('Keep it')}
          </Button>
          <Button variant="danger" className="min-h-12" onClick={() => dismissOutcome(entry.key)}>
            {t('Yes, remove')}
          </Button>
        </div>
      ) : (
        <Button
          variant="secondary"
          className="mt-2 min-h-12 w-full"
          onClick={() => setConfirming(true)}
        >
          {t('My manager has recorded it')}
        </Button>
      )}
    </li>
  );
}

export function RefusedOutcomes({ outcomes }: { outcomes: QueuedOutcome[] }) {
  const refused = outcomes.filter((o) => o.status === 'rejected');
  useT();
  if (refused.length === 0) return null;
  return (
    <section
      aria-labelledby="refused-title"
      className="mb-6 rounded-2xl border-2 border-red-300 bg-red-50 p-3 print:hidden"
    >
      <h2 id="refused-title" className="text-xl font-semibold text-red-900">
        {t('Not accepted by the office ({count})', { count: refused.length })}
      </h2>
      <p className="mt-1 text-red-900">
        {t('These outcomes are not recorded. They stay on this phone.')}
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {refused.map((o) => (
          <Refused key={o.key} entry={o} />
        ))}
      </ul>
    </section>
  );
}
