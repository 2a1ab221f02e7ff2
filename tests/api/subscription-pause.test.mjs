// Pause as a holiday (docs/product.md#subscriptions): deliveries from tomorrow until the resume
// date are skipped, this period too; bottles already paid for become a credit taken off the
// next renewal; a period wholly inside the pause is not billed, one partly inside brings its
// bottles after the resume date; resuming before a paused period starts renews it; every
// answer says when the next delivery is; a cancelled subscription's deliveries can be skipped.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';
import { addDays, addMonths, pkDate } from './subscription-dates.mjs';
import { moveToDay, planOrder, runScheduler, subscribe } from './subscription-helpers.mjs';

describe('pause is a holiday', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });
  const start = pkDate(1);
  const subs = {}; // name -> {id, orderId}
  let api;

  const detail = async (name) => (await api('GET', `/api/admin/subscriptions/${subs[name].id}`)).json;
  const change = async (name, body, status = 200) => {
    const r = await api('PATCH', `/api/admin/subscriptions/${subs[name].id}`, { body });
    assert.equal(r.status, status, r.text);
    return r.json;
  };
  const order = async (id) =>
    (await api('GET', `/api/admin/orders?q=${id}`)).json.items.find((o) => o.id === id);
  const renewalDay = async (k) => {
    const day = addDays(addMonths(start, k), -3);
    await moveToDay(srv, day);
    api = await signIn(srv.url);
    return runScheduler(srv);
  };

  before(async () => {
    api = await signIn(srv.url);
    for (const name of ['paid', 'long', 'across', 'ended']) {
      const { order, sub } = await subscribe(srv, api, planOrder(`${name}.pause@example.pk`, start));
      subs[name] = { id: sub.id, orderId: order.id };
    }
  });

  it('skips the deliveries before the resume date, credits the paid ones, names the next', async () => {
    const paid = await api('PATCH', `/api/admin/orders/${subs.paid.orderId}`, {
      body: { paymentStatus: 'paid' },
    });
    assert.equal(paid.status, 200, paid.text);
    const line = (await order(subs.paid.orderId)).items[0].lineTotalPaisa;
    const until = addDays(start, 15);
    const r = await change('paid', { action: 'pause', until });
    const skipped = r.deliveries.filter((d) => d.status === 'skipped');
    assert.ok(skipped.length >= 2, JSON.stringify(r.deliveries));
    assert.ok(skipped.every((d) => d.date < until));
    assert.ok(r.deliveries.filter((d) => d.date >= until).every((d) => d.status === 'planned'));
    const bottles = skipped.reduce((n, d) => n + d.bottles, 0);
    const next = r.deliveries.find((d) => d.date >= until);
    assert.deepEqual(r.nextDelivery, { date: next.date, slot: next.slot });
    assert.ok(r.notices.includes(`Your next delivery: ${next.date} (${next.slot}).`), r.notices);
    const amount = Math.floor((line * bottles) / 8);
    assert.deepEqual(
      r.credits.map((c) => [c.orderId, c.bottles, c.amountPaisa, c.state]),
      [[subs.paid.orderId, bottles, amount, 'open']],
    );
    assert.equal(r.creditPaisa, amount);
  });

  it('a period wholly inside the pause is not billed; one partly inside delivers after it', async () => {
    await change('long', { action: 'pause', until: addMonths(start, 3) });
    const acrossUntil = addDays(addMonths(start, 1), 10);
    await change('across', { action: 'pause', until: acrossUntil });
    const ended = await change('ended', { action: 'cancel' });
    assert.equal(ended.status, 'cancelled');
    const planned = ended.deliveries.filter((d) => d.status === 'planned');
    const skipped = await change('ended', { action: 'skip', deliveryId: planned.at(-1).id });
    assert.equal(skipped.deliveries.find((d) => d.id === planned.at(-1).id).status, 'skipped');

    assert.equal(await renewalDay(1), 2, 'paid and across renew; long is paused; ended is not');
    const paid = await detail('paid');
    const renewal = await order(paid.periods[1].orderId);
    assert.equal(renewal.discountPaisa, paid.credits[0].amountPaisa, 'the credit comes off');
    assert.equal(paid.credits[0].state, 'applied');
    assert.equal(paid.credits[0].appliedOrderId, renewal.id);
    const long = await detail('long');
    assert.deepEqual(long.periods.map((p) => p.status), ['billed', 'paused']);
    const across = await detail('across');
    assert.equal(across.periods[1].status, 'billed');
    const later = across.deliveries.filter((d) => d.periodStart === addMonths(start, 1));
    assert.ok(later.length > 0 && later.every((d) => d.date >= acrossUntil), JSON.stringify(later));
    assert.equal(later.reduce((n, d) => n + d.bottles, 0), 8);
  });

  it('resuming before a paused period starts renews it', async () => {
    const r = await change('long', { action: 'resume' });
    assert.equal(r.status, 'active');
    assert.deepEqual(r.periods.map((p) => p.status), ['billed', 'billed']);
    assert.ok(r.periods[1].orderId);
    const next = addMonths(start, 1);
    assert.ok(r.nextDelivery.date >= next, JSON.stringify(r.nextDelivery));
    assert.ok(r.notices.includes(`Your next delivery: ${r.nextDelivery.date} (12pm-3pm).`));
  });
});
