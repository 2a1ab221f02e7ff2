// A deposit subscriber pays the deposit of what the first delivery drops
// (docs/product.md#subscriptions): a Monthly plan comes weekly on the first delivery's
// weekday, 4 or 5 times in its first month, the bottles split exactly, larger parts first; the
// order's deposit, the subscription's and the first stop's are that delivery's bottles (the
// Premium plan's 20 bottles over 5 deliveries: 4, not a quarter's 5).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';

const DAY = 24 * 3600_000;
const PK = 5 * 3600_000;
const pkDate = (days = 0) => new Date(Date.now() + PK + days * DAY).toISOString().slice(0, 10);

const orderBody = (email, deliveryDate, plan) => ({
  customerId: 'guest',
  total: 1,
  deliveryDate,
  deliveryTime: '12pm-3pm',
  paymentMethod: 'cod',
  items: [
    {
      productId: `subscription-${plan}`,
      purchaseType: 'subscription',
      subscriptionPlan: plan,
      hasBottleExchange: false,
    },
  ],
  customerDetails: {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email,
    phone: '+92 300 5556667',
    address: 'House 12, Street 4, F-7/2',
    city: 'Islamabad',
    postalCode: '44000',
  },
});

describe('a deposit covers the first delivery', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });

  it('a quote with a delivery date that is not one: 422 naming it', async () => {
    const q = await request('POST', `${srv.url}/api/quote`, {
      body: { items: orderBody('', pkDate(1), 'basic').items, deliveryDate: '2026-02-30' },
    });
    assert.equal(q.status, 422, q.text);
    assert.equal(q.json.error.fields.deliveryDate, 'Please enter a valid date');
  });

  for (const plan of ['basic', 'family', 'premium']) {
    it(`${plan}: the order, the subscription and the first stop charge that delivery's bottles`, async () => {
      const api = await signIn(srv.url);
      const start = pkDate(1);
      const r = await request('POST', `${srv.url}/api/orders`, {
        headers: { 'idempotency-key': randomUUID() },
        body: orderBody(`${plan}.deposit@example.pk`, start, plan),
      });
      assert.equal(r.status, 201, r.text);
      const list = await api('GET', `/api/admin/subscriptions?orderId=${r.json.id}`);
      const sub = (await api('GET', `/api/admin/subscriptions/${list.json.items[0].id}`)).json;
      const first = sub.deliveries.filter((d) => d.periodStart === start);
      assert.ok(first.length === 4 || first.length === 5, JSON.stringify(first));
      assert.equal(first[0].date, start);
      const drops = first[0].bottles;
      const unit = 100_000; // the 19 litre bottle's deposit
      const line = r.json.items[0];
      assert.equal(line.depositPaisa, drops * unit, JSON.stringify(line));
      assert.equal(line.bottleCount, drops);
      assert.equal(sub.depositPaisa, drops * unit);
      if (plan === 'premium' && first.length === 5) assert.equal(drops, 4);
      const board = await api('GET', `/api/admin/dispatch?date=${start}`);
      const stop = board.json.stops.find((s) => s.subscriptionId === sub.id);
      assert.deepEqual(
        [stop.bottlesDue, stop.emptiesDue, stop.depositDuePaisa],
        [drops, 0, drops * unit],
      );
      // A quote told the delivery date says the same; without it, 4 deliveries are assumed.
      const quote = async (deliveryDate) => {
        const q = await request('POST', `${srv.url}/api/quote`, {
          body: { items: orderBody('', start, plan).items, ...(deliveryDate ? { deliveryDate } : {}) },
        });
        assert.equal(q.status, 200, q.text);
        return q.json.lines[0].depositPaisa;
      };
      assert.equal(await quote(start), drops * unit);
      assert.equal(await quote(), Math.ceil(sub.bottlesPerPeriod / 4) * unit);
    });
  }
});
