// The driver's server calls: their session (and signing in again on the phone), their own
// stops (kept in browser storage so the manifest stays readable offline, and while signed
// out) and recording one outcome with its Idempotency-Key.
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';
import './locales';

// The server's shapes, generated from docs/openapi.yaml (typecheck fails on drift).
export type StopLine = Schemas['StopLine'];
export type DriverStop = Schemas['Stop'];
export type DriverManifest = Schemas['DriverStops'];
export type LoadedManifest = DriverManifest & { fromCache: boolean };
export type OutcomeBody = Schemas['OutcomeRequest'];
export type RecordedOutcome = Schemas['RecordedOutcome'];

export const FAILURE_REASONS = [
  { value: 'not-home', label: 'Not home' },
  { value: 'refused', label: 'Refused' },
  { value: 'wrong-address', label: 'Wrong address' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: Schemas['FailureReason']; label: string }[];
export type FailureReason = Schemas['FailureReason'];

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
    // Offline, or the session ended (the page asks for a sign-in): the last copy still reads.
    const stale = e instanceof ApiError && (e.isNetwork || e.status === 401);
    const cached = stale ? cachedManifest() : null;
    if (cached) return { ...cached, fromCache: true };
    throw e;
  }
}

export const manifestKey = ['driver', 'manifest'] as const;

export function useManifest() {
  return useQuery({ queryKey: manifestKey, queryFn: fetchManifest, retry: false });
}

export function postOutcome(stopId: number, body: OutcomeBody, key: string) {
  return api<RecordedOutcome>(`/api/driver/stops/${stopId}/outcome`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': key },
  });
}

export type DriverSession = Schemas['AdminSession'];
export const sessionKey = ['driver', 'session'] as const;
const USERNAME_KEY = 'driver_username';

/** The signed-in driver; null when signed out (401); 'offline' when the server is out of reach. */
export function useDriverSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async () => {
      try {
        const session = await api<DriverSession>('/api/admin/session');
        try {
          localStorage.setItem(USERNAME_KEY, session.admin.username);
        } catch {
          /* only a convenience for the next sign-in */
        }
        return session;
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return null;
        if (e instanceof ApiError && e.isNetwork) return 'offline' as const;
        throw e;
      }
    },
    retry: false,
  });
}

/** The username this phone last signed in with, to fill in the sign-in form. */
export function lastUsername(): string {
  try {
    return localStorage.getItem(USERNAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function signIn(username: string, password: string) {
  return api<DriverSession>('/api/admin/login', {
    method: 'POST',
    body: { username, password },
  });
}

/** Forgets this phone's copy of the manifest (on sign-out). */
export function forgetManifest() {
  localStorage.removeItem(MANIFEST_KEY);
  localStorage.removeItem(USERNAME_KEY);
}
