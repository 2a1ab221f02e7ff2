// Orders placed while the shop cannot be reached wait in browser storage ('local_orders',
// ids 'local-{timestamp}') with their idempotency key, and are sent when the browser is back
// online. The server treats a repeated key as the same order, and a Web Lock keeps two tabs
// from sending at once, so a queued order is placed exactly once.
import { ApiError } from '@/lib/api';
import type { CartItem } from '@/stores/cart-store';
import { placeOrder, rememberOrder, type OrderPayload } from './orders-api';

export type QueuedOrder = {
  id: string;
  key: string;
  payload: OrderPayload;
  /** The cart lines, so a refused order can go back into the cart. */
  items: CartItem[];
  createdAt: number;
  status: 'queued' | 'sent' | 'rejected';
  orderId?: string;
  error?: string;
};

export const QUEUE_KEY = 'local_orders';
const CHANGED = 'aquapure:local-orders';
const KEEP_MS = 7 * 86_400_000;

/** The queue from its stored text; damaged storage reads as an empty queue. */
export function parseQueue(raw: string | null): QueuedOrder[] {
  try {
    const v = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(v)
      ? (v as QueuedOrder[]).filter((e) => e && typeof e.id === 'string' && e.payload)
      : [];
  } catch {
    return [];
  }
}

export function readQueue(): QueuedOrder[] {
  return parseQueue(localStorage.getItem(QUEUE_KEY));
}

function writeQueue(entries: QueuedOrder[]) {
  const now = Date.now();
  // Sent and refused entries are kept a week so their confirmation pages still resolve.
  const kept = entries.filter((e) => e.status === 'queued' || now - e.createdAt < KEEP_MS);
  if (kept.length) localStorage.setItem(QUEUE_KEY, JSON.stringify(kept));
  else localStorage.removeItem(QUEUE_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

function update(id: string, patch: Partial<QueuedOrder>) {
  writeQueue(readQueue().map((e) => (e.id === id ? { ...e, ...patch } : e)));
}

export function enqueueOrder(payload: OrderPayload, key: string, items: CartItem[]): QueuedOrder {
  const entry: QueuedOrder = {
    id: `local-${Date.now()}`,
    key,
    payload,
    items,
    createdAt: Date.now(),
    status: 'queued',
  };
  writeQueue([...readQueue(), entry]);
  return entry;
}

export function dropQueued(id: string) {
  writeQueue(readQueue().filter((e) => e.id !== id));
}

let running: Promise<void> | null = null;

/** Sends every queued order once; stops at the first network failure (tried again later). */
export function flushQueue(): Promise<void> {
  if (!running) {
    running = withLock(sendAll).finally(() => {
      running = null;
    });
  }
  return running;
}

function withLock(fn: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('aquapure-local-orders', fn).then(() => undefined);
  }
  return fn();
}

async function sendAll() {
  for (const { id } of readQueue()) {
    // Read again: another tab may have sent it while this one waited for the lock.
    const entry = readQueue().find((e) => e.id === id);
    if (!entry || entry.status !== 'queued') continue;
    try {
      const order = await placeOrder(entry.payload, entry.key);
      rememberOrder(order.id, order.accessToken);
      update(id, { status: 'sent', orderId: order.id });
    } catch (e) {
      if (e instanceof ApiError && isFinalRefusal(e)) {
        update(id, { status: 'rejected', error: e.message });
        continue;
      }
      return; // offline or the server is busy: leave it queued
    }
  }
}

/** The server looked at the order and said no (a 4xx other than timeouts and rate limits). */
function isFinalRefusal(e: ApiError) {
  return e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;
}

let started = false;

/** Sends queued orders now, when the browser comes back online, and every 30 s meanwhile. */
export function startQueueSender() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const tick = () => {
    if (readQueue().some((e) => e.status === 'queued')) void flushQueue();
  };
  window.addEventListener('online', tick);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') tick();
  });
  window.setInterval(tick, 30_000);
  tick();
}

/** For useSyncExternalStore: changes in this tab and in others. */
export function subscribeQueue(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === QUEUE_KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function queueSnapshot(): string {
  return localStorage.getItem(QUEUE_KEY) ?? '[]';
}
