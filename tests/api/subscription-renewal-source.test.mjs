// Renewal orders say what they are (docs/api.md): `source` renewal (checkout for a customer's
// order) and the subscription in the admin orders API, and their mails read as renewals
// listing the period's delivery dates.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';
import { addDays, addMonths, pkDate } from './subscription-dates.mjs';
import {
  mailText,
  moveToDay,
  placeOrder,
  planOrder,
  runScheduler,
  subscriptionOf,
} from './subscription-helpers.mjs';

describe('renewal orders', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });

  it('carry source renewal and their subscription; their mails list the period', async () => {
    const start = pkDate(1);
    const placed = await placeOrder(srv, planOrder('source.subs@example.pk', start));
    await moveToDay(srv, addDays(addMonths(start, 1), -3));
    assert.equal(await runScheduler(srv), 1);
    const api = await signIn(srv.url);
    const sub = await subscriptionOf(api, placed.id);
    const d = (await api('GET', `/api/admin/subscriptions/${sub.id}`)).json;
    const renewalId = d.periods[1].orderId;
    const list = (await api('GET', '/api/admin/orders?limit=10')).json.items;
    const byId = Object.fromEntries(list.map((o) => [o.id, o]));
    assert.deepEqual(
      [byId[placed.id].source, byId[placed.id].subscriptionId],
      ['checkout', ''],
    );
    assert.deepEqual([byId[renewalId].source, byId[renewalId].subscriptionId], ['renewal', sub.id]);
    const patched = await api('PATCH', `/api/admin/orders/${renewalId}`, {
      body: { status: 'processing' },
    });
    assert.equal(patched.json.source, 'renewal');

    const mails = (await api('GET', '/api/admin/mail')).json.items.filter(
      (m) => m.orderId === renewalId,
    );
    assert.deepEqual(mails.map((m) => m.subject).sort(), [
      `Renewal order ${renewalId} - ${mails.find((m) => m.kind === 'order_admin').subject.split(' - ')[1]}`,
      `Your AquaPure subscription renews: order ${renewalId}`,
    ]);
    const dates = d.deliveries.filter((x) => x.orderId === renewalId).map((x) => x.date);
    assert.ok(dates.length >= 4);
    const text = await mailText(srv.dataDir, 'order_customer', renewalId);
    assert.ok(
      text.includes(`This order renews subscription ${sub.id} for its next period. Deliveries: ${dates.join(', ')}.`),
      text.slice(0, 600),
    );
  });
});
