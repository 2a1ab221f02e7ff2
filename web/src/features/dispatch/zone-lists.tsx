// The zones with their postal codes (edit, delete), and each driver's default zones.
import { Button } from '@/components/button';
import type { Schemas } from '@/lib/api-types';
import type { Zone } from './dispatch-api';

type ZoneListProps = { zones: Zone[]; onEdit: (z: Zone) => void; onDelete: (z: Zone) => void };

export function ZoneList({ zones, onEdit, onDelete }: ZoneListProps) {
  const actions = [
    { label: 'Edit', variant: 'secondary', run: onEdit },
    { label: 'Delete', variant: 'danger', run: onDelete },
  ] as const;
  return (
    <ul className="mt-2 grid gap-3 md:grid-cols-2">
      {zones.map((z) => (
        <li
          key={z.id}
          className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
        >
          <span>
            <span className="font-semibold text-ink">{z.name}</span>{' '}
            <span className="text-muted">{z.city}</span>
            <span className="block text-sm text-muted">
              {z.postalCodes.join(', ') || 'No postal codes'}
            </span>
          </span>
          <span className="flex gap-2">
            {actions.map((a) => (
              <Button
                key={a.label}
                size="sm"
                variant={a.variant}
                onClick={() => a.run(z)}
                aria-label={`${a.label} ${z.name}`}
              >
                {a.label}
              </Button>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

type DriverZonesProps = {
  drivers: Schemas['DriverList']['items'];
  zones: Zone[];
  onToggle: (driverId: string, current: number[], zoneId: number) => void;
};

export function DriverZones({ drivers, zones, onToggle }: DriverZonesProps) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {drivers.map((d) => (
        <li key={d.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <fieldset>
            <legend className="font-semibold text-ink">{d.name || d.username}</legend>
            <div className="mt-2 flex flex-wrap gap-3">
              {zones.map((z) => (
                <label key={z.id} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={d.zoneIds.includes(z.id)}
                    onChange={() => onToggle(d.id, d.zoneIds, z.id)}
                  />
                  {z.name}
                </label>
              ))}
            </div>
          </fieldset>
        </li>
      ))}
    </ul>
  );
}
