// Group commit: concurrent orders are written by one writer in shared
// transactions, a savepoint per order. Many orders at once, some of them refused in different
// ways: each request gets exactly its own answer, every accepted order is stored once with its
// own customer and mailed once, the refused ones leave nothing behind, and the per-customer
// rate limit still counts exactly (its hits are in the order's own write now).
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer, request, assertErrorBody, adminLogin } from './harness.mjs';

const PK = 5 * 3600e3;
const tomorrow = new Date(Date.now() + PK + 86400e3).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function orderBody(n, { email = `batch-${n}-${randomUUID().slice(0, 6)}@example.pk`, items } = {}) {
  return {
    customerId: 'guest',
    items: items ?? [
      { productId: '2', quantity: 1 + (n % 3), purchaseType: 'one-time' },
      ...(n % 4 === 0
        ? [{ productId: 'subscription-basic', purchaseType: 'subscription', subscriptionPlan: 'basic' }]
        : []),
    ],
    customerDetails: {
      firstName: `Batch${n}`,
      lastName: 'Shopper',
      email,
      phone: `+92 301 ${String(1000000 + n)}`,
      address: 'House 3, F-6',
      city: 'Islamabad',
      postalCode: '44000',
    },
    total: 1,
    deliveryDate: tomorrow,
    deliveryTime: '3pm-6pm',
    paymentMethod: 'cod',
  };
}

const place = (srv, body, key = randomUUID()) =>
  request('POST', `${srv.url}/api/orders`, { headers: { 'idempotency-key': key }, body, timeoutMs: 30_000 });

describe('concurrent orders in shared transactions', () => {
  const servers = [];
  after(async () => {
    for (const s of servers) await s.stop();
  });

  it('each of 60 concurrent orders gets exactly its own answer; accepted ones are stored and mailed once', async () => {
    const srv = await startServer({ env: { AQUA_ORDER_CUSTOMER_RATE: '3/3600' } });
    servers.push(srv);
    const jobs = []; // {kind, n, body, key, res}
    for (let n = 0; n < 30; n++) jobs.push({ kind: 'valid', n, body: orderBody(n) });
    for (let n = 30; n < 36; n++)
      jobs.push({ kind: 'unknown', n, body: orderBody(n, { items: [{ productId: `gone-${n}`, quantity: 1 }] }) });
    // One customer five times with a limit of 3 per window: exactly 3 go through.
    for (let n = 36; n < 41; n++) jobs.push({ kind: 'limited', n, body: orderBody(n, { email: 'same@example.pk' }) });
    // Twins with one key and different bodies: one order, one 409.
    for (let n = 41; n < 49; n += 2) {
      const key = randomUUID();
      jobs.push({ kind: 'twin', n, key, body: orderBody(n) });
      jobs.push({ kind: 'twin', n: n + 1, key, body: orderBody(n + 1) });
    }
    // The same request three times at once: one order, answered three times.
    for (let n = 49; n < 60; n += 3) {
      const key = randomUUID();
      const body = orderBody(n);
      for (let k = 0; k < 3; k++) jobs.push({ kind: 'repeat', n, key, body });
    }
    await Promise.all(jobs.map(async (j) => (j.res = await place(srv, j.body, j.key))));

    const accepted = new Map(); // order id -> {token, email}
    const keep = (j) => {
      if (j.res.status === 201) accepted.set(j.res.json.id, { token: j.res.json.accessToken, email: j.body.customerDetails.email });
    };
    for (const j of jobs.filter((x) => x.kind === 'valid')) {
      assert.equal(j.res.status, 201, j.res.text);
      assert.equal(j.res.json.customerDetails.email, j.body.customerDetails.email, 'an order answered with another order');
      keep(j);
    }
    for (const j of jobs.filter((x) => x.kind === 'unknown')) {
      assert.equal(j.res.status, 422, j.res.text);
      assert.deepEqual(assertErrorBody(j.res, 'validation_failed').fields, { 'items[0]': 'Product not found' });
    }
    const limited = jobs.filter((x) => x.kind === 'limited');
    assert.deepEqual(
      limited.map((j) => j.res.status).sort(),
      [201, 201, 201, 429, 429],
      limited.map((j) => j.res.text).join('\n'),
    );
    for (const j of limited) {
      if (j.res.status === 429) assertErrorBody(j.res, 'rate_limited');
      keep(j);
    }
    for (let i = 0; i < jobs.length; i++) {
      const j = jobs[i];
      if (j.kind !== 'twin' || jobs[i + 1]?.key !== j.key) continue;
      const pair = [j, jobs[i + 1]];
      assert.deepEqual(pair.map((x) => x.res.status).sort(), [201, 409], pair.map((x) => x.res.text).join('\n'));
      const won = pair.find((x) => x.res.status === 201);
      assert.equal(won.res.json.customerDetails.email, won.body.customerDetails.email);
      assertErrorBody(pair.find((x) => x.res.status === 409).res, 'idempotency_conflict');
      keep(won);
    }
    for (const key of new Set(jobs.filter((x) => x.kind === 'repeat').map((x) => x.key))) {
      const same = jobs.filter((x) => x.key === key);
      assert.deepEqual(same.map((x) => x.res.status).sort(), [200, 200, 201]);
      assert.equal(new Set(same.map((x) => x.res.json.id)).size, 1, 'one key, one order');
      keep(same.find((x) => x.res.status === 201));
    }
    assert.equal(accepted.size, 30 + 3 + 4 + 4);

    // Stored: each readable with its own token; nothing else (the refused left no order).
    for (const [id, { token, email }] of accepted) {
      const res = await request('GET', `${srv.url}/api/orders/${id}`, { headers: { 'X-Order-Token': token } });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.json.customerDetails.email, email);
    }
    const { cookie } = await adminLogin(srv.url);
    const list = await request('GET', `${srv.url}/api/admin/orders?limit=100`, { headers: { cookie } });
    assert.equal(list.json.total, accepted.size, 'orders stored = orders accepted');

    // Mailed once: two mails per accepted order (shop + customer), each sent at the first try.
    let mails = [];
    for (let i = 0; i < 200; i++) {
      const res = await request('GET', `${srv.url}/api/admin/mail`, { headers: { cookie } });
      mails = res.json.items.filter((m) => m.orderId);
      if (mails.length === 2 * accepted.size && mails.every((m) => m.status === 'sent')) break;
      await sleep(100);
    }
    const perOrder = new Map();
    for (const m of mails) {
      assert.equal(m.status, 'sent', JSON.stringify(m));
      assert.equal(m.attempts, 1, JSON.stringify(m));
      perOrder.set(m.orderId, (perOrder.get(m.orderId) ?? 0) + 1);
    }
    assert.deepEqual([...perOrder.keys()].sort(), [...accepted.keys()].sort(), 'mails only for accepted orders');
    for (const [id, n] of perOrder) assert.equal(n, 2, `order ${id} has ${n} mails`);
  });
});
