// The phone's position sent with a delivered outcome, only when the driver has allowed the
// browser's location (the server keeps it for the address's location on the planner's map).
// Never delays an outcome by more than a few seconds; a position the server would refuse
// (outside Islamabad and Rawalpindi, or vague) is left out rather than risk the outcome.
import type { OutcomeBody } from './driver-api';

export type PhonePosition = { lat: number; lng: number; accuracyM: number };

/** The body with the position added when it is delivered and the position is usable. Pure. */
export function withPosition(body: OutcomeBody, at: PhonePosition | null): OutcomeBody {
  if (body.outcome !== 'delivered' || !at) return body;
  const inArea = at.lat >= 33.2 && at.lat <= 34.1 && at.lng >= 72.6 && at.lng <= 73.6;
  if (!inArea || !(at.accuracyM >= 0 && at.accuracyM <= 500)) return body;
  return { ...body, position: at };
}

/** Whether the driver allowed location for this site ('granted'), or may be asked. */
export async function locationPermission(): Promise<PermissionState | 'unsupported'> {
  try {
    if (!navigator.geolocation || !navigator.permissions) return 'unsupported';
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'unsupported';
  }
}

/** The phone's position (asking the driver when they have not decided yet), or null. */
export function currentPosition(timeoutMs = 3000): Promise<PhonePosition | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          lat: p.coords.latitude,
          lng: p.coords.longitude,
          accuracyM: Math.round(p.coords.accuracy),
        }),
      () => resolve(null),
      { timeout: timeoutMs, maximumAge: 60_000, enableHighAccuracy: true },
    );
  });
}

/** The position to send now: only when the driver already allowed it (never asks here). */
export async function allowedPosition(): Promise<PhonePosition | null> {
  return (await locationPermission()) === 'granted' ? currentPosition() : null;
}
