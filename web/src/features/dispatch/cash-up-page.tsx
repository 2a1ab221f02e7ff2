// /admin/cash-up: each driver's day: stops done and failed, cash expected and collected,
// the difference, bottles out and empties back; closing a day when the cash is handed over.
import { useState } from 'react';
import { Loading } from '@/components/page';
import { pakistanDate } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CashUpTable } from './cash-up-table';
import { AdminPage, DateField, StatusLine, useReport } from './dispatch-ui';
import { useCashUp, useCloseDay, type CashUp } from './zones-api';

export function CashUpPage() {
  useDocumentTitle('Cash-up | AquaPure Admin');
  const [date, setDate] = useState(() => pakistanDate());
  const { message, report } = useReport();
  const days = useCashUp(date);
  const close = useCloseDay();
  const closeDay = (d: CashUp) =>
    void report(close.mutateAsync({ driverId: d.driverId, date }), `${d.driverName}'s day closed`);
  return (
    <AdminPage title="Cash-up">
      <DateField
        label="Date"
        value={date}
        onChange={setDate}
        className="mt-4 flex w-fit flex-col text-sm font-medium"
      />
      <StatusLine message={message} />
      {days.isPending && <Loading label="Loading drivers' days…" />}
      {days.data && <CashUpTable date={date} days={days.data.items} onClose={closeDay} />}
    </AdminPage>
  );
}
