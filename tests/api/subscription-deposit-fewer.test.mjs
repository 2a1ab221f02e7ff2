// A deposit pays for the bottles left (docs/product.md#subscriptions, 'Bottles back'): moved
// to a delivery of fewer bottles than it covers (the first deliveries skipped), it charges
// those bottles there; the rest waits for the next delivery that leaves more bottles, which
// asks back the empties the customer keeps and charges the deposit of the bottles it adds.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';
import { addDays, addMonths, pkDate } from './subscription-dates.mjs';
import {
  moveToDay,
  newDriver,
  planLine,
  planOrder,
  recordStopOutcome,
  runScheduler,
  subscribe,
} from './subscription-helpers.mjs';

describe('a deposit moved to fewer bottles', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });

  /** The subscription's stop of delivery d (its date's dispatch board). */
  const stopOf = async (su, sub, d) => {
    const board = await su('GET', `/api/admin/dispatch?date=${d.date}`);
    return board.json.stops.find((s) => s.subscriptionId === sub.id && s.status === 'planned');
  };

  it('charges the bottles left, and the rest on the next delivery that leaves more', async (t) => {
    const start = pkDate(1);
    let su = await signIn(srv.url);
    const body = planOrder('fewer.deposit@example.pk', start, {
      items: [planLine('family', false)],
    });
    const { sub } = await subscribe(srv, su, body);
    const all = (await su('GET', `/api/admin/subscriptions/${sub.id}`)).json.deliveries;
    const covers = all[0].bottles;
    const unit = sub.depositPaisa / covers;
    const at = all.findIndex((d) => d.bottles < covers);
    if (at < 0) return t.skip('a first month of equal deliveries');
    for (const d of all.slice(0, at)) {
      const r = await su('PATCH', `/api/admin/subscriptions/${sub.id}`, {
        body: { action: 'skip', deliveryId: d.id },
      });
      assert.equal(r.status, 200, r.text);
    }
    // The first delivery still to come leaves fewer bottles: their deposit only, no empties.
    const holder = await stopOf(su, sub, all[at]);
    const next = await stopOf(su, sub, all[at + 1]);
    assert.deepEqual(
      [holder.emptiesDue, holder.depositDuePaisa, next.emptiesDue, next.depositDuePaisa],
      [0, unit * holder.bottlesDue, next.bottlesDue, 0],
    );
    const driver = await newDriver(srv, su, 'fewer-deposit');
    const a = await su('POST', '/api/admin/dispatch/assign', {
      body: { stopIds: [holder.id], driverId: driver.id },
    });
    assert.equal(a.status, 200, a.text);
    await moveToDay(srv, holder.date);
    su = await signIn(srv.url);
    await recordStopOutcome(driver, holder, { empties: 0 });
    const ledger = await su('GET', '/api/admin/bottle-ledger?customer=e:fewer.deposit@example.pk');
    assert.equal(ledger.status, 200, ledger.text);
    assert.equal(ledger.json.depositPaisa, unit * holder.bottlesDue);
    // The next period's first delivery leaves more: the rest of the deposit, the kept empties.
    await moveToDay(srv, addDays(addMonths(start, 1), -3)); // the renewal's day
    await runScheduler(srv);
    su = await signIn(srv.url);
    const later = (await su('GET', `/api/admin/subscriptions/${sub.id}`)).json.deliveries.filter(
      (d) => d.periodStart !== start,
    );
    assert.ok(later.length > 0, 'the next period is planned');
    const more = await stopOf(su, sub, later[0]);
    assert.deepEqual(
      [more.bottlesDue, more.emptiesDue, more.depositDuePaisa],
      [covers, holder.bottlesDue, unit * (covers - holder.bottlesDue)],
    );
    await moveToDay(srv, pkDate(0));
  });
});
