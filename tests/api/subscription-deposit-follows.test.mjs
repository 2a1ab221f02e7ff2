// A deposit follows the bottles (docs/product.md#subscriptions, 'Bottles back'): a deposit
// subscriber's deposit is charged on the first delivery that leaves bottles. Skipped or paused
// over, the first delivery hands it (and its "no empties back") to the next one, which charges
// it in the ledger when its bottles are left; every later stop asks the empties back. A failed
// first delivery rescheduled after a later one hands it to the stop that now comes first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';
import { addDays, pkDate } from './subscription-dates.mjs';
import {
  moveToDay,
  newDriver,
  planLine,
  planOrder,
  recordStopOutcome,
  subscribe,
} from './subscription-helpers.mjs';

const deposit = (email, start) => planOrder(email, start, { items: [planLine('basic', false)] });

describe('a deposit follows the bottles', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });

  /** The subscription's open stops, by date: [period, bottlesDue, emptiesDue, depositDuePaisa]. */
  const openStops = async (su, id) => {
    const detail = (await su('GET', `/api/admin/subscriptions/${id}`)).json;
    const out = [];
    for (const date of new Set(detail.deliveries.map((d) => d.date))) {
      const board = await su('GET', `/api/admin/dispatch?date=${date}`);
      out.push(
        ...board.json.stops.filter((s) => s.subscriptionId === id && s.status === 'planned'),
      );
    }
    return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  };
  const change = async (su, id, body) => {
    const r = await su('PATCH', `/api/admin/subscriptions/${id}`, { body });
    assert.equal(r.status, 200, r.text);
    return r.json;
  };

  it('a skipped first delivery: the second charges the deposit when its bottles are left', async () => {
    const start = pkDate(1);
    let su = await signIn(srv.url);
    const { sub } = await subscribe(srv, su, deposit('skip.deposit@example.pk', start));
    assert.ok(sub.depositPaisa > 0, JSON.stringify(sub));
    const detail = (await su('GET', `/api/admin/subscriptions/${sub.id}`)).json;
    await change(su, sub.id, { action: 'skip', deliveryId: detail.deliveries[0].id });
    const stops = await openStops(su, sub.id);
    assert.equal(stops.length, detail.deliveries.length - 1);
    assert.deepEqual(
      stops.map((s) => [s.period, s.emptiesDue, s.depositDuePaisa]),
      stops.map((s, i) => [
        `${start}#${i + 2}`,
        i === 0 ? 0 : s.bottlesDue,
        i === 0 ? sub.depositPaisa : 0,
      ]),
    );
    // Its day: the driver leaves the bottles; the ledger charges the deposit paid, once.
    const second = stops[0];
    const driver = await newDriver(srv, su, 'deposit-driver');
    const a = await su('POST', '/api/admin/dispatch/assign', {
      body: { stopIds: [second.id], driverId: driver.id },
    });
    assert.equal(a.status, 200, a.text);
    await moveToDay(srv, second.date);
    su = await signIn(srv.url);
    await recordStopOutcome(driver, second, { empties: 0 });
    const ledger = await su('GET', '/api/admin/bottle-ledger?customer=e:skip.deposit@example.pk');
    assert.equal(ledger.status, 200, ledger.text);
    assert.deepEqual(
      ledger.json.movements.filter((m) => m.kind === 'deposit_charged').map((m) => m.depositPaisa),
      [sub.depositPaisa],
    );
    assert.deepEqual(
      [ledger.json.bottles, ledger.json.depositPaisa],
      [second.bottlesDue, sub.depositPaisa],
    );
    await moveToDay(srv, pkDate(0));
  });

  it('a failed first delivery rescheduled after the second: the second carries the deposit', async () => {
    const start = pkDate(1);
    let su = await signIn(srv.url);
    const { sub } = await subscribe(srv, su, deposit('moved.deposit@example.pk', start));
    const driver = await newDriver(srv, su, 'moved-deposit');
    const assign = async (ids) => {
      const a = await su('POST', '/api/admin/dispatch/assign', {
        body: { stopIds: ids, driverId: driver.id },
      });
      assert.equal(a.status, 200, a.text);
    };
    const deliver = async (stop, outcome) => {
      await moveToDay(srv, stop.date);
      su = await signIn(srv.url);
      await recordStopOutcome(driver, stop, outcome);
    };
    const [first, second] = await openStops(su, sub.id);
    assert.deepEqual(
      [first.depositDuePaisa, second.emptiesDue],
      [sub.depositPaisa, second.bottlesDue],
    );
    await assign([first.id]);
    await deliver(first, { reason: 'not-home' });
    const later = addDays(second.date, 1);
    const re = await su('POST', '/api/admin/dispatch/reschedule', {
      body: { stopIds: [first.id], date: later },
    });
    assert.equal(re.status, 201, re.text);
    // The second delivery now comes first: it leaves the bottles for the deposit; the
    // rescheduled one exchanges their empties.
    const board = async (date, id) =>
      (await su('GET', `/api/admin/dispatch?date=${date}`)).json.stops.find((s) => s.id === id);
    const moved = await board(later, re.json.stopIds[0]);
    const now = await board(second.date, second.id);
    assert.deepEqual(
      [now.emptiesDue, now.depositDuePaisa, moved.emptiesDue, moved.depositDuePaisa],
      [0, sub.depositPaisa, moved.bottlesDue, 0],
    );
    await assign([second.id, moved.id]);
    await deliver(now, { empties: 0 });
    // Its bottles are left: a later change (the third delivery skipped) hands nothing on.
    const third = (await su('GET', `/api/admin/subscriptions/${sub.id}`)).json.deliveries[2];
    await change(su, sub.id, { action: 'skip', deliveryId: third.id });
    const still = await board(later, moved.id);
    assert.deepEqual([still.emptiesDue, still.depositDuePaisa], [moved.bottlesDue, 0]);
    await deliver(moved, { empties: moved.bottlesDue });
    const ledger = await su('GET', '/api/admin/bottle-ledger?customer=e:moved.deposit@example.pk');
    assert.equal(ledger.status, 200, ledger.text);
    assert.deepEqual(
      ledger.json.movements.filter((m) => m.kind === 'deposit_charged').map((m) => m.depositPaisa),
      [sub.depositPaisa],
    );
    assert.deepEqual(
      [ledger.json.bottles, ledger.json.depositPaisa],
      [now.bottlesDue, sub.depositPaisa],
    );
    await moveToDay(srv, pkDate(0));
  });

  it('paused over the first two deliveries: the third carries the deposit', async () => {
    const start = pkDate(1);
    const su = await signIn(srv.url);
    const { sub } = await subscribe(srv, su, deposit('pause.deposit@example.pk', start));
    await change(su, sub.id, { action: 'pause', until: addDays(start, 8) });
    const stops = await openStops(su, sub.id);
    assert.ok(stops.length >= 2, JSON.stringify(stops));
    assert.equal(stops[0].period, `${start}#3`);
    assert.deepEqual(
      stops.map((s) => [s.emptiesDue, s.depositDuePaisa]),
      stops.map((s, i) => (i === 0 ? [0, sub.depositPaisa] : [s.bottlesDue, 0])),
    );
  });

  it('an exchanging subscriber pays no deposit, whichever delivery comes first', async () => {
    const start = pkDate(1);
    const su = await signIn(srv.url);
    const body = planOrder('swap.deposit@example.pk', start, { items: [planLine('basic', true)] });
    const { sub } = await subscribe(srv, su, body);
    const detail = (await su('GET', `/api/admin/subscriptions/${sub.id}`)).json;
    await change(su, sub.id, { action: 'skip', deliveryId: detail.deliveries[0].id });
    const stops = await openStops(su, sub.id);
    assert.deepEqual(
      stops.map((s) => [s.emptiesDue, s.depositDuePaisa]),
      stops.map((s) => [s.bottlesDue, 0]),
    );
  });
});
