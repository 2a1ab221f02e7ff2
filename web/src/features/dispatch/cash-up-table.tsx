// The cash-up table: one row a driver, with 'Close day' until the day is closed and 'Reopen'
// after, and 'Stops' to see the driver's stops below. It scrolls in its card (both ways) with
// the column names kept in view, under a line with the count.
import { Button } from '@/components/button';
import { formatPKR } from '@/lib/money';
import type { CashUp } from './cash-up-api';

const COLUMNS = [
  'Driver',
  'Stops',
  'Delivered',
  'Failed',
  'Open',
  'Cash expected',
  'Cash collected',
  'Difference',
  'Bottles out',
  'Empties back',
  'Day',
];
const th = 'px-2.5 py-2 text-left font-semibold';
const td = 'whitespace-nowrap px-2.5 py-2 tabular-nums';
const head = 'px-2.5 py-2 text-left align-bottom text-xs font-semibold uppercase tracking-wide';

export type DayHandlers = {
  onClose: (d: CashUp) => void;
  onReopen: (d: CashUp) => void;
  onSelect: (d: CashUp) => void;
  selectedId: string | null;
};

function CashUpRow({ d, on }: { d: CashUp; on: DayHandlers }) {
  const counts = [d.stops, d.delivered, d.failed, d.open];
  const selected = on.selectedId === d.driverId;
  return (
    <tr className={`border-t border-slate-100 ${selected ? 'bg-brand-50' : ''}`}>
      <th scope="row" className={`${th} whitespace-nowrap`}>
        {d.driverName || d.driverId}
        <Button
          size="sm"
          variant="ghost"
          className="ml-2"
          aria-pressed={selected}
          aria-label={`Stops of ${d.driverName || d.driverId}`}
          onClick={() => on.onSelect(d)}
        >
          Stops
        </Button>
      </th>
      {counts.map((n, i) => (
        <td key={i} className={td}>
          {n}
        </td>
      ))}
      <td className={td}>{formatPKR(d.cashExpectedPaisa)}</td>
      <td className={td}>{formatPKR(d.cashCollectedPaisa)}</td>
      <td className={`${td} ${d.differencePaisa < 0 ? 'font-semibold text-red-700' : ''}`}>
        {formatPKR(d.differencePaisa)}
      </td>
      <td className={td}>{d.bottlesOut}</td>
      <td className={td}>{d.emptiesBack}</td>
      <td className={td}>
        {d.closed ? (
          <>
            Closed by {d.closedBy}
            {d.receivedBy && `, cash to ${d.receivedBy}`}{' '}
            <Button size="sm" variant="secondary" onClick={() => on.onReopen(d)}>
              Reopen
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => on.onClose(d)}>
            Close day
          </Button>
        )}
      </td>
    </tr>
  );
}

export function CashUpTable({ date, days, on }: { date: string; days: CashUp[]; on: DayHandlers }) {
  if (days.length === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-muted">
        No drivers yet: add staff with the driver role (Settings, Staff) and their days show here.
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-muted" data-testid="cash-up-count">
        {days.length} {days.length === 1 ? 'driver' : 'drivers'} ·{' '}
        {days.filter((d) => d.closed).length} closed
      </p>
      <div className="max-h-[75vh] overflow-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <caption className="sr-only">Drivers&apos; days on {date}</caption>
          <thead className="sticky top-0 z-[1] bg-slate-50 text-muted shadow-[inset_0_-1px_0_var(--color-slate-200)]">
            <tr>
              {COLUMNS.map((h) => (
                <th key={h} scope="col" className={head}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <CashUpRow key={d.driverId} d={d} on={on} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
