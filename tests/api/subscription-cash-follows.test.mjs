// The cash follows the deliveries (docs/product.md#delivery-day): an unpaid cash-on-delivery
// order asks its total on its first stop still to happen. A first delivery that goes away
// (every delivery of one of the order's plans skipped) or is rescheduled after a later one
// hands the cash to the next stop; the total is asked once, never lost. A short collection is
// carried: what is still owed is asked on the next stop.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signIn } from './harness.mjs';
import { setTestClock, suiteServer } from './suite.mjs';
import { DAY, addDays, pkDate } from './subscription-dates.mjs';
import {
  moveToDay,
  newDriver,
  planLine,
  planOrder,
  placeOrder,
  recordStopOutcome,
} from './subscription-helpers.mjs';

describe('the cash follows the deliveries', () => {
  const srv = suiteServer({
    env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' },
  });
  const start = pkDate(1);

  const subsOf = async (su, orderId) =>
    (await su('GET', `/api/admin/subscriptions?orderId=${orderId}`)).json.items;
  /** The order's open stops over its subscriptions' delivery dates, by date then id. */
  const openStops = async (su, orderId, extra = []) => {
    const dates = new Set(extra);
    for (const sub of await subsOf(su, orderId))
      for (const d of (await su('GET', `/api/admin/subscriptions/${sub.id}`)).json.deliveries)
        dates.add(d.date);
    const out = [];
    for (const date of dates) {
      const board = await su('GET', `/api/admin/dispatch?date=${date}`);
      out.push(
        ...board.json.stops.filter(
          (s) => s.orderId === orderId && (s.status === 'planned' || s.status === 'failed'),
        ),
      );
    }
    return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  };

  it("a plan's deliveries all skipped: the order's other plan asks the whole total", async () => {
    const su = await signIn(srv.url);
    const order = await placeOrder(
      srv,
      planOrder('two.plans.cash@example.pk', start, {
        items: [planLine('basic'), planLine('family')],
      }),
    );
    // The basic plan's (the order's first line) first stop asks the cash.
    const first = (await subsOf(su, order.id)).find((x) => x.plan.id === 'basic');
    let stops = await openStops(su, order.id);
    assert.equal(
      stops.reduce((n, s) => n + s.cashDuePaisa, 0),
      order.totalPaisa,
    );
    const detail = (await su('GET', `/api/admin/subscriptions/${first.id}`)).json;
    for (const d of detail.deliveries.filter((x) => x.periodStart === start)) {
      const r = await su('PATCH', `/api/admin/subscriptions/${first.id}`, {
        body: { action: 'skip', deliveryId: d.id },
      });
      assert.equal(r.status, 200, r.text);
    }
    stops = await openStops(su, order.id);
    assert.ok(stops.length > 0);
    assert.ok(
      stops.every((s) => s.subscriptionId !== first.id),
      JSON.stringify(stops),
    );
    assert.deepEqual(
      stops.map((s) => s.cashDuePaisa),
      stops.map((_, i) => (i === 0 ? order.totalPaisa : 0)),
    );
  });

  it('a failed first delivery rescheduled after the second: the second asks the cash', async () => {
    let su = await signIn(srv.url);
    const order = await placeOrder(srv, planOrder('moved.cash@example.pk', start));
    const driver = await newDriver(srv, su, 'cash-driver');
    const [first, second] = await openStops(su, order.id);
    assert.deepEqual([first.cashDuePaisa, second.cashDuePaisa], [order.totalPaisa, 0]);
    const a = await su('POST', '/api/admin/dispatch/assign', {
      body: { stopIds: [first.id], driverId: driver.id },
    });
    assert.equal(a.status, 200, a.text);
    await setTestClock(srv, DAY);
    su = await signIn(srv.url);
    await recordStopOutcome(driver, first, { reason: 'not-home' });
    const later = addDays(second.date, 1);
    const re = await su('POST', '/api/admin/dispatch/reschedule', {
      body: { stopIds: [first.id], date: later },
    });
    assert.equal(re.status, 201, re.text);
    const stops = await openStops(su, order.id, [later]);
    const cash = Object.fromEntries(stops.map((s) => [s.id, s.cashDuePaisa]));
    assert.equal(cash[second.id], order.totalPaisa, JSON.stringify(stops));
    assert.equal(cash[re.json.stopIds[0]], 0);
    assert.equal(
      stops.reduce((n, s) => n + s.cashDuePaisa, 0),
      order.totalPaisa,
    );
    await setTestClock(srv, 0);
  });

  it('a short collection: the next stop asks what is still owed, and paying it pays the order', async () => {
    let su = await signIn(srv.url);
    const order = await placeOrder(srv, planOrder('short.cash@example.pk', start));
    const driver = await newDriver(srv, su, 'short-driver');
    const [first, second] = await openStops(su, order.id);
    const a = await su('POST', '/api/admin/dispatch/assign', {
      body: { stopIds: [first.id, second.id], driverId: driver.id },
    });
    assert.equal(a.status, 200, a.text);
    const short = 50_000; // Rs 500 not paid at the first delivery
    await setTestClock(srv, DAY);
    await recordStopOutcome(driver, first, { cash: order.totalPaisa - short });
    su = await signIn(srv.url);
    let stops = await openStops(su, order.id);
    assert.equal(stops[0].id, second.id);
    assert.deepEqual(
      stops.map((s) => s.cashDuePaisa),
      stops.map((_, i) => (i === 0 ? short : 0)),
    );
    const paymentOf = async () =>
      (await su('GET', `/api/admin/orders?q=${order.id}`)).json.items.find((x) => x.id === order.id)
        .paymentStatus;
    assert.equal(await paymentOf(), 'pending');
    await moveToDay(srv, second.date);
    await recordStopOutcome(driver, stops[0], { cash: short });
    su = await signIn(srv.url);
    assert.equal(await paymentOf(), 'paid');
    stops = await openStops(su, order.id);
    assert.ok(
      stops.every((s) => s.cashDuePaisa === 0),
      JSON.stringify(stops),
    );
    await setTestClock(srv, 0);
  });
});
