// /admin/cash-up: each driver's day: stops done and failed, cash expected and collected,
// the difference, bottles out and empties back; a driver's stops one by one (corrections,
// outcomes recorded for the driver, the printable day sheet); closing a day when the cash is
// handed over (who received it), and reopening a closed one with a reason.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/components/page';
import { pakistanDate } from '@/lib/pakistan-time';
import { StaffPage } from '@/components/staff-page';
import { ApiError } from '@/lib/api';
import { CashUpTable } from './cash-up-table';
import { DateField, StatusLine, useReport } from './dispatch-ui';
import { useCashUp, useCloseDay, useReopenDay, type CashUp } from './cash-up-api';
import { CloseDayPrompt, ReopenDayPrompt, type CloseInput } from './close-day-prompt';
import { DayPanel } from './day-panel';

type Prompt =
  { kind: 'close'; day: CashUp; openStops: string | null } | { kind: 'reopen'; day: CashUp };

/** Closing and reopening: the prompt shown, and the calls (a 409 open_stops asks why). */
function useDayPrompts(date: string, report: ReturnType<typeof useReport>['report']) {
  const close = useCloseDay();
  const reopen = useReopenDay();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const closeDay = (d: CashUp, input: CloseInput) =>
    void report(
      close.mutateAsync({ driverId: d.driverId, date, ...input }).then(
        () => setPrompt(null),
        (e: unknown) => {
          if (e instanceof ApiError && e.code === 'open_stops') {
            setPrompt({ kind: 'close', day: d, openStops: e.message });
            throw new Error(`${d.driverName}'s day still has open stops: see below.`);
          }
          throw e;
        },
      ),
      `${d.driverName}'s day closed`,
    );
  const reopenDay = (d: CashUp, reason: string) =>
    void report(
      reopen.mutateAsync({ driverId: d.driverId, date, reason }).then(() => setPrompt(null)),
      `${d.driverName}'s day reopened`,
    );
  return { prompt, setPrompt, closeDay, reopenDay };
}

export function CashUpPage() {
  // A link may name the day (the bottle ledger's stops do): ?date=YYYY-MM-DD.
  const [search] = useSearchParams();
  const [date, setDate] = useState(() => search.get('date') || pakistanDate());
  const { message, report } = useReport();
  const days = useCashUp(date);
  const { prompt, setPrompt, closeDay, reopenDay } = useDayPrompts(date, report);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const items = days.data?.items ?? [];
  const selected =
    items.find((d) => d.driverId === selectedId) ?? items.find((d) => d.stops > 0) ?? null;
  return (
    <StaffPage
      title="Cash-up"
      lead="Each driver's day: cash expected and collected, stop by stop, bottles out and empties back."
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
      {prompt?.kind === 'close' && (
        <CloseDayPrompt
          key={`close-${prompt.day.driverId}`}
          day={prompt.day}
          openStops={prompt.openStops}
          onClose={(input) => closeDay(prompt.day, input)}
          onCancel={() => setPrompt(null)}
        />
      )}
      {prompt?.kind === 'reopen' && (
        <ReopenDayPrompt
          day={prompt.day}
          onReopen={(reason) => reopenDay(prompt.day, reason)}
          onCancel={() => setPrompt(null)}
        />
      )}
      {days.isPending && <Loading label="Loading drivers' days…" />}
      {days.data && (
        <CashUpTable
          date={date}
          days={items}
          on={{
            onClose: (d) => setPrompt({ kind: 'close', day: d, openStops: null }),
            onReopen: (d) => setPrompt({ kind: 'reopen', day: d }),
            onSelect: (d) => setSelectedId(d.driverId),
            selectedId: selected?.driverId ?? null,
          }}
        />
      )}
      {selected && <DayPanel key={`panel-${selected.driverId}`} day={selected} report={report} />}
    </StaffPage>
  );
}
