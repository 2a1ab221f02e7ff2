// A renewal whose deliveries all go away (docs/product.md#subscriptions): unpaid, its order is
// cancelled with its stops; paid, the money becomes a credit of the subscription, taken off the
// next renewal (its discount) or owed once the subscription is cancelled. The customer and the
// admins are mailed which.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';
import { DAY, addMonths, pkDate } from './subscription-dates.mjs';
import { moveToDay, planOrder, runScheduler, subscribe } from './subscription-helpers.mjs';

describe('a renewal with no delivery left', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });
  const start = pkDate(1);
  const next = addMonths(start, 1);
  const subs = {};
  let api;

  const setDay = async (ymd) => {
    await moveToDay(srv, ymd);
    api = await signIn(srv.url);
  };
  const run = () => runScheduler(srv);
  const detail = async (name) =>
    (await api('GET', `/api/admin/subscriptions/${subs[name]}`)).json;
  const change = async (name, body) => {
    const r = await api('PATCH', `/api/admin/subscriptions/${subs[name]}`, { body });
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const order = async (id) =>
    (await api('GET', `/api/admin/orders?q=${id}`)).json.items.find((o) => o.id === id);
  const renewalOf = async (name, k = 1) => (await detail(name)).periods[k].orderId;
  const skipPeriod = async (name, periodStart) => {
    let last;
    for (const d of (await detail(name)).deliveries.filter((x) => x.periodStart === periodStart))
      last = await change(name, { action: 'skip', deliveryId: d.id });
    return last;
  };
  const stopsOf = async (name, periodStart) => {
    const out = [];
    for (const d of (await detail(name)).deliveries.filter((x) => x.periodStart === periodStart)) {
      const b = await api('GET', `/api/admin/dispatch?date=${d.date}`);
      out.push(...b.json.stops.filter((s) => s.subscriptionId === subs[name]));
    }
    return out;
  };
  const mailsOf = async (orderId) =>
    (await api('GET', '/api/admin/mail')).json.items.filter(
      (m) => m.orderId === orderId && m.kind.startsWith('subscription_'),
    );

  before(async () => {
    api = await signIn(srv.url);
    for (const name of ['unpaid', 'paidCancelled', 'paidSkipped']) {
      const email = `${name.toLowerCase()}.credits@example.pk`;
      subs[name] = (await subscribe(srv, api, planOrder(email, start))).sub.id;
    }
    await setDay(new Date(Date.parse(next) - 3 * DAY).toISOString().slice(0, 10));
    assert.equal(await run(), 3);
  });

  it('unpaid: every delivery skipped cancels the renewal order and its stops, and says so', async () => {
    const id = await renewalOf('unpaid');
    const last = await skipPeriod('unpaid', next);
    assert.ok(
      last.notices.some((n) => n.includes(`renewal order ${id} is cancelled`)),
      JSON.stringify(last.notices),
    );
    assert.equal((await order(id)).status, 'cancelled');
    const stops = await stopsOf('unpaid', next);
    assert.ok(stops.length > 0);
    assert.ok(stops.every((s) => s.status === 'cancelled' && s.cashDuePaisa === 0));
    const mails = await mailsOf(id);
    assert.deepEqual(mails.map((m) => m.kind).sort(), ['subscription_admin', 'subscription_customer']);
    assert.ok(mails.every((m) => m.subject.includes(`renewal order ${id} cancelled`)));
    assert.deepEqual((await detail('unpaid')).credits, []);
  });

  it('paid, then cancelled now: the money paid is shown as owed', async () => {
    const id = await renewalOf('paidCancelled');
    const paid = await api('PATCH', `/api/admin/orders/${id}`, { body: { paymentStatus: 'paid' } });
    assert.equal(paid.status, 200, paid.text);
    const total = (await order(id)).totalPaisa;
    const r = await change('paidCancelled', { action: 'cancel-now' });
    assert.equal(r.owedPaisa, total);
    assert.equal(r.creditPaisa, 0);
    assert.deepEqual(
      r.credits.map((c) => [c.orderId, c.amountPaisa, c.state, c.appliedOrderId]),
      [[id, total, 'owed', '']],
    );
    assert.notEqual((await order(id)).status, 'cancelled', 'a paid order stays');
    const mails = await mailsOf(id);
    assert.equal(mails.length, 2);
    assert.ok(mails.every((m) => m.subject.includes('owed')), JSON.stringify(mails));
  });

  it('paid, every delivery skipped: a credit taken off the next renewal', async () => {
    const id = await renewalOf('paidSkipped');
    await api('PATCH', `/api/admin/orders/${id}`, { body: { paymentStatus: 'paid' } });
    const total = (await order(id)).totalPaisa;
    const last = await skipPeriod('paidSkipped', next);
    assert.equal(last.creditPaisa, total);
    assert.equal((await order(id)).status, 'pending', 'a paid order is not cancelled');
    assert.ok((await mailsOf(id)).every((m) => m.subject.includes('credit')));
    // The next renewal takes the credit as its discount.
    const third = addMonths(start, 2);
    await setDay(new Date(Date.parse(third) - 3 * DAY).toISOString().slice(0, 10));
    assert.equal(await run(), 3 - 1, 'the cancelled subscription renews no more');
    const d = await detail('paidSkipped');
    const renewal = await order(d.periods[2].orderId);
    assert.equal(renewal.discountPaisa, Math.min(total, renewal.subtotalPaisa));
    assert.equal(renewal.totalPaisa, renewal.subtotalPaisa - renewal.discountPaisa);
    // One credit per skip (each delivery's share), the last one what was left.
    assert.equal(
      d.credits.reduce((n, c) => n + c.amountPaisa, 0),
      total,
    );
    assert.ok(
      d.credits.every((c) => c.orderId === id && c.state === 'applied' && c.appliedOrderId === renewal.id),
      JSON.stringify(d.credits),
    );
    assert.equal(d.creditPaisa, 0);
  });

  // docs/product.md#subscriptions: a credit stays with the renewal that took it, paid or not.
  it('the renewal that took the credit, paid then set back to pending, keeps it: cash due is its net total', async () => {
    const third = addMonths(start, 2);
    const d = await detail('paidSkipped');
    const renewal = await order(d.periods[2].orderId);
    const cash = async () => (await stopsOf('paidSkipped', third)).reduce((n, s) => n + s.cashDuePaisa, 0);
    assert.equal(await cash(), renewal.totalPaisa);
    for (const paymentStatus of ['paid', 'pending']) {
      const r = await api('PATCH', `/api/admin/orders/${renewal.id}`, { body: { paymentStatus } });
      assert.equal(r.status, 200, r.text);
    }
    const after = await order(renewal.id);
    assert.equal(after.paymentStatus, 'pending');
    assert.equal(after.discountPaisa, renewal.discountPaisa);
    assert.equal(after.totalPaisa, renewal.totalPaisa);
    assert.equal(await cash(), renewal.totalPaisa, 'the cash asked is the total net of the credit');
    const credits = (await detail('paidSkipped')).credits;
    assert.ok(
      credits.every((c) => c.state === 'applied' && c.appliedOrderId === renewal.id),
      JSON.stringify(credits),
    );
  });
});
