// /admin/zones: named areas with their postal codes, and each driver's default zones.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { Zone } from './dispatch-api';
import {
  splitPostalCodes,
  useDeleteZone,
  useDrivers,
  useDriverZones,
  useSaveZone,
  useZones,
} from './zones-api';

const input = 'rounded-lg border border-slate-300 bg-white px-3 py-2';

export function ZonesPage() {
  useDocumentTitle('Zones | AquaPure Admin');
  const zones = useZones();
  const drivers = useDrivers();
  const save = useSaveZone();
  const remove = useDeleteZone();
  const setZones = useDriverZones();
  const [editing, setEditing] = useState<Zone | null>(null);
  const [name, setName] = useState('');
  const [city, setCity] = useState('Islamabad');
  const [codes, setCodes] = useState('');
  const [message, setMessage] = useState('');
  const report = (p: Promise<unknown>, done: string) =>
    p.then(() => setMessage(done)).catch((e: Error) => setMessage(e.message));
  const edit = (z: Zone | null) => {
    setEditing(z);
    setName(z?.name ?? '');
    setCity(z?.city ?? 'Islamabad');
    setCodes(z?.postalCodes.join(', ') ?? '');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { id: editing?.id, name, city, postalCodes: splitPostalCodes(codes) };
    void report(save.mutateAsync(body), `Zone ${name} saved`).then(() => edit(null));
  };
  const toggle = (driverId: string, current: number[], zoneId: number) => {
    const zoneIds = current.includes(zoneId)
      ? current.filter((z) => z !== zoneId)
      : [...current, zoneId];
    void report(setZones.mutateAsync({ driverId, zoneIds }), 'Driver zones saved');
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">Zones</h1>
      <form
        onSubmit={submit}
        className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <label className="flex flex-col text-sm font-medium">
          Name
          <input
            className={input}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
          />
        </label>
        <label className="flex flex-col text-sm font-medium">
          City
          <select className={input} value={city} onChange={(e) => setCity(e.target.value)}>
            <option>Islamabad</option>
            <option>Rawalpindi</option>
          </select>
        </label>
        <label className="flex min-w-64 flex-1 flex-col text-sm font-medium">
          Postal codes (comma-separated)
          <input className={input} value={codes} onChange={(e) => setCodes(e.target.value)} />
        </label>
        <Button type="submit">{editing ? 'Save zone' : 'Add zone'}</Button>
        {editing && (
          <Button type="button" variant="secondary" onClick={() => edit(null)}>
            Cancel
          </Button>
        )}
      </form>
      <p role="status" className="mt-2 min-h-6 text-sm text-muted">
        {message}
      </p>
      {zones.isPending && <Loading label="Loading zones…" />}
      <ul className="mt-2 grid gap-3 md:grid-cols-2">
        {zones.data?.items.map((z) => (
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
              <Button
                size="sm"
                variant="secondary"
                onClick={() => edit(z)}
                aria-label={`Edit ${z.name}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => void report(remove.mutateAsync(z.id), `Zone ${z.name} deleted`)}
                aria-label={`Delete ${z.name}`}
              >
                Delete
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <h2 className="mb-3 mt-8 text-xl font-semibold">Drivers&apos; default zones</h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {drivers.data?.items.map((d) => (
          <li key={d.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <fieldset>
              <legend className="font-semibold text-ink">{d.name || d.username}</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {zones.data?.items.map((z) => (
                  <label key={z.id} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={d.zoneIds.includes(z.id)}
                      onChange={() => toggle(d.id, d.zoneIds, z.id)}
                    />
                    {z.name}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
    </div>
  );
}
