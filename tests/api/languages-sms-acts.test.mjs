// The reminder and reply texts in the customer's language (docs/product.md#languages): an
// Urdu order's evening-before reminder and the thanks for its "1" (or the answer to its "2")
// are Urdu, with the brand, order number and hours between Unicode isolates; an English
// order's stay English. Read from the SMS outbox (no gateway; replies through the inbound call).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { adminClient, adminLogin, request, runCheck } from './harness.mjs';
import { orderBody } from './delivery-helpers.mjs';
import { setTestClock, suiteServer } from './suite.mjs';

const SECRET = 'test-secret-0123456789abcdef';
const HOUR = 3600e3;
// The offset that puts the server's clock at hh:00 in Pakistan, today.
function pakistanAt(hh) {
  const now = Date.now();
  const pkMinutes = Math.floor(((now + 5 * HOUR) % 86400e3) / 60e3);
  return (hh * 60 - pkMinutes) * 60e3;
}
const tomorrow = () => new Date(Date.now() + 5 * HOUR + pakistanAt(12) + 86400e3).toISOString().slice(0, 10);
const iso = (s) => `\u2066${s}\u2069`;

describe('reminders and reply texts in the customer language', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SMS_SECRET: SECRET } });
  let client;
  const su = (...args) => client(...args);
  // Moving the clock by hours ends an admin session: sign in again after each move.
  const moveClock = async (hh) => {
    await setTestClock(srv, pakistanAt(hh));
    const login = await adminLogin(srv.url);
    assert.equal(login.res.status, 200, login.res.text);
    client = adminClient(srv.url, login.cookie);
  };
  const place = async (language, phone) => {
    const body = { ...orderBody({ date: tomorrow(), slot: '9am-12pm', phone }), ...(language ? { language } : {}) };
    const r = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'Idempotency-Key': randomUUID() },
      body,
    });
    assert.equal(r.status, 201, r.text);
    return r.json.id;
  };
  const texts = async (id) =>
    Object.fromEntries(
      (await su('GET', '/api/admin/sms')).json.items.filter((m) => m.orderId === id).map((m) => [m.kind, m.body]),
    );
  const reply = async (from, text) => {
    const q = new URLSearchParams({ from, text });
    const r = await request('GET', `${srv.url}/api/sms/inbound/${SECRET}?${q}`);
    assert.equal(r.status, 204, r.text);
  };
  const ids = {};

  it('the evening-before reminder is Urdu for an Urdu order and English for an English one', async () => {
    await moveClock(12);
    ids.urdu = await place('ur', '0300 2223331');
    ids.urduCancel = await place('ur', '0300 2223332');
    ids.english = await place(undefined, '0300 2223333');
    await moveClock(18);
    const run = await request('POST', `${srv.url}/api/test/run-reminders`);
    assert.equal(run.status, 200, run.text);
    assert.equal(run.json.reminders, 3);
    const ur = (await texts(ids.urdu)).reminder_evening;
    assert.match(ur, new RegExp(`^${iso('AquaPure')}: آرڈر ${iso(ids.urdu)} کل صبح ${iso('9-12')} پہنچے گا: 2 بوتلیں۔ `), ur);
    assert.match(ur, new RegExp(`${iso('Rs [0-9,.]+')} نقد ادا کرنے ہیں۔$`), ur);
    const en = (await texts(ids.english)).reminder_evening;
    assert.match(en, new RegExp(`^AquaPure: tomorrow 9am-12pm we deliver order ${ids.english}: 2 bottle\\(s\\)`), en);
  });

  it('"1" and "2" are answered in the order\'s language', async () => {
    await reply('+923002223331', '1');
    await reply('+923002223332', '2');
    await reply('+923002223333', '1');
    assert.equal(
      (await texts(ids.urdu)).confirmed,
      `${iso('AquaPure')}: شکریہ! آپ کا آرڈر ${iso(ids.urdu)} کنفرم ہو گیا ہے۔`,
    );
    assert.equal(
      (await texts(ids.urduCancel)).cancel_request,
      `${iso('AquaPure')}: آرڈر ${iso(ids.urduCancel)} منسوخ کرنے کی آپ کی درخواست ہمیں مل گئی ہے۔ ہماری ٹیم جلد آپ کو کال کرے گی۔`,
    );
    assert.equal((await texts(ids.english)).confirmed, `AquaPure: thank you, order ${ids.english} is confirmed.`);
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
