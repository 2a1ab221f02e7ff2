// Outcomes wait in browser storage ('driver_outcomes'), each with its own Idempotency-Key,
// and are sent once, in the order they were recorded, whenever the phone is online (the
// shop's local_orders pattern). The server treats a repeated key as the same outcome.
import { ApiError } from '@/lib/api';
import { postOutcome, type OutcomeBody } from './driver-api';

export type QueuedOutcome = {
  stopId: number;
  key: string;
  body: OutcomeBody;
  queuedAt: number;
  status: 'queued' | 'rejected';
  error?: string;
};

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

export function enqueueOutcome(stopId: number, body: OutcomeBody): QueuedOutcome {
  const entry: QueuedOutcome = {
    stopId,
    key: crypto.randomUUID(),
    body,
    queuedAt: Date.now(),
    status: 'queued',
  };
  writeOutcomes([...readOutcomes(), entry]);
  return entry;
}

export function waitingCount(entries: QueuedOutcome[]): number {
  return entries.filter((e) => e.status === 'queued').length;
}

let running: Promise<number> | null = null;

/** Sends every waiting outcome once, in order; stops at the first network failure. Returns
 *  how many the server took. */
export function flushOutcomes(send = postOutcome): Promise<number> {
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

async function sendAll(send: typeof postOutcome): Promise<number> {
  let sent = 0;
  for (const { key } of readOutcomes()) {
    const entry = readOutcomes().find((e) => e.key === key);
    if (!entry || entry.status !== 'queued') continue;
    try {
      await send(entry.stopId, entry.body, entry.key);
      writeOutcomes(readOutcomes().filter((e) => e.key !== key));
      sent += 1;
    } catch (e) {
      if (
        e instanceof ApiError &&
        e.status >= 400 &&
        e.status < 500 &&
        e.status !== 408 &&
        e.status !== 429
      ) {
        writeOutcomes(
          readOutcomes().map((x) =>
            x.key === key ? { ...x, status: 'rejected', error: e.message } : x,
          ),
        );
        continue;
      }
      break; // offline or the server is busy: keep it, in order, for next time
    }
  }
  return sent;
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
