// Crash test for the delivery day: while 4 drivers record outcomes as fast as they can, the
// server is killed with SIGKILL and restarted on the same data; drivers retry with the same
// Idempotency-Keys. Every acknowledged outcome is stored, none twice: each stop holds its own
// key's outcome, the ledger holds one movement per count, the day's cash = sum of the stops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer, request, signIn, staffClient, adminClient } from './harness.mjs';
import { startAgain } from './suite.mjs';

const DRIVERS = 4;
const STOPS_PER_DRIVER = 15;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// Outcomes belong to the server's today: both servers run with their clock at 10:00 in
// Pakistan tomorrow (AQUA_TEST_CLOCK_OFFSET_MS), so the stops are today's for them.
const PK = 5 * 3600e3;
const DAY = 86400e3;
const pkNow = Date.now() + PK;
const offsetMs = pkNow - (pkNow % DAY) + DAY + 10 * 3600e3 - pkNow;
const env = { AQUA_TEST_HOOKS: '1', AQUA_TEST_CLOCK_OFFSET_MS: String(offsetMs) };
const tomorrow = new Date(Date.now() + offsetMs + PK).toISOString().slice(0, 10);

test('outcomes survive SIGKILL: none lost, none doubled', { timeout: 180_000 }, async () => {
  let server = await startServer({ env });
  const first = server;
  const su = await signIn(server.url);
  const zone = await su('POST', '/api/admin/zones', {
    body: { name: 'F-7', city: 'Islamabad', postalCodes: ['44000'] },
  });
  assert.equal(zone.status, 201, zone.text);
  const cookies = [];
  const ids = [];
  for (let d = 0; d < DRIVERS; d++) {
    const username = `crash-driver-${d}`;
    await staffClient(server.url, su, { username, role: 'driver', password: `${username}-pass` });
    const login = await request('POST', `${server.url}/api/admin/login`, {
      body: { username, password: `${username}-pass` },
    });
    assert.equal(login.status, 200, login.text);
    cookies.push(login.headers.getSetCookie()[0].split(';')[0]);
    const me = await adminClient(server.url, cookies[d])('GET', '/api/admin/session');
    ids.push(me.json.admin.id);
  }
  // Stops: one order each, customers spread over 10 keys.
  const orders = [];
  for (let i = 0; i < DRIVERS * STOPS_PER_DRIVER; i++) {
    const r = await request('POST', `${server.url}/api/orders`, {
      headers: { 'Idempotency-Key': randomUUID() },
      body: {
        customerId: 'guest',
        total: 1,
        deliveryDate: tomorrow,
        deliveryTime: '3pm-6pm',
        items: [{ productId: '1', quantity: 2, hasBottleExchange: true }],
        customerDetails: {
          firstName: 'Crash',
          lastName: `Customer${i % 10}`,
          email: `crash${i % 10}@example.pk`,
          phone: '+92 300 1234567',
          address: 'House 1, F-7',
          city: 'Islamabad',
          postalCode: '44000',
        },
      },
    });
    assert.equal(r.status, 201, r.text);
    orders.push(r.json.id);
  }
  const board = await su('GET', `/api/admin/dispatch?date=${tomorrow}`);
  const stops = board.json.stops;
  assert.equal(stops.length, orders.length);
  for (let d = 0; d < DRIVERS; d++) {
    const mine = stops.slice(d * STOPS_PER_DRIVER, (d + 1) * STOPS_PER_DRIVER).map((s) => s.id);
    const r = await su('POST', '/api/admin/dispatch/assign', { body: { stopIds: mine, driverId: ids[d] } });
    assert.equal(r.json.assigned, STOPS_PER_DRIVER);
  }

  const acked = new Map(); // stop id -> {key, body}
  let restarting = false;
  async function recordWithRetry(d, stop, key, body) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      assert.ok(Date.now() < deadline, `outcome of stop ${stop} was never acknowledged`);
      try {
        const api = adminClient(server.url, cookies[d]);
        const res = await api('POST', `/api/driver/stops/${stop}/outcome`, {
          body,
          headers: { 'Idempotency-Key': key },
          timeoutMs: 5000,
        });
        if (res.status === 201 || res.status === 200) return res.json;
        assert.fail(`unexpected ${res.status}: ${res.text}`);
      } catch (e) {
        if (e.code === 'ERR_ASSERTION') throw e;
        await sleep(50); // down or restarting: the same key again
      }
    }
  }
  let done = false;
  const drivers = Array.from({ length: DRIVERS }, async (_, d) => {
    for (const st of stops.slice(d * STOPS_PER_DRIVER, (d + 1) * STOPS_PER_DRIVER)) {
      const key = randomUUID();
      const body =
        st.id % 5 === 0
          ? { outcome: 'failed', reason: 'not-home' }
          : { outcome: 'delivered', fullDropped: 2, emptiesCollected: st.id % 3, cashCollectedPaisa: st.cashDuePaisa };
      const r = await recordWithRetry(d, st.id, key, body);
      assert.equal(r.stop.id, st.id);
      acked.set(st.id, { key, body, driver: ids[d], cashDue: st.cashDuePaisa, customer: st.customerKey });
    }
  });
  const killer = (async () => {
    while (acked.size < 15) {
      assert.ok(!done, 'the drivers finished before the kill');
      await sleep(2);
    }
    restarting = true;
    first.kill('SIGKILL');
    await first.exited;
    server = await startAgain(first, env);
  })();
  void Promise.all(drivers).then(() => {
    done = true;
  });
  await Promise.all([...drivers, killer]);
  assert.ok(restarting, 'the server was killed during the run');
  assert.equal(acked.size, stops.length);

  const admin = await signIn(server.url);
  const after = (await admin('GET', `/api/admin/dispatch?date=${tomorrow}`)).json.stops;
  const held = {};
  for (const st of after) {
    const a = acked.get(st.id);
    assert.ok(a, `stop ${st.id} acknowledged`);
    assert.equal(st.status, a.body.outcome, `stop ${st.id} holds its acknowledged outcome`);
    if (a.body.outcome === 'delivered') {
      assert.equal(st.outcome.emptiesCollected, a.body.emptiesCollected);
      held[a.customer] = (held[a.customer] ?? 0) + 2 - a.body.emptiesCollected;
    }
  }
  for (const [customer, bottles] of Object.entries(held)) {
    const l = await admin('GET', `/api/admin/bottle-ledger?customer=${encodeURIComponent(customer)}`);
    assert.equal(l.json.bottles, bottles, `${customer}: no movement lost or doubled`);
  }
  const cash = (await admin('GET', `/api/admin/cash-up?date=${tomorrow}`)).json.items;
  for (const id of ids) {
    const day = cash.find((c) => c.driverId === id);
    const sum = [...acked.values()]
      .filter((a) => a.driver === id && a.body.outcome === 'delivered')
      .reduce((s, a) => s + a.body.cashCollectedPaisa, 0);
    assert.equal(day.cashCollectedPaisa, sum);
    assert.equal(day.cashRecordedPaisa, sum, "the day's running total: nothing doubled");
  }
  await server.stop();
  await first.stop();
});
