// The board's controls, kept in view while the stops scroll: the date, the driver to give
// stops to, the two ways to assign, and how many stops the day holds.
import { Button } from '@/components/button';
import type { DispatchStop, Driver } from './dispatch-api';
import { DateField, input } from './dispatch-ui';

type Props = {
  date: string;
  onDate: (date: string) => void;
  driverId: string;
  onDriver: (id: string) => void;
  drivers: Driver[] | undefined;
  stops: DispatchStop[] | undefined;
  selectedCount: number;
  selected: ReadonlySet<number>;
  onAssignSelected: () => void;
  onAutoAssign: () => void;
};

/** 'Assign selected (2)', or 'Move selected to driver (3)' once one of them has a driver. Pure. */
export function assignLabel(stops: DispatchStop[], selected: ReadonlySet<number>): string {
  const moving = stops.some((s) => selected.has(s.id) && s.driverId !== '');
  return `${moving ? 'Move selected to driver' : 'Assign selected'} (${selected.size})`;
}

/** "12 stops · 3 unassigned" for the day (rescheduled stops left out). Pure. */
export function stopCounts(stops: DispatchStop[]): string {
  const live = stops.filter((s) => s.status !== 'rescheduled');
  const open = live.filter((s) => !s.driverId).length;
  return `${live.length} ${live.length === 1 ? 'stop' : 'stops'} · ${open} unassigned`;
}

export function DispatchToolbar(p: Props) {
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white/95 p-4 shadow-sm backdrop-blur">
      <DateField label="Date" value={p.date} onChange={p.onDate} />
      <label className="flex flex-col text-sm font-medium">
        Driver
        <select className={input} value={p.driverId} onChange={(e) => p.onDriver(e.target.value)}>
          <option value="">Choose a driver</option>
          {p.drivers?.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name || d.username}
            </option>
          ))}
        </select>
      </label>
      <Button disabled={!p.driverId || p.selectedCount === 0} onClick={p.onAssignSelected}>
        {assignLabel(p.stops ?? [], p.selected)}
      </Button>
      <Button variant="secondary" onClick={p.onAutoAssign}>
        Auto-assign by zone
      </Button>
      {p.stops && (
        <p className="ml-auto self-center text-sm font-medium tabular-nums text-muted">
          {stopCounts(p.stops)}
        </p>
      )}
    </div>
  );
}
