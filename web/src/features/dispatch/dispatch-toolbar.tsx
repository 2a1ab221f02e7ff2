// The board's controls: the date, the driver to give stops to, and the two ways to assign.
import { Button } from '@/components/button';
import type { Driver } from './dispatch-api';
import { DateField, input } from './dispatch-ui';

type Props = {
  date: string;
  onDate: (date: string) => void;
  driverId: string;
  onDriver: (id: string) => void;
  drivers: Driver[] | undefined;
  selectedCount: number;
  onAssignSelected: () => void;
  onAutoAssign: () => void;
};

export function DispatchToolbar(p: Props) {
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
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
        Assign selected ({p.selectedCount})
      </Button>
      <Button variant="secondary" onClick={p.onAutoAssign}>
        Auto-assign by zone
      </Button>
    </div>
  );
}
