// Outcomes wait in browser storage ('driver_outcomes'), each with its own Idempotency-Key,
// and are sent once, in the order they were recorded, whenever the phone is online (the
// shop's local_orders pattern). The server treats a repeated key as the same outcome.
// Nothing the driver recorded leaves the phone unless the server took it: a 401 (the session
// ended) keeps every outcome queued until the driver signs in again; a refusal (409 day
// closed, 404 stop moved, 422) keeps the outcome as 'rejected' with the server's reason, for
// the driver to show their manager; only a network error, a 5xx, 408 or 429 is tried again.
import { ApiError } from '@/lib/api';
import { postOutcome, type DriverStop, type OutcomeBody } from './driver-api';
import { t } from '@/lib/i18n/i18n';
import './locales';

/** Enough of the stop to show a refused outcome after the stop left the driver's list. */
export type StopSummary = Pick<DriverStop, 'name' | 'address' | 'city' | 'date' | 'slot'>;

export type QueuedOutcome = {
  stopId: number;
  key: string;
  body: OutcomeBody;
  queuedAt: number;
  status: 'queued' | 'rejected';
  /** The server's reason for a refusal, its code and HTTP status. */
  error?: string;
  code?: string;
  httpStatus?: number;
  stop?: StopSummary;
};

/** What one sending round did: how many the server took, and whether it asked for a sign-in. */
export type FlushResult = { sent: number; signIn: boolean };

/** What to do with an outcome the server did not take. Pure. */
export function failureAction(e: unknown): 'sign-in' | 'refused' | 'retry' {
  if (!(e instanceof ApiError)) return 'retry';
  if (e.status === 401) return 'sign-in';
  if (e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429) return 'refused';
  return 'retry'; // offline, 5xx, a timeout or a busy server: keep it, in order, for next time
}

export const OUTCOMES_KEY = 'driver_outcomes';
const CHANGED = 'aquapure:driver-outcomes';

export function parseOutcomes(raw: string | null): QueuedOutcome[] {
  try {
    const v = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(v)
      ? (v as QueuedOutcome[]).filter((e) => e && typeof e.key === 'string' && e.body)
      : [];
  } catch {
    return [];
  }
}

export function readOutcomes(): QueuedOutcome[] {
  return parseOutcomes(localStorage.getItem(OUTCOMES_KEY));
}

function writeOutcomes(entries: QueuedOutcome[]) {
  if (entries.length) localStorage.setItem(OUTCOMES_KEY, JSON.stringify(entries));
  else localStorage.removeItem(OUTCOMES_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

export function enqueueOutcome(
  stopId: number,
  body: OutcomeBody,
  stop?: StopSummary,
): QueuedOutcome {
  const entry: QueuedOutcome = {
    stopId,
    key: crypto.randomUUID(),
    body,
    queuedAt: Date.now(),
    status: 'queued',
    ...(stop && {
      stop: {
        name: stop.name,
        address: stop.address,
        city: stop.city,
        date: stop.date,
        slot: stop.slot,
      },
    }),
  };
  writeOutcomes([...readOutcomes(), entry]);
  return entry;
}

export function waitingCount(entries: QueuedOutcome[]): number {
  return entries.filter((e) => e.status === 'queued').length;
}

/** Outcomes the server refused: still on the phone, for the manager to record. */
export function refusedCount(entries: QueuedOutcome[]): number {
  return entries.filter((e) => e.status === 'rejected').length;
}

/** The header's one line about the queue: never 'All outcomes sent' while any is not. Pure. */
export function queueText(waiting: number, refused: number, signedOut: boolean): string {
  if (waiting === 0 && refused === 0) return t('All outcomes sent');
  const parts = [];
  if (waiting > 0)
    parts.push(t(signedOut ? 'driver.waiting-sign-in' : 'driver.waiting', { count: waiting }));
  if (refused > 0) parts.push(t('driver.refused', { count: refused }));
  return parts.join(' · ');
}

let running: Promise<FlushResult> | null = null;

/** Sends every waiting outcome once, in order; stops at the first network failure or 401.
 *  Resolves to how many the server took and whether the driver must sign in again. */
export function flushOutcomes(send = postOutcome): Promise<FlushResult> {
  if (!running) {
    const run = () => sendAll(send);
    const locked =
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request('aquapure-driver-outcomes', run)
        : run();
    running = Promise.resolve(locked).finally(() => {
      running = null;
    });
  }
  return running;
}

async function sendAll(send: typeof postOutcome): Promise<FlushResult> {
  let sent = 0;
  for (const { key } of readOutcomes()) {
    const entry = readOutcomes().find((e) => e.key === key);
    if (!entry || entry.status !== 'queued') continue;
    try {
      await send(entry.stopId, entry.body, entry.key);
      // Taken: it goes, and so does an earlier refused try of the same stop it replaces.
      writeOutcomes(
        readOutcomes().filter(
          (e) => e.key !== key && !(e.stopId === entry.stopId && e.status === 'rejected'),
        ),
      );
      sent += 1;
    } catch (e) {
      const action = failureAction(e);
      if (action === 'sign-in') return { sent, signIn: true };
      if (action === 'retry' || !(e instanceof ApiError)) break;
      const refused = { error: e.message, code: e.code, httpStatus: e.status };
      writeOutcomes(
        readOutcomes().map((x) => (x.key === key ? { ...x, status: 'rejected', ...refused } : x)),
      );
    }
  }
  return { sent, signIn: false };
}

export function dismissOutcome(key: string) {
  writeOutcomes(readOutcomes().filter((e) => e.key !== key));
}

export function subscribeOutcomes(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === OUTCOMES_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function outcomesSnapshot(): string {
  return localStorage.getItem(OUTCOMES_KEY) ?? '[]';
}
