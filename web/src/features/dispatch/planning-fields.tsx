// The planning settings form's fields: a labelled text field that shows the server's word on
// it (linked with aria-describedby and aria-invalid), grouped: the depot and travel, the stops
// and vans, each driver's own van.
import type { ReactNode } from 'react';
import { Link } from '@/lib/link';
import type { FieldErrors } from '@/lib/api';
import { input } from './dispatch-ui';
import type { PlanningForm } from './planning-values';

type GroupProps = {
  form: PlanningForm;
  set: (patch: Partial<PlanningForm>) => void;
  errors: FieldErrors;
};

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      <div className="flex flex-wrap items-start gap-4">{children}</div>
    </fieldset>
  );
}

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
};

export function Field({ id, label, value, onChange, error, hint, placeholder }: FieldProps) {
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={`${input} w-40`}
        inputMode="decimal"
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={note}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <span id={note} className="mt-1 max-w-xs text-sm font-normal text-red-700">
          {error}
        </span>
      ) : (
        hint && (
          <span id={note} className="mt-1 max-w-xs text-xs font-normal text-muted">
            {hint}
          </span>
        )
      )}
    </div>
  );
}

type VansProps = {
  form: PlanningForm;
  onChange: (vans: PlanningForm['vans']) => void;
  error?: string;
};

export function DriverVans({ form, onChange, error }: VansProps) {
  if (form.vans.length === 0) return <p className="text-sm text-muted">No active drivers yet.</p>;
  const set = (i: number, capacity: string) =>
    onChange(form.vans.map((v, j) => (j === i ? { ...v, capacity } : v)));
  return (
    <div className="flex flex-wrap gap-4">
      {form.vans.map((v, i) => (
        <Field
          key={v.driverId}
          id={`van-${v.driverId}`}
          label={`${v.name}'s van (bottles)`}
          value={v.capacity}
          placeholder={`Shop's van (${form.vanCapacity})`}
          onChange={(c) => set(i, c)}
          error={error}
        />
      ))}
    </div>
  );
}

export function TravelGroups({ form, set, errors, slots }: GroupProps & { slots: string[] }) {
  const speed = (i: number, v: string) =>
    set({ speeds: form.speeds.map((s, j) => (j === i ? v : s)) });
  return (
    <>
      <Group legend="Depot (where every van starts and ends)">
        <Field
          id="depot-lat"
          label="Latitude"
          value={form.depotLat}
          error={errors.depot}
          onChange={(depotLat) => set({ depotLat })}
          hint="In degrees, e.g. 33.66"
        />
        <Field
          id="depot-lng"
          label="Longitude"
          value={form.depotLng}
          error={errors.depot}
          onChange={(depotLng) => set({ depotLng })}
          hint="In degrees, e.g. 73.055"
        />
      </Group>
      <Group legend="Travel">
        <Field
          id="detour"
          label="Detour factor"
          value={form.detourFactor}
          error={errors.detourFactor}
          onChange={(detourFactor) => set({ detourFactor })}
          hint="Road distance over straight-line distance, 1 to 3"
        />
        {slots.map((slot, i) => (
          <Field
            key={slot}
            id={`speed-${i}`}
            label={`Speed ${slot} (km/h)`}
            value={form.speeds[i] ?? ''}
            error={errors.speedKmh}
            onChange={(v) => speed(i, v)}
          />
        ))}
      </Group>
    </>
  );
}

export function VanGroups({ form, set, errors }: GroupProps) {
  return (
    <>
      <Group legend="Stops and vans">
        <Field
          id="service"
          label="Time at each stop (minutes)"
          value={form.serviceMinutes}
          error={errors.serviceMinutes}
          onChange={(serviceMinutes) => set({ serviceMinutes })}
        />
        <Field
          id="van"
          label="Van capacity (bottles)"
          value={form.vanCapacity}
          error={errors.vanCapacity}
          onChange={(vanCapacity) => set({ vanCapacity })}
          hint="Full bottles out and empties back"
        />
      </Group>
      <Group legend="Drivers' own vans">
        <DriverVans form={form} onChange={(vans) => set({ vans })} error={errors.drivers} />
        <p className="basis-full text-sm text-muted">
          Leave a driver empty for the shop&apos;s van. Drivers&apos; preferred zones are set on the{' '}
          <Link className="text-brand-700 underline" to="/admin/zones">
            Zones
          </Link>{' '}
          page.
        </p>
      </Group>
    </>
  );
}
