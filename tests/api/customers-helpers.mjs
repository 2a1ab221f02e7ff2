// Helpers for the admin customers tests: placing an order, walking every page of
// GET /api/admin/customers, and what the customers should be, derived from the orders the
// test placed (the rule of orders/reports.cpp derive_customers).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request } from './harness.mjs';

const tomorrowPk = () => new Date(Date.now() + 5 * 3600_000 + 86400_000).toISOString().slice(0, 10);

/** Places a one-time order for `details` ({firstName, lastName, email, phone, city}). */
export async function placeOrder(url, details, quantity = 1) {
  const res = await request('POST', `${url}/api/orders`, {
    headers: { 'idempotency-key': `customers-${randomUUID()}` },
    body: {
      customerId: 'guest',
      items: [{ productId: '2', quantity, purchaseType: 'one-time' }],
      customerDetails: {
        address: 'House 1, Street 2, F-7',
        postalCode: '44000',
        ...details,
      },
      total: 1,
      deliveryDate: tomorrowPk(),
      deliveryTime: '12pm-3pm',
      paymentMethod: 'cod',
    },
  });
  assert.equal(res.status, 201, res.text);
  return res.json;
}

/** Every customer matching q, page after page of `limit`. */
export async function walkCustomers(api, q, limit) {
  const out = [];
  let cursor = null;
  for (let pages = 0; pages < 1000; pages++) {
    const params = new URLSearchParams({ limit: String(limit) });
    if (q) params.set('q', q);
    if (cursor) params.set('cursor', cursor);
    const r = await api('GET', `/api/admin/customers?${params}`);
    assert.equal(r.status, 200, r.text);
    out.push(...r.json.items);
    cursor = r.json.nextCursor;
    if (!cursor) return out;
  }
  throw new Error('more than 1000 pages');
}

/**
 * Customers as derived from `placed` ({order, details, status, deleted}, oldest first):
 * key e: + lower-cased e-mail (else p: + phone), the newest order's details, every order
 * counted, cancelled ones without money. A Map id -> customer without bottleBalance.
 */
export function deriveCustomers(placed) {
  const out = new Map();
  for (const p of placed) {
    if (p.deleted) continue;
    const d = p.details;
    const id = d.email ? `e:${d.email.toLowerCase()}` : `p:${d.phone}`;
    const c = out.get(id) ?? {
      totalOrders: 0,
      totalSpentPaisa: 0,
      createdAt: p.order.createdAt,
    };
    out.set(id, {
      id,
      name: `${d.firstName} ${d.lastName}`,
      email: d.email || 'N/A',
      phone: d.phone || 'N/A',
      address: p.order.customerDetails.address || 'N/A',
      city: d.city || 'Unknown',
      totalOrders: c.totalOrders + 1,
      totalSpentPaisa: c.totalSpentPaisa + (p.status === 'cancelled' ? 0 : p.order.totalPaisa),
      lastOrderDate: p.order.createdAt,
      createdAt: c.createdAt,
    });
  }
  return out;
}
