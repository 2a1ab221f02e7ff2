// The printable day sheet of one driver's day: each stop with its bottles and cash, the
// totals, who received the cash, and lines to sign. Rendered at the end of <body> and shown
// only on paper: printing hides everything else on the page.
import { createPortal } from 'react-dom';
import { formatPKR } from '@/lib/money';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import type { CashUp } from './cash-up-api';

const PRINT_CSS = '@media print { body > :not([data-day-sheet]) { display: none !important; } }';
const cell = 'border border-slate-400 px-1.5 py-1 text-left';
const HEAD = ['#', 'Customer', 'Address', 'Slot', 'Status', 'Full', 'Empties', 'Due', 'Collected'];

function Signatures({ day }: { day: CashUp }) {
  const lines = [
    `Driver: ${day.driverName}`,
    `Cash received by: ${day.receivedBy || '……………………'}`,
    'Manager',
  ];
  return (
    <div className="mt-10 grid grid-cols-3 gap-8 text-sm">
      {lines.map((l) => (
        <p key={l} className="border-t border-black pt-1">
          {l}
        </p>
      ))}
    </div>
  );
}

export function DaySheet({ day }: { day: CashUp }) {
  const sheet = (
    <div data-day-sheet="" data-testid="day-sheet" className="hidden p-4 text-black print:block">
      <style>{PRINT_CSS}</style>
      <h2 className="text-xl font-bold">AquaPure day sheet</h2>
      <p className="text-sm">
        {day.driverName} · {formatDeliveryDate(day.date)} ·{' '}
        {day.closed ? `closed by ${day.closedBy}` : 'not closed'}
      </p>
      <table className="mt-3 w-full border-collapse text-xs">
        <thead>
          <tr>
            {HEAD.map((h) => (
              <th key={h} scope="col" className={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {day.stopList.map((s, i) => (
            <tr key={s.id}>
              <td className={cell}>{i + 1}</td>
              <td className={cell}>
                {s.name} #{s.orderId}
              </td>
              <td className={cell}>{s.address}</td>
              <td className={cell}>{s.slot}</td>
              <td className={cell}>
                {s.status}
                {s.late ? ' (late)' : ''}
                {s.corrected ? ' (corrected)' : ''}
              </td>
              <td className={cell}>
                {s.fullDropped} / {s.bottlesDue}
              </td>
              <td className={cell}>
                {s.emptiesCollected} / {s.emptiesDue}
              </td>
              <td className={cell}>{formatPKR(s.cashDuePaisa)}</td>
              <td className={cell}>{formatPKR(s.cashCollectedPaisa)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm">
        Bottles out {day.bottlesOut} · empties back {day.emptiesBack} · cash expected{' '}
        {formatPKR(day.cashExpectedPaisa)} · collected {formatPKR(day.cashCollectedPaisa)} ·
        difference {formatPKR(day.differencePaisa)}
      </p>
      <Signatures day={day} />
    </div>
  );
  return createPortal(sheet, document.body);
}
