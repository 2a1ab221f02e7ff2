// The driver's server calls: their own stops (kept in browser storage so the manifest stays
// readable offline) and recording one outcome with its Idempotency-Key.
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';

export type StopLine = { productId: string; name: string; quantity: number; returnable: boolean };

export type DriverStop = {
  id: number;
  orderId: string;
  date: string;
  slot: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  name: string;
  lines: StopLine[];
  bottlesDue: number;
  emptiesDue: number;
  cashDuePaisa: number;
  notes: string;
  zoneName: string;
  sequence: number;
  status: 'planned' | 'delivered' | 'failed' | 'rescheduled' | 'cancelled';
  bottleBalance: number;
};

export type DriverManifest = { today: string; driverId: string; stops: DriverStop[] };
export type LoadedManifest = DriverManifest & { fromCache: boolean };

export type OutcomeBody =
  | {
      outcome: 'delivered';
      fullDropped: number;
      emptiesCollected: number;
      cashCollectedPaisa: number;
      note: string;
    }
  | { outcome: 'failed'; reason: FailureReason; note: string };

export const FAILURE_REASONS = [
  { value: 'not-home', label: 'Not home' },
  { value: 'refused', label: 'Refused' },
  { value: 'wrong-address', label: 'Wrong address' },
  { value: 'other', label: 'Other' },
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number]['value'];

export const MANIFEST_KEY = 'driver_manifest';

function cachedManifest(): DriverManifest | null {
  try {
    const v = JSON.parse(localStorage.getItem(MANIFEST_KEY) ?? 'null') as DriverManifest | null;
    return v && Array.isArray(v.stops) ? v : null;
  } catch {
    return null;
  }
}

/** The server's manifest; when the server cannot be reached, the last one this phone saw. */
export async function fetchManifest(): Promise<LoadedManifest> {
  try {
    const m = await api<DriverManifest>('/api/driver/stops');
    try {
      localStorage.setItem(MANIFEST_KEY, JSON.stringify(m));
    } catch {
      /* storage full or blocked: the manifest still shows */
    }
    return { ...m, fromCache: false };
  } catch (e) {
    const cached = e instanceof ApiError && e.isNetwork ? cachedManifest() : null;
    if (cached) return { ...cached, fromCache: true };
    throw e;
  }
}

export const manifestKey = ['driver', 'manifest'] as const;

export function useManifest() {
  return useQuery({ queryKey: manifestKey, queryFn: fetchManifest, retry: false });
}

export function postOutcome(stopId: number, body: OutcomeBody, key: string) {
  return api<{ replay: boolean }>(`/api/driver/stops/${stopId}/outcome`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/** Forgets this phone's copy of the manifest (on sign-out). */
export function forgetManifest() {
  localStorage.removeItem(MANIFEST_KEY);
}
