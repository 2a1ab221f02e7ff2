// /admin/dispatch: a date's stops by slot and zone; assign selected stops or a zone to a
// driver, order each driver's stops, print their manifest, reschedule failed stops.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loading } from '@/components/page';
import { pakistanDate } from '@/lib/pakistan-time';
import { StaffPage } from '@/components/staff-page';
import {
  useAssign,
  useAutoAssign,
  useBoard,
  useLock,
  useReschedule,
  useSequence,
  type Board,
} from './dispatch-api';
import { DispatchToolbar } from './dispatch-toolbar';
import { StatusLine, useReport } from './dispatch-ui';
import { DriverLists } from './driver-lists';
import { FailedStops } from './failed-stops';
import { PlanPanel } from './plan-panel';
import { RosterPanel } from './roster-panel';
import { useSelection } from './selection';
import { StopGroups } from './stop-groups';

type Report = (p: Promise<unknown>, done: string) => void;
type BoardProps = {
  data: Board;
  date: string;
  driverId: string;
  selection: ReturnType<typeof useSelection>;
  report: Report;
  rescheduleTo: string;
  onRescheduleTo: (date: string) => void;
};

/** The board's three sections: stops to assign, each driver's order, failed stops. */
function BoardSections(props: BoardProps) {
  const { data, date, driverId, selection, report } = props;
  const assign = useAssign();
  const sequence = useSequence();
  const reschedule = useReschedule();
  const lock = useLock();
  return (
    <div className="flex flex-col gap-8">
      <RosterPanel date={date} onReport={report} />
      <PlanPanel date={date} onReport={report} />
      <section aria-labelledby="stops-h">
        <h2 id="stops-h" className="mb-3 text-xl font-semibold">
          Stops by slot and zone
        </h2>
        <StopGroups
          stops={data.stops.filter((s) => s.status !== 'rescheduled')}
          drivers={data.drivers}
          selected={selection.selected}
          onToggle={selection.toggle}
          canAssign={driverId !== ''}
          onAssignZone={(zoneId, slot) =>
            report(
              assign.mutateAsync({ date, zoneId: zoneId ?? 0, driverId }),
              `Zone assigned (${slot})`,
            )
          }
        />
      </section>
      <section aria-labelledby="drivers-h">
        <h2 id="drivers-h" className="mb-3 text-xl font-semibold">
          Drivers&apos; stops
        </h2>
        <DriverLists
          date={date}
          stops={data.stops}
          drivers={data.drivers}
          onOrder={(id, stopIds) =>
            report(sequence.mutateAsync({ driverId: id, date, stopIds }), 'Order saved')
          }
          onLock={(stop, body) =>
            report(lock.mutateAsync({ stop, lock: body }), body ? 'Stop locked' : 'Stop unlocked')
          }
        />
      </section>
      <FailedStops
        failed={data.failed}
        rescheduleTo={props.rescheduleTo}
        onRescheduleTo={props.onRescheduleTo}
        onReschedule={(id, to) =>
          report(reschedule.mutateAsync({ stopIds: [id], date: to }), 'Rescheduled')
        }
      />
    </div>
  );
}

export function DispatchPage() {
  // The day is in the address (?date=YYYY-MM-DD): a reload or a shared link keeps it.
  const [search, setSearch] = useSearchParams();
  const asked = search.get('date') ?? '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : pakistanDate();
  const setDate = (d: string) => setSearch(d ? { date: d } : {}, { replace: true });
  const [driverId, setDriverId] = useState('');
  const [rescheduleTo, setRescheduleTo] = useState(() => pakistanDate(Date.now(), 1));
  const selection = useSelection();
  const { message, report } = useReport();
  const board = useBoard(date);
  const assign = useAssign();
  const autoAssign = useAutoAssign();
  const send: Report = (p, done) => void report(p, done);
  const assignSelected = () => {
    const stopIds = [...selection.selected];
    send(assign.mutateAsync({ stopIds, driverId }), `${stopIds.length} stops assigned`);
    selection.clear();
  };

  return (
    <StaffPage
      title="Dispatch"
      lead="The day's stops by slot and zone: give them to drivers and set each driver's order."
    >
      <DispatchToolbar
        date={date}
        onDate={setDate}
        driverId={driverId}
        onDriver={setDriverId}
        drivers={board.data?.drivers}
        stops={board.data?.stops}
        selectedCount={selection.selected.size}
        selected={selection.selected}
        onAssignSelected={assignSelected}
        onAutoAssign={() => send(autoAssign.mutateAsync({ date }), 'Auto-assigned by zone')}
      />
      <StatusLine message={message} />
      {board.isPending && <Loading label="Loading the board…" />}
      {board.isError && <p role="alert">We could not load the board. {board.error.message}</p>}
      {board.data && (
        <BoardSections
          data={board.data}
          date={date}
          driverId={driverId}
          selection={selection}
          report={send}
          rescheduleTo={rescheduleTo}
          onRescheduleTo={setRescheduleTo}
        />
      )}
    </StaffPage>
  );
}
