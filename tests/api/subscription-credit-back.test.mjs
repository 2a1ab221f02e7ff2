// A credit is never lost (docs/product.md#subscriptions): a renewal that took a credit and is
// then cancelled (by staff, or because its deliveries all went away) or deleted gives it back to
// its subscription, as a credit line the next renewal takes. Reopened before that, the renewal
// has its credit again; once a later renewal took it, reopening is refused.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';
import { DAY, addMonths, pkDate } from './subscription-dates.mjs';
import { moveToDay, planOrder, runScheduler, subscribe } from './subscription-helpers.mjs';

describe('a credit taken by a cancelled renewal', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });
  const start = pkDate(1);
  const period = (k) => addMonths(start, k);
  const subs = {};
  let api;

  const renewBefore = async (k) => {
    await moveToDay(srv, new Date(Date.parse(period(k)) - 3 * DAY).toISOString().slice(0, 10));
    api = await signIn(srv.url);
    await runScheduler(srv);
  };
  const detail = async (name) => (await api('GET', `/api/admin/subscriptions/${subs[name]}`)).json;
  const change = async (name, body) => {
    const r = await api('PATCH', `/api/admin/subscriptions/${subs[name]}`, { body });
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const order = async (id) =>
    (await api('GET', `/api/admin/orders?q=${id}`)).json.items.find((o) => o.id === id);
  const setOrder = (id, body) => api('PATCH', `/api/admin/orders/${id}`, { body });
  const skipPeriod = async (name, k) => {
    let last;
    for (const d of (await detail(name)).deliveries.filter((x) => x.periodStart === period(k)))
      last = await change(name, { action: 'skip', deliveryId: d.id });
    return last;
  };
  const open = (credits) => credits.filter((c) => c.state === 'open');

  before(async () => {
    api = await signIn(srv.url);
    for (const name of ['staff', 'skipped', 'deleted']) {
      const email = `${name}.creditback@example.pk`;
      subs[name] = (await subscribe(srv, api, planOrder(email, start))).sub.id;
    }
    // The second period's renewals are paid, then every delivery skipped: a credit each.
    await renewBefore(1);
    for (const name of Object.keys(subs)) {
      const id = (await detail(name)).periods[1].orderId;
      assert.equal((await setOrder(id, { paymentStatus: 'paid' })).status, 200);
      assert.ok((await skipPeriod(name, 1)).creditPaisa > 0);
    }
    await renewBefore(2); // the third period's renewals take the credits
  });

  it('cancelled because its deliveries all went away: the credit comes back, and the mail says so', async () => {
    const d = await detail('skipped');
    const taken = await order(d.periods[2].orderId);
    assert.ok(taken.discountPaisa > 0, JSON.stringify(taken));
    const last = await skipPeriod('skipped', 2);
    assert.equal((await order(taken.id)).status, 'cancelled');
    assert.equal(last.creditPaisa, taken.discountPaisa);
    assert.ok(
      last.notices.some((n) => n.includes('comes off the next renewal')),
      JSON.stringify(last.notices),
    );
  });

  it('deleted: the credit comes back for the next renewal', async () => {
    const d = await detail('deleted');
    const taken = await order(d.periods[2].orderId);
    assert.ok(taken.discountPaisa > 0, JSON.stringify(taken));
    const r = await api('DELETE', `/api/admin/orders/${taken.id}`);
    assert.ok(r.status === 200 || r.status === 204, r.text);
    const after = await detail('deleted');
    assert.equal(after.creditPaisa, taken.discountPaisa);
    assert.deepEqual(
      open(after.credits).map((c) => [c.kind, c.orderId, c.amountPaisa]),
      [['carried', taken.id, taken.discountPaisa]],
    );
  });

  it('cancelled by staff: the credit comes back as a line the next renewal takes', async () => {
    const d = await detail('staff');
    const taken = await order(d.periods[2].orderId);
    assert.ok(taken.discountPaisa > 0, JSON.stringify(taken));
    assert.equal(d.creditPaisa, 0);
    // Cancelled, then reopened: the renewal has its credit again (nothing given back twice).
    assert.equal((await setOrder(taken.id, { status: 'cancelled' })).status, 200);
    let after = await detail('staff');
    assert.equal(after.creditPaisa, taken.discountPaisa);
    const back = open(after.credits);
    assert.equal(back.length, 1, JSON.stringify(after.credits));
    assert.equal(back[0].amountPaisa, taken.discountPaisa);
    assert.match(back[0].reason, new RegExp(`renewal ${taken.id}`));
    assert.equal((await setOrder(taken.id, { status: 'pending' })).status, 200);
    after = await detail('staff');
    assert.equal(after.creditPaisa, 0);
    assert.deepEqual(open(after.credits), []);
    // Cancelled again: the next renewal takes what it had taken.
    assert.equal((await setOrder(taken.id, { status: 'cancelled' })).status, 200);
    await renewBefore(3);
    after = await detail('staff');
    const next = await order(after.periods[3].orderId);
    assert.equal(next.discountPaisa, taken.discountPaisa);
    assert.equal(after.creditPaisa, 0);
    assert.ok(after.credits.every((c) => c.state === 'applied'), JSON.stringify(after.credits));
    // Its credit gone to the next renewal, the cancelled one cannot be reopened.
    const reopen = await setOrder(taken.id, { status: 'pending' });
    assert.equal(reopen.status, 409, reopen.text);
    assert.equal(reopen.json.error.code, 'credit_used');
    assert.equal((await order(taken.id)).status, 'cancelled');
  });
});
