// Placing and reading orders. The browser keeps only what it must: the access token of each
// order it placed (so the confirmation page survives a reload) and, while offline, the
// queued orders of orders-queue.ts.
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';
import { activeLocale } from '@/lib/i18n/i18n';

export type CustomerDetails = Schemas['CustomerDetailsInput'];
/** The body of POST /api/orders; `total` is the amount the shopper saw (never used for pricing). */
export type OrderPayload = Schemas['OrderRequest'];
export type OrderItem = Schemas['OrderItem'];
export type Order = Schemas['Order'];
export type PlacedOrder = Schemas['PlacedOrder'];

/** Sends the order in the shop's current language (the customer's mails and texts use it). */
export function placeOrder(payload: OrderPayload, idempotencyKey: string) {
  return api<PlacedOrder>('/api/orders', {
    method: 'POST',
    // The payload's own language when it has one (the checkout puts it there): the same bytes
    // go out on every retry.
    body: payload.language ? payload : { ...payload, language: activeLocale() },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function fetchOrder(id: string, token: string) {
  return api<Order>(`/api/orders/${encodeURIComponent(id)}`, {
    headers: { 'X-Order-Token': token },
  });
}

/** A random key for one checkout attempt (crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An ORD- id is shown as is, anything else with a '#'. */
export function displayOrderNumber(id: string) {
  return id.startsWith('ORD-') ? id : `#${id}`;
}

const TOKENS_KEY = 'order_tokens';

/** Remembers the access token of an order placed from this browser (the last 20). */
export function rememberOrder(id: string, token: string) {
  const all = readTokens().filter(([k]) => k !== id);
  all.push([id, token]);
  try {
    localStorage.setItem(TOKENS_KEY, JSON.stringify(all.slice(-20)));
  } catch {
    // Storage full or blocked: the order is placed all the same; only a reload loses it.
  }
}

export function orderToken(id: string): string | undefined {
  return readTokens().find(([k]) => k === id)?.[1];
}

function readTokens(): [string, string][] {
  try {
    const v = JSON.parse(localStorage.getItem(TOKENS_KEY) ?? '[]') as unknown;
    return Array.isArray(v)
      ? v.filter(
          (e): e is [string, string] =>
            Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}
