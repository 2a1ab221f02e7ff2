// The cash-up table: one row a driver, with 'Close day' until the day is closed.
import { Button } from '@/components/button';
import { formatPKR } from '@/lib/money';
import type { CashUp } from './zones-api';

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
const th = 'px-3 py-2 text-left font-semibold';
const td = 'px-3 py-2';

function CashUpRow({ d, onClose }: { d: CashUp; onClose: (d: CashUp) => void }) {
  const counts = [d.stops, d.delivered, d.failed, d.open];
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className={th}>
        {d.driverName || d.driverId}
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
          `Closed by ${d.closedBy}`
        ) : (
          <Button size="sm" onClick={() => onClose(d)}>
            Close day
          </Button>
        )}
      </td>
    </tr>
  );
}

export function CashUpTable({
  date,
  days,
  onClose,
}: {
  date: string;
  days: CashUp[];
  onClose: (d: CashUp) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">Drivers&apos; days on {date}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <CashUpRow key={d.driverId} d={d} onClose={onClose} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
