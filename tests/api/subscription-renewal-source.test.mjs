// Renewal orders say what they are (docs/api.md): `source` renewal (checkout for a customer's
// order) and the subscription in the admin orders API, and their mails read as renewals
// listing the period's delivery dates.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { request, signIn } from './harness.mjs';
import { suiteServer } from './suite.mjs';
import { addDays, addMonths } from './subscription-dates.mjs';

const DAY = 24 * 3600_000;
const PK = 5 * 3600_000;
const pkDate = (days = 0) => new Date(Date.now() + PK + days * DAY).toISOString().slice(0, 10);
const daysBetween = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / DAY);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The decoded text of the mail of `kind` for an order, from the mail folder. */
async function mailText(dataDir, kind, orderId) {
  const dir = path.join(dataDir, 'mail');
  for (let i = 0; i < 200; i++) {
    const file = existsSync(dir)
      ? readdirSync(dir).find((f) => f.endsWith(`-${kind}-${orderId}.eml`))
      : undefined;
    if (file) {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      return raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .map((p) => Buffer.from(p.replace(/--.*$/s, '').replace(/\s+/g, ''), 'base64').toString())
        .join('\n');
    }
    await sleep(50);
  }
  assert.fail(`no ${kind} mail for ${orderId}`);
}

describe('renewal orders', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SCHEDULER_MS: '3600000' } });

  it('carry source renewal and their subscription; their mails list the period', async () => {
    const start = pkDate(1);
    const placed = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body: {
        customerId: 'guest',
        total: 1,
        deliveryDate: start,
        deliveryTime: '12pm-3pm',
        paymentMethod: 'cod',
        items: [{ productId: 'subscription-basic', purchaseType: 'subscription', subscriptionPlan: 'basic' }],
        customerDetails: {
          firstName: 'Sana',
          lastName: 'Malik',
          email: 'source.subs@example.pk',
          phone: '+92 300 7654321',
          address: 'House 3, Street 9, G-9/1',
          city: 'Islamabad',
          postalCode: '44090',
        },
      },
    });
    assert.equal(placed.status, 201, placed.text);
    const day = addDays(addMonths(start, 1), -3);
    const c = await request('POST', `${srv.url}/api/test/clock`, {
      body: { offsetMs: daysBetween(pkDate(0), day) * DAY },
    });
    assert.equal(c.status, 204, c.text);
    const run = await request('POST', `${srv.url}/api/test/run-scheduler`, { timeoutMs: 60_000 });
    assert.equal(run.json.renewals, 1);
    const api = await signIn(srv.url);
    const sub = (await api('GET', `/api/admin/subscriptions?orderId=${placed.json.id}`)).json
      .items[0];
    const d = (await api('GET', `/api/admin/subscriptions/${sub.id}`)).json;
    const renewalId = d.periods[1].orderId;
    const list = (await api('GET', '/api/admin/orders?limit=10')).json.items;
    const byId = Object.fromEntries(list.map((o) => [o.id, o]));
    assert.deepEqual(
      [byId[placed.json.id].source, byId[placed.json.id].subscriptionId],
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
