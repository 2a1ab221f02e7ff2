// The start-of-day load sheet on the phone (shown on request) and on paper: printing shows
// only the sheet (every other part of the driver app is print:hidden).
import { ClipboardList, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { formatPKR } from '@/lib/money';
import { formatDayMonth } from '@/lib/pakistan-time';
import type { DriverStop } from './driver-api';
import { loadSheet } from './load-sheet';

function Sheet({ stops, date, driver }: { stops: DriverStop[]; date: string; driver: string }) {
  const sheet = loadSheet(stops, date);
  const cell = 'border-b border-slate-200 py-2';
  return (
    <div className="mt-3 rounded-xl bg-white p-3 print:p-0" data-testid="load-sheet">
      <p className="hidden text-2xl font-bold print:block">AquaPure load sheet</p>
      <p className="text-ink">
        {formatDayMonth(date)}
        {driver ? ` · ${driver}` : ''} · {sheet.stops} {sheet.stops === 1 ? 'stop' : 'stops'}
      </p>
      {sheet.stops === 0 ? (
        <p className="mt-2 text-muted">No stops to load for.</p>
      ) : (
        <table className="mt-2 w-full text-left text-base">
          <caption className="sr-only">Products to load</caption>
          <thead>
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                Load (full)
              </th>
              <th scope="col" className={`${cell} text-right font-semibold`}>
                Qty
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.lines.map((l) => (
              <tr key={l.productId}>
                <th scope="row" className={`${cell} font-normal`}>
                  {l.name}
                </th>
                <td className={`${cell} text-right text-lg font-semibold`}>{l.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-y-1 text-base">
        <dt className="text-muted">Empties expected back</dt>
        <dd className="text-right text-lg font-semibold">{sheet.emptiesExpected}</dd>
        <dt className="text-muted">Cash expected</dt>
        <dd className="text-right text-lg font-semibold">{formatPKR(sheet.cashExpectedPaisa)}</dd>
      </dl>
    </div>
  );
}

export function LoadSheetSection(props: { stops: DriverStop[]; date: string; driver: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="load-sheet-title" className="mb-6 print:m-0 print:block">
      <div className="flex items-center justify-between gap-2 print:hidden">
        <h2 id="load-sheet-title" className="text-xl font-semibold text-ink">
          Load sheet
        </h2>
        <Button
          variant="secondary"
          className="min-h-12"
          aria-expanded={open}
          aria-controls="load-sheet-body"
          onClick={() => setOpen(!open)}
        >
          <ClipboardList size={20} aria-hidden="true" />
          {open ? 'Hide' : 'Show'}
        </Button>
      </div>
      <div id="load-sheet-body" className={open ? '' : 'hidden print:block'}>
        <Sheet {...props} />
        <Button
          variant="secondary"
          className="mt-2 min-h-12 w-full print:hidden"
          onClick={() => window.print()}
        >
          <Printer size={20} aria-hidden="true" /> Print load sheet
        </Button>
      </div>
    </section>
  );
}
