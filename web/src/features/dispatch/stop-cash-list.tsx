// One driver's stops on the cash-up day, in the order of the day: what each should have
// brought in and what it did, so a difference is traced to its stop. A late outcome and a
// corrected one say so; a corrected stop shows its history (as recorded, then each
// correction). Delivered stops can be corrected; open ones recorded by the manager.
import { Button } from '@/components/button';
import { formatPKR } from '@/lib/money';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import type { CashUp, StopCash } from './cash-up-api';

export type StopAction = { kind: 'correct' | 'record'; stop: StopCash };

const COLUMNS = [
  'Stop',
  'Slot',
  'Status',
  'Full',
  'Empties',
  'Expected',
  'Collected',
  'Difference',
];
const td = 'whitespace-nowrap px-2.5 py-2 tabular-nums';
const head = 'px-2.5 py-2 text-left text-xs font-semibold uppercase tracking-wide';

type Figures = StopCash['corrections'][number]['before'];
/** "2 full, 1 empty, Rs 500.00". Pure. */
export function figuresText(f: Figures): string {
  const empties = f.emptiesCollected === 1 ? 'empty' : 'empties';
  return `${f.fullDropped} full, ${f.emptiesCollected} ${empties}, ${formatPKR(f.cashCollectedPaisa)}`;
}

function Badge({ children, tone }: { children: string; tone: 'amber' | 'blue' }) {
  const colours = tone === 'amber' ? 'bg-amber-100 text-amber-900' : 'bg-blue-100 text-blue-900';
  return (
    <span className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${colours}`}>
      {children}
    </span>
  );
}

function History({ stop }: { stop: StopCash }) {
  const first = stop.corrections[0];
  if (!first) return null;
  return (
    <ol className="mt-1 list-none text-xs text-muted" aria-label={`History of ${stop.name}`}>
      <li>As recorded: {figuresText(first.before)}</li>
      {stop.corrections.map((c) => (
        <li key={c.at}>
          Corrected {formatPakistanDateTime(c.at)} by {c.by}: {figuresText(c.after)} ({c.reason})
        </li>
      ))}
    </ol>
  );
}

function StopRow({ s, onAction }: { s: StopCash; onAction: (a: StopAction) => void }) {
  const diff = s.differencePaisa;
  const action =
    s.status === 'delivered'
      ? ({ kind: 'correct', label: 'Correct' } as const)
      : s.status === 'planned'
        ? ({ kind: 'record', label: 'Record outcome' } as const)
        : null;
  return (
    <tr className="border-t border-slate-100 align-top" data-testid="stop-cash-row">
      <th scope="row" className="px-2.5 py-2 text-left font-medium">
        {s.name} <span className="font-normal text-muted">#{s.orderId}</span>
        <span className="block text-xs font-normal text-muted">{s.address}</span>
        <History stop={s} />
      </th>
      <td className={td}>{s.slot}</td>
      <td className={td}>
        {s.status}
        {s.late && <Badge tone="amber">Late</Badge>}
        {s.corrected && <Badge tone="blue">Corrected</Badge>}
      </td>
      <td className={td}>
        {s.fullDropped} / {s.bottlesDue}
      </td>
      <td className={td}>
        {s.emptiesCollected} / {s.emptiesDue}
      </td>
      <td className={td}>
        {s.status === 'planned' && s.cashDuePaisa > 0 ? (
          // Not delivered yet: nothing is expected in hand, but say what the stop will ask.
          <span className="text-muted">
            {formatPKR(s.cashDuePaisa)}
            <span className="block text-xs">due (open)</span>
          </span>
        ) : (
          formatPKR(s.cashExpectedPaisa)
        )}
      </td>
      <td className={td}>{formatPKR(s.cashCollectedPaisa)}</td>
      <td className={`${td} ${diff < 0 ? 'font-semibold text-red-700' : ''}`}>
        {formatPKR(diff)}
        {diff < 0 ? ' short' : diff > 0 ? ' over' : ''}
      </td>
      <td className={td}>
        {action && (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${action.label}: ${s.name}`}
            onClick={() => onAction({ kind: action.kind, stop: s })}
          >
            {action.label}
          </Button>
        )}
      </td>
    </tr>
  );
}

export function StopCashList({
  day,
  onAction,
}: {
  day: CashUp;
  onAction: (a: StopAction) => void;
}) {
  if (day.stopList.length === 0)
    return <p className="text-sm text-muted">No stops for this driver on this day.</p>;
  return (
    <div className="relative overflow-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="stop-cash">
        <caption className="sr-only">
          {day.driverName}&apos;s stops: cash expected and collected
        </caption>
        <thead className="bg-slate-50 text-muted">
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className={head}>
                {h}
              </th>
            ))}
            <th scope="col" className={head}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {day.stopList.map((s) => (
            <StopRow key={s.id} s={s} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
