// The selected driver's day on the cash-up page: its stops with their cash (a difference
// traced to its stop), the day's closing and reopening notes, the printable day sheet, and
// the forms to correct a delivered stop or record an open one for the driver.
import { useState } from 'react';
import { Button } from '@/components/button';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import { useCorrectOutcome, useRecordForDriver, type CashUp } from './cash-up-api';
import { CorrectionForm } from './correction-form';
import { DaySheet } from './day-sheet';
import { RecordOutcomeForm } from './record-outcome-form';
import { StopCashList, type StopAction } from './stop-cash-list';

type Report = (p: Promise<unknown>, done: string) => Promise<void>;

function DayNotes({ day }: { day: CashUp }) {
  const notes = [
    day.closed && `Closed by ${day.closedBy} ${formatPakistanDateTime(day.closedAt)}.`,
    day.receivedBy && `Cash received by ${day.receivedBy}.`,
    day.closeReason && `Closed with open stops: ${day.closeReason}`,
    day.reopenedBy &&
      `Reopened by ${day.reopenedBy} ${formatPakistanDateTime(day.reopenedAt)}: ${day.reopenReason}`,
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return (
    <ul className="text-sm text-ink" data-testid="day-notes">
      {notes.map((n) => (
        <li key={String(n)}>{n}</li>
      ))}
    </ul>
  );
}

export function DayPanel({ day, report }: { day: CashUp; report: Report }) {
  const [action, setAction] = useState<StopAction | null>(null);
  const correct = useCorrectOutcome();
  const record = useRecordForDriver();
  const done = (p: Promise<unknown>, message: string) =>
    void report(
      p.then(() => setAction(null)),
      message,
    );
  const name = day.driverName || day.driverId;
  return (
    <section aria-labelledby="day-panel-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="day-panel-title" className="text-lg font-semibold text-ink">
          {name}&apos;s stops
        </h2>
        <Button size="sm" variant="secondary" onClick={() => window.print()}>
          Print day sheet
        </Button>
      </div>
      <DayNotes day={day} />
      {action?.kind === 'correct' && (
        <CorrectionForm
          key={action.stop.id}
          stop={action.stop}
          onCancel={() => setAction(null)}
          onSubmit={(body) =>
            done(
              correct.mutateAsync({ stopId: action.stop.id, ...body }),
              `Outcome of ${action.stop.name} corrected`,
            )
          }
        />
      )}
      {action?.kind === 'record' && (
        <RecordOutcomeForm
          key={action.stop.id}
          stop={action.stop}
          onCancel={() => setAction(null)}
          onSubmit={(key, body) =>
            done(
              record.mutateAsync({ stopId: action.stop.id, key, body }),
              `Outcome of ${action.stop.name} recorded for ${name}`,
            )
          }
        />
      )}
      <StopCashList day={day} onAction={setAction} />
      <DaySheet day={day} />
    </section>
  );
}
