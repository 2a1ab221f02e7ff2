// The start-of-day load sheet on the phone (shown on request) and on paper: printing shows
// only the sheet (every other part of the driver app is print:hidden).
import { ChevronDown, ClipboardList, Printer } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { t, useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import { formatDayMonth } from '@/lib/pakistan-time';
import type { DriverStop } from './driver-api';
import { loadSheet, sheetDate } from './load-sheet';
import './locales';

function Sheet({ stops, date, driver }: { stops: DriverStop[]; date: string; driver: string }) {
  const sheet = loadSheet(stops, date);
  const cell = 'border-b border-slate-200 py-2';
  useT();
  return (
    <div className="mt-3 rounded-xl bg-white p-3 print:p-0" data-testid="load-sheet">
      <p className="hidden text-2xl font-bold print:block">{t('AquaPure load sheet')}</p>
      <p className="text-ink">
        {formatDayMonth(date)}
        {driver && (
          <>
            {' · '}
            <bdi>{driver}</bdi>
          </>
        )}
        {' · '}
        {t('driver.stops', { count: sheet.stops })}
      </p>
      {sheet.stops === 0 ? (
        <p className="mt-2 text-muted">{t('No stops to load for.')}</p>
      ) : (
        <table className="mt-2 w-full text-start text-base">
          <caption className="sr-only">{t('Products to load')}</caption>
          <thead>
            <tr>
              <th scope="col" className={`${cell} text-start font-semibold`}>
                {t('Load (full)')}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                {t('Qty')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.lines.map((l) => (
              <tr key={l.productId}>
                <th scope="row" className={`${cell} text-start font-normal`}>
                  <bdi>{l.name}</bdi>
                </th>
                <td className={`${cell} text-end text-lg font-semibold`}>{l.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="mt-3 grid grid-cols-2 gap-y-1 text-base">
        <dt className="text-muted">{t('Empties expected back')}</dt>
        <dd className="text-end text-lg font-semibold">{sheet.emptiesExpected}</dd>
        <dt className="text-muted">{t('Cash expected')}</dt>
        <dd className="text-end text-lg font-semibold">
          <bdi dir="ltr">{formatPKR(sheet.cashExpectedPaisa)}</bdi>
        </dd>
      </dl>
    </div>
  );
}

export function LoadSheetSection(props: { stops: DriverStop[]; today: string; driver: string }) {
  const [open, setOpen] = useState(false);
  const date = sheetDate(props.stops, props.today);
  useT();
  return (
    <section aria-label={t('Load sheet')} className="mb-6 print:m-0 print:block">
      <h2 className="print:hidden">
        <button
          type="button"
          className="flex min-h-14 w-full items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-4 text-start text-xl font-semibold text-ink"
          aria-expanded={open}
          aria-controls="load-sheet-body"
          onClick={() => setOpen(!open)}
        >
          <span className="flex items-center gap-2">
            <ClipboardList size={22} aria-hidden="true" /> {t('Load sheet')}
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
          <Printer size={20} aria-hidden="true" /> {t('Print load sheet')}
        </Button>
      </div>
    </section>
  );
}
