// The zones page's values: the form's schema and values, the request body they make, and a
// driver's zones with one ticked or unticked.
import { z } from 'zod';
import type { Zone } from './dispatch-api';
import { splitPostalCodes, type ZoneInput } from './zones-api';

// The browser asks for the name (required); the server checks the rest.
export const zoneSchema = z.object({
  name: z.string(),
  city: z.enum(['Islamabad', 'Rawalpindi']),
  codes: z.string(),
});
export type ZoneFormValues = z.infer<typeof zoneSchema>;

/** The form's values for a zone, or empty ones for a new zone. Pure. */
export function zoneFormValues(zone: Zone | null): ZoneFormValues {
  return {
    name: zone?.name ?? '',
    city: zone?.city ?? 'Islamabad',
    codes: zone?.postalCodes.join(', ') ?? '',
  };
}

/** The request body for the form's values. Pure. */
export function zoneBody(v: ZoneFormValues, id?: number): ZoneInput & { id?: number } {
  return { id, name: v.name, city: v.city, postalCodes: splitPostalCodes(v.codes) };
}

/** A driver's zones with `zoneId` ticked or unticked. Pure. */
export function toggledZones(current: number[], zoneId: number): number[] {
  return current.includes(zoneId) ? current.filter((z) => z !== zoneId) : [...current, zoneId];
}
