// Deleting a zone asks first and says what it affects (the server's zone impact): its planned
// stops become Unzoned, and the drivers who have it by default lose it.
import { useEffect, useRef } from 'react';
import { Button, buttonClass } from '@/components/button';
import type { Schemas } from '@/lib/api-types';

type Impact = Schemas['ZoneImpact'];

/** What deleting the zone does, in words. Pure. */
export function impactText(i: Impact): string {
  const stops =
    i.plannedStops === 0
      ? 'No planned stops are in this zone.'
      : `${i.plannedStops} planned ${i.plannedStops === 1 ? 'stop becomes' : 'stops become'} Unzoned.`;
  const names = i.drivers.map((d) => d.name).join(', ');
  const drivers =
    i.drivers.length === 0
      ? 'No driver has it by default.'
      : `${names} ${i.drivers.length === 1 ? 'has' : 'have'} it by default and will no longer.`;
  return `${stops} ${drivers}`;
}

export function ZoneDeletePrompt({
  impact,
  onDelete,
  onCancel,
}: {
  impact: Impact;
  onDelete: () => void;
  onCancel: () => void;
}) {
  // The question takes the focus, on the safe answer.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), [impact]);
  return (
    <section
      role="alertdialog"
      aria-labelledby="zone-delete-title"
      aria-describedby="zone-delete-impact"
      className="rounded-xl border border-red-300 bg-red-50 p-4"
      data-testid="zone-delete-prompt"
    >
      <h2 id="zone-delete-title" className="text-base font-semibold text-ink">
        Delete zone {impact.zone.name}?
      </h2>
      <p id="zone-delete-impact" className="mt-1 text-sm text-ink">
        {impactText(impact)}
      </p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" variant="danger" onClick={onDelete}>
          Delete zone
        </Button>
        <button
          ref={keep}
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onCancel}
        >
          Keep it
        </button>
      </div>
    </section>
  );
}
