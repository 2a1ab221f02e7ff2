// Idempotency keys (and the access token a replay hands back) are kept 30 days, then
// forgotten: the table does not grow forever. Within the 30 days a replay still returns the
// same order. Uses the server's test clock and its "prune now" hook (AQUA_TEST_HOOKS=1).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, signIn, startServer } from './harness.mjs';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PK = 5 * HOUR;

describe('idempotency key retention', () => {
  let srv;
  let offset = 0;

  const setClock = async (offsetMs) => {
    const r = await request('POST', `${srv.url}/api/test/clock`, { body: { offsetMs } });
    assert.equal(r.status, 204, r.text);
    offset = offsetMs;
  };
  const body = () => ({
    customerId: 'guest',
    items: [{ productId: '2', quantity: 1, purchaseType: 'one-time' }],
    customerDetails: {
      firstName: 'Bilal',
      lastName: 'Ahmed',
      email: 'bilal.retention@example.pk',
      phone: '+92 333 7654321',
      address: 'House 3, Street 9, G-9/1',
      city: 'Islamabad',
      postalCode: '44000',
    },
    total: 360,
    // Tomorrow in Pakistan, on the server's clock.
    deliveryDate: new Date(Date.now() + offset + PK + DAY).toISOString().slice(0, 10),
    deliveryTime: '12pm-3pm',
    paymentMethod: 'cod',
  });
  // The retention task's hourly pass, run now (the "prune now" test hook).
  const prune = async () => {
    const r = await request('POST', `${srv.url}/api/test/run-retention`, { body: {} });
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const post = (b, key) =>
    request('POST', `${srv.url}/api/orders`, { headers: { 'idempotency-key': key }, body: b });

  before(async () => {
    srv = await startServer({ env: { AQUA_TEST_HOOKS: '1' } });
  });
  after(async () => {
    await srv?.stop();
  });

  it('replays within 30 days, forgets the key after', async () => {
    const key = `retention-${randomUUID()}`;
    const first = body();
    const placed = await post(first, key);
    assert.equal(placed.status, 201, placed.text);

    // 29 days later, after the hourly prune (and another order): still the same order.
    await setClock(29 * DAY);
    assert.equal((await prune()).idempotencyKeys, 0);
    assert.equal((await post(body(), `other-${randomUUID()}`)).status, 201);
    const replay = await post(first, key);
    assert.equal(replay.status, 200, replay.text);
    assert.equal(replay.json.id, placed.json.id);
    assert.equal(replay.json.accessToken, placed.json.accessToken);

    // 31 days after it was made, the prune forgets it (the key of the order placed at 29
    // days stays): the same key makes a new order.
    await setClock(31 * DAY);
    assert.equal((await prune()).idempotencyKeys, 1);
    const again = await post(body(), key);
    assert.equal(again.status, 201, again.text);
    assert.notEqual(again.json.id, placed.json.id);

    // The first order itself is kept, of course.
    await setClock(0);
    const admin = await signIn(srv.url);
    const list = await admin('GET', `/api/admin/orders?q=${placed.json.id}`);
    assert.equal(list.status, 200, list.text);
    assert.equal(list.json.items.filter((o) => o.id === placed.json.id).length, 1);
  });
});
