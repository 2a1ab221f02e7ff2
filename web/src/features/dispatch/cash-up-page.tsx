// /admin/cash-up: each driver's day: stops done and failed, cash expected and collected,
// the difference, bottles out and empties back; closing a day when the cash is handed over.
import { useState } from 'react';
import { Loading } from '@/components/page';
import { pakistanDate } from '@/lib/pakistan-time';
import { StaffPage } from '@/components/staff-page';
import { CashUpTable } from './cash-up-table';
import { DateField, StatusLine, useReport } from './dispatch-ui';
import { useCashUp, useCloseDay, type CashUp } from './cash-up-api';
import { CloseDayPrompt, type CloseInput } from './close-day-prompt';
import { ApiError } from '@/lib/api';

export function CashUpPage() {
  const [date, setDate] = useState(() => pakistanDate());
  const { message, report } = useReport();
  const days = useCashUp(date);
  const close = useCloseDay();
  // A day with open stops answers 409 open_stops: the prompt asks for a reason.
  const [asking, setAsking] = useState<{ day: CashUp; openStops: string } | null>(null);
  const closeDay = (d: CashUp, input: CloseInput = {}) =>
    void report(
      close.mutateAsync({ driverId: d.driverId, date, ...input }).then(
        () => setAsking(null),
        (e: unknown) => {
          if (e instanceof ApiError && e.code === 'open_stops') {
            setAsking({ day: d, openStops: e.message });
            throw new Error(`${d.driverName}'s day still has open stops: see below.`);
          }
          throw e;
        },
      ),
      `${d.driverName}'s day closed`,
    );
  return (
    <StaffPage
      title="Cash-up"
      lead="Each driver's day: cash expected and collected, bottles out and empties back."
      actions={
        <DateField
          label="Date"
          value={date}
          onChange={setDate}
          className="flex items-center gap-2 text-sm font-medium"
        />
      }
    >
      <StatusLine message={message} />
      {asking && (
        <CloseDayPrompt
          day={asking.day}
          openStops={asking.openStops}
          onClose={(input) => closeDay(asking.day, input)}
          onCancel={() => setAsking(null)}
        />
      )}
      {days.isPending && <Loading label="Loading drivers' days…" />}
      {days.data && <CashUpTable date={date} days={days.data.items} onClose={(d) => closeDay(d)} />}
    </StaffPage>
  );
}
