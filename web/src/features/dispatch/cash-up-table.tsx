// The cash-up table: one row a driver, with 'Close day' until the day is closed and 'Reopen'
// after, and 'Stops' to see the driver's stops below. From 1280 px wide it fits the page (the
// names and the day's state wrap, the figures do not, and the money columns say PKR once, in
// their names); narrower it is a labelled region that
// scrolls sideways, with a line saying so. The column names stay in view as the rows scroll
// down, under a line with the count.
import { Button } from '@/components/button';
import { formatAmount } from '@/lib/money';
import type { CashUp } from './cash-up-api';

const COLUMNS = [
  'Driver',
  'Stops',
  'Delivered',
  'Failed',
  'Open',
  'Cash expected (PKR)',
  'Cash collected (PKR)',
  'Difference (PKR)',
  'Bottles out',
  'Empties back',
  'Day',
];
const th = 'px-2 py-2 text-left align-top font-semibold';
const td = 'whitespace-nowrap px-2 py-2 align-top tabular-nums';
const head = 'px-2 py-2 text-left align-bottom text-xs font-semibold uppercase';

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
      <th scope="row" className={`${th} min-w-[6.5rem]`}>
        <span className="block">{d.driverName || d.driverId}</span>
        <Button
          size="sm"
          variant="ghost"
          className="-ml-2"
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
      <td className={td}>{formatAmount(d.cashExpectedPaisa)}</td>
      <td className={td}>{formatAmount(d.cashCollectedPaisa)}</td>
      <td className={`${td} ${d.differencePaisa < 0 ? 'font-semibold text-red-700' : ''}`}>
        {formatAmount(d.differencePaisa)}
      </td>
      <td className={td}>{d.bottlesOut}</td>
      <td className={td}>{d.emptiesBack}</td>
      <td className="min-w-[7.5rem] px-2 py-2 align-top">
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
      <p className="text-xs text-muted xl:hidden" id="cash-up-scroll-hint">
        On a narrow screen the table scrolls sideways for every column.
      </p>
      <div
        role="region"
        aria-label="Drivers' days"
        aria-describedby="cash-up-scroll-hint"
        // A region that scrolls takes the focus, so a keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-[75vh] overflow-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full min-w-[58rem] text-sm xl:min-w-0">
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
