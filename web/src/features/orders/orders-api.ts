// Placing and reading orders. The browser keeps only what it must: the access token of each
// order it placed (so the confirmation page survives a reload) and, while offline, the
// queued orders of orders-queue.ts.
import { api } from '@/lib/api';
import type { OrderLineInput } from '@/features/cart/quote';

export type CustomerDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  notes: string;
  deliveryAddress?: { address: string; city: string; postalCode: string };
};

export type OrderPayload = {
  customerId: 'guest';
  items: OrderLineInput[];
  customerDetails: CustomerDetails;
  /** The amount the shopper saw; the server checks its shape and prices the order itself. */
  total: number;
  deliveryDate: string;
  deliveryTime: string;
  paymentMethod: 'cod' | 'wallet';
  couponCode: string;
  orderNote: string;
};

export type OrderItem = {
  productId: string;
  productName: string;
  productPricePaisa: number;
  depositPaisa: number;
  depositUnitPaisa: number;
  subscriptionSavingsPaisa: number;
  quantity: number;
  purchaseType: 'one-time' | 'subscription';
  subscriptionPlan: string;
  hasBottleExchange: boolean;
  lineTotalPaisa: number;
  subscriptionDetails?: { planName: string; discountPercent: number; frequency: string };
};

export type Order = {
  id: string;
  customerDetails: Omit<CustomerDetails, 'deliveryAddress'> & {
    deliveryAddress: { address: string; city: string; postalCode: string };
  };
  items: OrderItem[];
  paymentMethod: 'cod' | 'wallet';
  status: 'pending' | 'processing' | 'delivered' | 'cancelled';
  paymentStatus: string;
  couponCode: string;
  /** The cart's order note (the checkout's delivery instructions are customerDetails.notes). */
  orderNote: string;
  /** Line totals after plan savings, deposits included. */
  subtotalPaisa: number;
  discountPaisa: number;
  depositsPaisa: number;
  subscriptionSavingsPaisa: number;
  deliveryPaisa: number;
  totalPaisa: number;
  deliveryDate: string;
  deliveryTime: string;
  trackingNumber: string;
  orderDate: string;
};

export type PlacedOrder = Order & { accessToken: string };

export function placeOrder(payload: OrderPayload, idempotencyKey: string) {
  return api<PlacedOrder>('/api/orders', {
    method: 'POST',
    body: payload,
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

/** SPEC.md: an ORD- id is shown as is, anything else with a '#'. */
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
