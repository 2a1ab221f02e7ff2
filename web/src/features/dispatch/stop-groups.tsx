// The board's stops by slot and zone: tick stops to assign them, or give a whole zone to
// the chosen driver.
import { Button } from '@/components/button';
import { formatPKR } from '@/lib/money';
import { groupStops, type DispatchStop, type Driver } from './dispatch-api';

type Props = {
  stops: DispatchStop[];
  drivers: Driver[];
  selected: Set<number>;
  onToggle: (id: number) => void;
  onAssignZone: (zoneId: number | null, slot: string) => void;
  canAssign: boolean;
};

/** The customer confirmed the stop's order by text ("1"). */
function Confirmed({ stop }: { stop: DispatchStop }) {
  if (!stop.confirmedAt) return null;
  return (
    <span data-testid="stop-confirmed" className="font-medium text-green-800">
      {' '}
      · confirmed by text
    </span>
  );
}

export function StopGroups({ stops, drivers, selected, onToggle, onAssignZone, canAssign }: Props) {
  const driverName = (id: string) => drivers.find((d) => d.id === id)?.name || 'Unassigned';
  const groups = groupStops(stops);
  if (!groups.length) return <p className="text-muted">No stops on this date.</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
      {groups.map((g) => (
        <section
          key={`${g.slot}-${g.zoneName}`}
          aria-label={`${g.slot}, ${g.zoneName}`}
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold text-ink">
              {g.slot} · {g.zoneName} <span className="text-muted">({g.stops.length})</span>
            </h3>
            <Button
              size="sm"
              variant="secondary"
              disabled={!canAssign}
              onClick={() => onAssignZone(g.zoneId, g.slot)}
            >
              Assign zone {g.zoneName}
            </Button>
          </div>
          <ul className="flex flex-col gap-1">
            {g.stops.map((s) => (
              <li key={s.id}>
                <label className="flex items-start gap-3 rounded-lg px-2 py-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="mt-1 size-5"
                    checked={selected.has(s.id)}
                    disabled={s.status !== 'planned'}
                    onChange={() => onToggle(s.id)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="font-medium text-ink">{s.name}</span>{' '}
                    <span className="text-sm text-muted">
                      {s.address}, {s.postalCode} · {s.bottlesDue} full, {s.emptiesDue} empties ·{' '}
                      {formatPKR(s.cashDuePaisa)}
                    </span>
                    <span className="block text-sm text-muted">
                      {driverName(s.driverId)} · {s.status}
                      <Confirmed stop={s} />
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
