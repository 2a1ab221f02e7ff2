// The renewal notice through the real gateway (Kannel with a simulated operator,
// scripts/with-kannel.sh; skipped without it): written at 22:00 three days before the
// renewal, it reaches the operator only from 08:00 the next morning, once, with the short
// manage link; a customer who chose e-mail only gets nothing at the operator.
import { describe, it, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, runCheck, signIn, waitFor } from './harness.mjs';
import { orderBody } from './delivery-helpers.mjs';
import { setTestClock, suiteServer } from './suite.mjs';
import { addDays, addMonths } from './subscription-dates.mjs';
import { kannelEnv, kannelSkip, operatorLink, relay } from './kannel-operator.mjs';

const HOUR = 3600e3;
const pkDate = (days) => new Date(Date.now() + 5 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
const offsetTo = (ymd, hh, mm = 0) =>
  Date.parse(`${ymd}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:00`) - Date.now();

describe('the renewal notice through Kannel', { skip: kannelSkip }, () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', ...kannelEnv() } });
  let op;
  let gatewayRelay;
  const subs = {};
  before(async () => {
    gatewayRelay = await relay(() => srv.url);
    op = operatorLink();
    await new Promise((r) => setTimeout(r, 1000));
    const su = await signIn(srv.url);
    const items = [{ productId: 'subscription-basic', purchaseType: 'subscription', subscriptionPlan: 'basic' }];
    for (const [name, phone] of [['texted', '0321 7770001'], ['emailOnly', '0321 7770002']]) {
      const body = orderBody({ date: pkDate(1), phone, items });
      const r = await request('POST', `${srv.url}/api/orders`, { headers: { 'Idempotency-Key': randomUUID() }, body });
      assert.equal(r.status, 201, r.text);
      const sub = (await su('GET', `/api/admin/subscriptions?orderId=${r.json.id}`)).json.items[0];
      subs[name] = { id: sub.id, start: sub.startDate, number: `92${phone.replaceAll(' ', '').slice(1)}`, email: body.customerDetails.email };
    }
    const set = await su('PUT', `/api/admin/customers/channel?id=${encodeURIComponent(`e:${subs.emailOnly.email}`)}`, {
      body: { channel: 'email' },
    });
    assert.equal(set.status, 200, set.text);
  });
  after(async () => {
    await op?.stop();
    await gatewayRelay?.close();
  });
  const notices = (name) => op.lines().filter((l) => l.includes(subs[name].number) && l.includes('renews in'));
  const runReminders = async () =>
    assert.equal((await request('POST', `${srv.url}/api/test/run-reminders`)).status, 200);

  it('written at 22:00, sent from 08:00, once, with the short link', async () => {
    const day = addDays(addMonths(subs.texted.start, 1), -6);
    await setTestClock(srv, offsetTo(day, 22));
    await runReminders();
    await new Promise((r) => setTimeout(r, 2000));
    assert.deepEqual(notices('texted'), [], 'nothing in quiet hours');
    await setTestClock(srv, offsetTo(addDays(day, 1), 8, 5));
    const [line] = await waitFor(() => (notices('texted').length ? notices('texted') : null), 20_000, 'the notice at the operator');
    assert.ok(line.includes(`subscription ${subs.texted.id} renews in 3 days`), line);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/s\/[0-9a-f]{20})/.exec(line)?.[1];
    assert.ok(link, line);
    assert.equal((await request('GET', link)).status, 302);
    await runReminders();
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(notices('texted').length, 1, 'once');
    assert.deepEqual(notices('emailOnly'), [], 'e-mail only: no text');
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
