// /admin/zones: named areas with their postal codes, and each driver's default zones.
// Deleting a zone asks first, saying what it affects.
import { useState } from 'react';
import { Loading } from '@/components/page';
import { StaffPage } from '@/components/staff-page';
import type { Zone } from './dispatch-api';
import { StatusLine, useReport } from './dispatch-ui';
import { ZoneForm } from './zone-form';
import { toggledZones, zoneBody, type ZoneFormValues } from './zone-values';
import { DriverZones, ZoneList } from './zone-lists';
import { ZoneDeletePrompt } from './zone-delete-prompt';
import {
  useDeleteZone,
  useDrivers,
  useDriverZones,
  useSaveZone,
  useZones,
  zoneImpact,
} from './zones-api';
import type { Schemas } from '@/lib/api-types';

export function ZonesPage() {
  const zones = useZones();
  const drivers = useDrivers();
  const save = useSaveZone();
  const remove = useDeleteZone();
  const setZones = useDriverZones();
  const [editing, setEditing] = useState<Zone | null>(null);
  const { message, report } = useReport();
  const [deleting, setDeleting] = useState<Schemas['ZoneImpact'] | null>(null);
  const askDelete = (z: Zone) =>
    void report(zoneImpact(z.id).then(setDeleting), `Deleting zone ${z.name}?`);
  const confirmDelete = (z: Zone) =>
    void report(
      remove.mutateAsync(z.id).then(() => setDeleting(null)),
      `Zone ${z.name} deleted`,
    );
  // The form empties after an answer either way; a refusal's words show in the status line.
  const onSave = (v: ZoneFormValues) =>
    report(save.mutateAsync(zoneBody(v, editing?.id)), `Zone ${v.name} saved`).then(() =>
      setEditing(null),
    );
  const toggle = (driverId: string, current: number[], zoneId: number) =>
    void report(
      setZones.mutateAsync({ driverId, zoneIds: toggledZones(current, zoneId) }),
      'Driver zones saved',
    );

  return (
    <StaffPage
      title="Zones"
      lead="Named areas by postal code, and the zones each driver takes by default."
    >
      <ZoneForm editing={editing} onSave={onSave} onCancel={() => setEditing(null)} />
      <StatusLine message={message} />
      {deleting && (
        <ZoneDeletePrompt
          impact={deleting}
          onDelete={() => confirmDelete(deleting.zone)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {zones.isPending && <Loading label="Loading zones…" />}
      <ZoneList
        zones={zones.data?.items ?? []}
        onEdit={(z) => setEditing({ ...z })}
        onDelete={askDelete}
      />
      <h2 className="text-xl font-semibold">Drivers&apos; default zones</h2>
      <DriverZones
        drivers={drivers.data?.items ?? []}
        zones={zones.data?.items ?? []}
        onToggle={toggle}
      />
    </StaffPage>
  );
}
