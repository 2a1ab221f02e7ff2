// "Your subscription renews in 3 days" and each customer's channel (docs/product.md, "Text
// messages"): from three days before a renewal order is made the customer is told once per
// period, by text with a short manage link (outside quiet hours) and by mail, as their channel
// allows; staff set the channel on the customer, the customer on the manage page; an e-mail-only
// customer gets no text, an SMS-only one no such mail. Read from the outboxes (no gateway).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, runCheck, signIn } from './harness.mjs';
import { orderBody } from './delivery-helpers.mjs';
import { setTestClock, suiteServer } from './suite.mjs';
import { addDays, addMonths, pkDate } from './subscription-dates.mjs';
import { planLine, subscribe } from './subscription-helpers.mjs';

const pkToday = () => pkDate(0);
// The clock offset that puts the server at hh:00 Pakistan time on the day ymd.
const offsetTo = (ymd, hh) => Date.parse(`${ymd}T${String(hh).padStart(2, '0')}:00:00+05:00`) - Date.now();
const iso = (s) => `\u2066${s}\u2069`;

describe('renewal notices and each customer\'s channel', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1' } });
  let su;
  const subs = {};
  before(async () => {
    su = await signIn(srv.url);
    const items = [planLine()];
    const people = [
      ['both', 'en', '0300 4445551'],
      ['emailOnly', 'en', '0300 4445552'],
      ['smsOnly', 'en', '0300 4445553'],
      ['urdu', 'ur', '0300 4445554'],
    ];
    for (const [name, language, phone] of people) {
      const email = `renew.${name.toLowerCase()}.${randomUUID().slice(0, 6)}@example.pk`;
      const body = { ...orderBody({ date: pkDate(1), phone, email, items }), language };
      const { order, sub } = await subscribe(srv, su, body);
      const links = await request('POST', `${srv.url}/api/subscriptions/order-links`, {
        body: { orderId: order.id, orderToken: order.accessToken },
      });
      assert.equal(links.status, 200, links.text);
      const token = links.json.links[0].path.split('#token=')[1];
      subs[name] = { id: sub.id, email, token, start: sub.startDate, phone: `+92${phone.replaceAll(' ', '').slice(1)}` };
    }
  });
  const texts = async (name) =>
    (await su('GET', '/api/admin/sms')).json.items.filter((m) => m.recipient === subs[name].phone && m.kind === 'renewal_notice');
  const mails = async (name) =>
    (await su('GET', '/api/admin/mail')).json.items.filter((m) => m.recipient === subs[name].email && m.kind === 'renewal_notice');
  const runReminders = async () => {
    const r = await request('POST', `${srv.url}/api/test/run-reminders`);
    assert.equal(r.status, 200, r.text);
  };
  const moveClock = async (ymd, hh) => {
    await setTestClock(srv, offsetTo(ymd, hh));
    su = await signIn(srv.url); // a jump of weeks ends the staff session
  };
  // Monthly: the next period starts a month after the first; its order is made 3 days before.
  const renewsOn = (name) => addDays(addMonths(subs[name].start, 1), -3);

  it('a bad channel is refused with a clear message; unknown customers and tokens are 404', async () => {
    const bad = await request('PUT', `${srv.url}/api/subscriptions/${subs.both.id}/channel?token=${subs.both.token}`, {
      body: { channel: 'fax' },
    });
    assert.equal(bad.status, 422, bad.text);
    assert.equal(bad.json.error.message, 'Channel must be sms, email or both');
    const none = await su('PUT', `/api/admin/customers/channel?id=${encodeURIComponent(`e:${subs.both.email}`)}`, { body: {} });
    assert.equal(none.status, 422, none.text);
    assert.equal(none.json.error.fields.channel, 'Channel is required');
    const stranger = await su('PUT', '/api/admin/customers/channel?id=e:nobody@example.pk', { body: { channel: 'sms' } });
    assert.equal(stranger.status, 404, stranger.text);
    const wrongToken = await request('GET', `${srv.url}/api/subscriptions/${subs.both.id}/channel?token=${'0'.repeat(64)}`);
    assert.equal(wrongToken.status, 404, wrongToken.text);
  });

  it('both by default; staff and the customer set it, each sees the other\'s choice', async () => {
    const mine = await request('GET', `${srv.url}/api/subscriptions/${subs.both.id}/channel?token=${subs.both.token}`);
    assert.deepEqual(mine.json, { channel: 'both' });
    const key = encodeURIComponent(`e:${subs.emailOnly.email}`);
    const set = await su('PUT', `/api/admin/customers/channel?id=${key}`, { body: { channel: 'email' } });
    assert.deepEqual([set.status, set.json], [200, { channel: 'email' }]);
    const seen = await request('GET', `${srv.url}/api/subscriptions/${subs.emailOnly.id}/channel`, {
      headers: { 'x-subscription-token': subs.emailOnly.token },
    });
    assert.deepEqual(seen.json, { channel: 'email' });
    const byCustomer = await request('PUT', `${srv.url}/api/subscriptions/${subs.smsOnly.id}/channel?token=${subs.smsOnly.token}`, {
      body: { channel: 'sms' },
    });
    assert.deepEqual([byCustomer.status, byCustomer.json], [200, { channel: 'sms' }]);
    const staffSees = await su('GET', `/api/admin/customers/channel?id=${encodeURIComponent(`e:${subs.smsOnly.email}`)}`);
    assert.deepEqual(staffSees.json, { channel: 'sms' });
  });

  it('an e-mail-only customer gets no text: a new order\'s is kept as failed with the reason', async () => {
    const body = orderBody({ date: pkDate(2), phone: '0300 4445552', email: subs.emailOnly.email });
    const r = await request('POST', `${srv.url}/api/orders`, { headers: { 'Idempotency-Key': randomUUID() }, body });
    assert.equal(r.status, 201, r.text);
    const sms = (await su('GET', '/api/admin/sms')).json.items.find((m) => m.orderId === r.json.id);
    assert.deepEqual([sms.status, sms.lastError], ['failed', 'the customer chose e-mail only']);
    const again = await su('POST', `/api/admin/sms/${sms.id}/resend`);
    assert.equal(again.status, 409, again.text);
  });

  it('three days before the renewal: told once, in quiet hours queued for 08:00, with a short link', async () => {
    const day = addDays(renewsOn('both'), -3);
    assert.equal(renewsOn('both') > pkToday(), true);
    await moveClock(addDays(day, -1), 12);
    await runReminders();
    assert.equal((await texts('both')).length, 0, 'nothing four days before');
    await moveClock(day, 22);
    await runReminders();
    const [text] = await texts('both');
    assert.ok(text, 'the notice');
    assert.equal(text.status, 'queued');
    assert.equal(Date.parse(text.dueAt), Date.parse(`${addDays(day, 1)}T08:00:00+05:00`));
    assert.equal(text.eventKey, `renewal_notice:${subs.both.id}:${addMonths(subs.both.start, 1)}`);
    const m = text.body.match(/^AquaPure: subscription (\S+) renews in 3 days, on (\S+)\. To pause, skip or change it: (\S+)$/);
    assert.ok(m, text.body);
    assert.deepEqual([m[1], m[2]], [subs.both.id, renewsOn('both')]);
    assert.match(m[3], new RegExp(`^${srv.url}/s/[0-9a-f]{20}$`));
    // The link leads to the manage page, whose token it carries.
    const code = m[3].split('/s/')[1];
    const go = await request('GET', m[3]);
    assert.equal(go.status, 302, go.text);
    assert.equal(go.headers.get('location'), `/subscription/${subs.both.id}#token=${code}`);
    const page = await request('GET', `${srv.url}/api/subscriptions/${subs.both.id}?token=${code}`);
    assert.equal(page.status, 200, page.text);
    assert.equal((await request('GET', `${srv.url}/s/${'0'.repeat(20)}`)).status, 404);
    const [mail] = await mails('both');
    assert.equal(mail?.subject, `Your AquaPure subscription ${subs.both.id} renews on ${renewsOn('both')}`);
    // The next morning and again: nothing more.
    await moveClock(addDays(day, 1), 12);
    await runReminders();
    await runReminders();
    assert.equal((await texts('both')).length, 1);
    assert.equal((await mails('both')).length, 1);
  });

  it('e-mail only: the mail and no text; SMS only: the text and no mail; Urdu in Urdu', async () => {
    await runReminders();
    const [none] = await texts('emailOnly');
    assert.deepEqual([none.status, none.lastError], ['failed', 'the customer chose e-mail only']);
    assert.equal((await mails('emailOnly')).length, 1);
    const [text] = await texts('smsOnly');
    assert.notEqual(text.status, 'failed');
    assert.equal((await mails('smsOnly')).length, 0);
    const [urdu] = await texts('urdu');
    const day = renewsOn('urdu');
    const dm = `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
    // In Urdu (UCS-2, two segments: 134 UTF-16 units): the day and the link between isolates;
    // with this test's long link, the short form without the number.
    assert.ok(urdu.body.startsWith(`${iso('AquaPure')}: `), urdu.body);
    assert.ok(urdu.body.includes(` دن بعد ${iso(dm)} کو`), urdu.body);
    assert.match(urdu.body, new RegExp(`\u2066${srv.url}/s/[0-9a-f]{20}\u2069$`));
    assert.ok(urdu.body.length <= 134, `${urdu.body.length} UTF-16 units`);
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
