// The zones page's values: the form's schema and values, the postal codes as typed (each 5
// digits, entered separately), the request body they make, and a driver's zones with one
// ticked or unticked.
import { z } from 'zod';
import type { Zone } from './dispatch-api';
import type { ZoneInput } from './zones-api';

// The browser asks for the name (required) and checks each postal code; the server checks too.
export const zoneSchema = z.object({
  name: z.string(),
  city: z.enum(['Islamabad', 'Rawalpindi']),
  codes: z.array(z.string()),
});
export type ZoneFormValues = z.infer<typeof zoneSchema>;

/** The form's values for a zone, or empty ones for a new zone. Pure. */
export function zoneFormValues(zone: Zone | null): ZoneFormValues {
  return {
    name: zone?.name ?? '',
    city: zone?.city ?? 'Islamabad',
    codes: zone?.postalCodes ?? [],
  };
}

/** The request body for the form's values. Pure. */
export function zoneBody(v: ZoneFormValues, id?: number): ZoneInput & { id?: number } {
  return { id, name: v.name, city: v.city, postalCodes: v.codes };
}

/**
 * What was typed in the postal codes field ("44000 46000, 4600"): split at spaces, commas and
 * semicolons; the 5-digit codes added to `codes` once each, the others refused. Pure.
 */
export function addPostalCodes(codes: string[], typed: string) {
  const parts = typed.split(/[\s,;]+/).filter(Boolean);
  const refused = parts.filter((p) => !/^\d{5}$/.test(p));
  const next = [...codes];
  for (const p of parts) if (/^\d{5}$/.test(p) && !next.includes(p)) next.push(p);
  return { codes: next, refused };
}

/** The message for the codes refused, naming them. Pure. */
export function refusedCodesMessage(refused: string[]): string {
  const names = refused.map((r) => `"${r}"`).join(', ');
  return refused.length === 1
    ? `${names} is not a postal code: each is 5 digits, like 44000`
    : `${names} are not postal codes: each is 5 digits, like 44000`;
}

/** A driver's zones with `zoneId` ticked or unticked. Pure. */
export function toggledZones(current: number[], zoneId: number): number[] {
  return current.includes(zoneId) ? current.filter((z) => z !== zoneId) : [...current, zoneId];
}
