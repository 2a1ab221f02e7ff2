// The start-of-day load sheet on the phone (shown on request) and on paper: printing shows
// only the sheet (every other part of the driver app is print:hidden).
import { ChevronDown, ClipboardList, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { formatPKR } from '@/lib/money';
import { formatDayMonth } from '@/lib/pakistan-time';
import type { DriverStop } from './driver-api';
import { loadSheet, sheetDate } from './load-sheet';

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

export function LoadSheetSection(props: { stops: DriverStop[]; today: string; driver: string }) {
  const [open, setOpen] = useState(false);
  const date = sheetDate(props.stops, props.today);
  return (
    // Not translated yet: English, left to right, inside the Urdu driver app.
    <section lang="en" dir="ltr" aria-label="Load sheet" className="mb-6 print:m-0 print:block">
      <h2 className="print:hidden">
        <button
          type="button"
          className="flex min-h-14 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-4 text-left text-xl font-semibold text-ink"
          aria-expanded={open}
          aria-controls="load-sheet-body"
          onClick={() => setOpen(!open)}
        >
          <span className="flex items-center gap-2">
            <ClipboardList size={22} aria-hidden="true" /> Load sheet
          </span>
          <ChevronDown
            size={22}
            aria-hidden="true"
            className={
              open
                ? 'rotate-180 motion-safe:transition-transform'
                : 'motion-safe:transition-transform'
            }
          />
        </button>
      </h2>
      <div id="load-sheet-body" className={open ? '' : 'hidden print:block'}>
        <Sheet stops={props.stops} date={date} driver={props.driver} />
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
