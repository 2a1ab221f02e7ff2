// Setting a stop's location from the board's map: the stops in the order the form offers
// them (the unplaced first, then the rest in the day's order) and the coordinates typed for one. Pure.
import type { DayMap } from './dispatch-api';

export type MapStop = DayMap['stops'][number];

/** The day's stops to place, the ones with no location first (a pin is the address's). */
export function placeable(stops: MapStop[]): MapStop[] {
  return [...stops.filter((s) => !s.location), ...stops.filter((s) => s.location)];
}

/** "33.7" and "73,05" as a position, or null when either is not a number. */
export function typedPosition(lat: string, lng: string): { lat: number; lng: number } | null {
  const read = (t: string) => (t.trim() === '' ? Number.NaN : Number(t.trim().replace(',', '.')));
  const at = { lat: read(lat), lng: read(lng) };
  return Number.isFinite(at.lat) && Number.isFinite(at.lng) ? at : null;
}

/** A position as the status line says it: six decimals, about a tenth of a metre. */
export const positionText = (at: { lat: number; lng: number }) =>
  `${at.lat.toFixed(6)}, ${at.lng.toFixed(6)}`;
