// Crash test: while 16 clients place orders as fast as they can, the server is killed with
// SIGKILL and restarted on the same data; clients retry with their Idempotency-Keys. Every
// acknowledged order must be stored, none twice, each with exactly its two mails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, request } from './harness.mjs';
import { startAgain } from './suite.mjs';

const CLIENTS = 16;
const ORDERS_PER_CLIENT = 6;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const tomorrow = new Date(Date.now() + 5 * 3600e3 + 86400e3).toISOString().slice(0, 10);

function orderBody(client, n) {
  return {
    customerId: 'guest',
    total: 1,
    deliveryDate: tomorrow,
    deliveryTime: '3pm-6pm',
    items: [
      { productId: '1', quantity: 1 + (n % 3) },
      { productId: 'subscription-basic', purchaseType: 'subscription', subscriptionPlan: 'basic' },
    ],
    customerDetails: {
      firstName: `Client${client}`,
      lastName: `Order${n}`,
      email: `client${client}@example.pk`,
      phone: '+92 300 1234567',
      address: 'House 1, F-7',
      city: 'Islamabad',
      postalCode: '44000',
    },
  };
}

test('orders survive SIGKILL: every acknowledged order is stored once with two mails', async () => {
  let server = await startServer();
  const first = server;
  let restarting = false;
  const acked = new Map(); // key -> {id, token}

  async function placeWithRetry(key, body) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      assert.ok(Date.now() < deadline, `order ${key} was never acknowledged`);
      try {
        const res = await request('POST', `${server.url}/api/orders`, {
          headers: { 'Idempotency-Key': key },
          body,
          timeoutMs: 5000,
        });
        if (res.status === 200 || res.status === 201) return res.json;
        assert.fail(`unexpected ${res.status}: ${res.text}`);
      } catch (e) {
        if (e.code === 'ERR_ASSERTION') throw e;
        await sleep(50); // the server is down or restarting: try again with the same key
      }
    }
  }

  const clients = Array.from({ length: CLIENTS }, async (_, c) => {
    for (let n = 0; n < ORDERS_PER_CLIENT; n++) {
      const key = `crash-${c}-${n}-${Math.random().toString(36).slice(2)}`;
      const order = await placeWithRetry(key, orderBody(c, n));
      acked.set(key, { id: order.id, token: order.accessToken });
    }
  });

  // Kill while orders are in flight, then start again on the same database.
  const killer = (async () => {
    while (acked.size < 20) await sleep(5);
    restarting = true;
    first.kill('SIGKILL');
    await first.exited;
    server = await startAgain(first);
  })();

  await Promise.all([...clients, killer]);
  assert.ok(restarting, 'the server was killed during the run');
  assert.equal(acked.size, CLIENTS * ORDERS_PER_CLIENT);

  // Every acknowledged order is there, readable with its token.
  const ids = new Set();
  for (const { id, token } of acked.values()) {
    ids.add(id);
    const res = await request('GET', `${server.url}/api/orders/${id}`, { headers: { 'X-Order-Token': token } });
    assert.equal(res.status, 200, `order ${id} lost after the crash`);
  }
  assert.equal(ids.size, acked.size, 'two keys answered with the same order');

  // No duplicates: the shop holds exactly one order per key, and two mails per order.
  const login = await request('POST', `${server.url}/api/admin/login`, {
    body: { username: 'admin', password: 'aquapure-demo' },
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const orders = await request('GET', `${server.url}/api/admin/orders?limit=100`, { headers: { cookie } });
  assert.equal(orders.json.total, acked.size, 'orders in the database = orders acknowledged');
  const mail = await request('GET', `${server.url}/api/admin/mail`, { headers: { cookie } });
  const perOrder = new Map();
  for (const m of mail.json.items) perOrder.set(m.orderId, (perOrder.get(m.orderId) ?? 0) + 1);
  for (const id of ids) assert.equal(perOrder.get(id), 2, `order ${id} has ${perOrder.get(id)} mails`);

  await server.stop();
  await first.stop();
});
