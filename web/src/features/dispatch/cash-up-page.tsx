// /admin/cash-up: each driver's day: stops done and failed, cash expected and collected,
// the difference, bottles out and empties back; closing a day when the cash is handed over.
import { useState } from 'react';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { formatPKR } from '@/lib/money';
import { pakistanDate } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCashUp, useCloseDay } from './zones-api';

export function CashUpPage() {
  useDocumentTitle('Cash-up | AquaPure Admin');
  const [date, setDate] = useState(() => pakistanDate());
  const [message, setMessage] = useState('');
  const days = useCashUp(date);
  const close = useCloseDay();
  const th = 'px-3 py-2 text-left font-semibold';
  const td = 'px-3 py-2';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Cash-up</h1>
      <label className="mt-4 flex w-fit flex-col text-sm font-medium">
        Date
        <input
          type="date"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </label>
      <p role="status" className="mt-2 min-h-6 text-sm text-muted">
        {message}
      </p>
      {days.isPending && <Loading label="Loading drivers' days…" />}
      {days.data && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Drivers&apos; days on {date}</caption>
            <thead className="bg-slate-50">
              <tr>
                {[
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
                ].map((h) => (
                  <th key={h} scope="col" className={th}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.data.items.map((d) => (
                <tr key={d.driverId} className="border-t border-slate-100">
                  <th scope="row" className={th}>
                    {d.driverName || d.driverId}
                  </th>
                  <td className={td}>{d.stops}</td>
                  <td className={td}>{d.delivered}</td>
                  <td className={td}>{d.failed}</td>
                  <td className={td}>{d.open}</td>
                  <td className={td}>{formatPKR(d.cashExpectedPaisa)}</td>
                  <td className={td}>{formatPKR(d.cashCollectedPaisa)}</td>
                  <td
                    className={`${td} ${d.differencePaisa < 0 ? 'font-semibold text-red-700' : ''}`}
                  >
                    {formatPKR(d.differencePaisa)}
                  </td>
                  <td className={td}>{d.bottlesOut}</td>
                  <td className={td}>{d.emptiesBack}</td>
                  <td className={td}>
                    {d.closed ? (
                      `Closed by ${d.closedBy}`
                    ) : (
                      <Button
                        size="sm"
                        onClick={() =>
                          void close
                            .mutateAsync({ driverId: d.driverId, date })
                            .then(() => setMessage(`${d.driverName}'s day closed`))
                            .catch((e: Error) => setMessage(e.message))
                        }
                      >
                        Close day
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
