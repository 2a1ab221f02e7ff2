// The reminder, "on the way" and reply texts in the customer's language
// (docs/product.md#languages): an Urdu order's evening-before reminder (also for the stop of a
// subscription bought in Urdu), its "on the way" and the answers to its "1" and "2" are Urdu,
// with the brand, order number and hours between Unicode isolates; an English order's stay
// English. Read from the SMS outbox (no gateway; replies through the inbound call).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, runCheck, signIn, staffClient } from './harness.mjs';
import { orderBody } from './delivery-helpers.mjs';
import { clockedAdmin, pakistanAt, suiteServer } from './suite.mjs';

const SECRET = 'test-secret-0123456789abcdef';
const HOUR = 3600e3;
const today = () => new Date(Date.now() + 5 * HOUR + pakistanAt(12)).toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 5 * HOUR + pakistanAt(12) + 86400e3).toISOString().slice(0, 10);
const iso = (s) => `\u2066${s}\u2069`;

describe('reminders and reply texts in the customer language', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SMS_SECRET: SECRET } });
  const su = clockedAdmin(srv);
  const { moveClock } = su;
  const place = async (language, phone, items, date = tomorrow(), slot = '9am-12pm') => {
    const body = { ...orderBody({ date, slot, phone, items }), ...(language ? { language } : {}) };
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
    // A subscription bought in Urdu: its delivery's stop is reminded in Urdu too.
    const sub = [{ productId: 'subscription-basic', purchaseType: 'subscription', subscriptionPlan: 'basic' }];
    ids.subOrder = await place('ur', '0300 2223334', sub);
    // Today's evening stops, for "on the way" below.
    for (const [name, language, phone] of [['first', undefined, '0300 2223335'], ['urduNext', 'ur', '0300 2223336'], ['englishNext', undefined, '0300 2223337']])
      ids[name] = await place(language, phone, undefined, today(), '6pm-9pm');
    await moveClock(18);
    const run = await request('POST', `${srv.url}/api/test/run-reminders`);
    assert.equal(run.status, 200, run.text);
    assert.equal(run.json.reminders, 4);
    const ur = (await texts(ids.urdu)).reminder_evening;
    assert.match(ur, new RegExp(`^${iso('AquaPure')}: آرڈر ${iso(ids.urdu)} کل صبح ${iso('9-12')} پہنچے گا: 2 بوتلیں۔ `), ur);
    assert.match(ur, new RegExp(`${iso('Rs [0-9,.]+')} نقد ادا کرنے ہیں۔$`), ur);
    const en = (await texts(ids.english)).reminder_evening;
    assert.match(en, new RegExp(`^AquaPure: tomorrow 9am-12pm we deliver order ${ids.english}: 2 bottle\\(s\\)`), en);
    // The subscription's first delivery: a stop of the subscription, paid by the Urdu order.
    const subText = (await su('GET', '/api/admin/sms')).json.items.find(
      (m) => m.recipient === '+923002223334' && m.kind === 'reminder_evening',
    );
    assert.ok(subText, 'the subscription stop has its reminder');
    assert.match(subText.body, new RegExp(`^${iso('AquaPure')}: آرڈر ${iso(ids.subOrder)} کل صبح ${iso('9-12')} پہنچے گا: `), subText.body);
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

  it('"on the way" is in the language of the next stop\'s order', async () => {
    const driver = await staffClient(srv.url, su, { username: 'langsmsdriver', role: 'driver', password: 'langsms-driver-pass' });
    assert.ok(driver);
    const driverId = (await su('GET', '/api/admin/drivers')).json.items.find((d) => d.username === 'langsmsdriver').id;
    const stops = (await su('GET', `/api/admin/dispatch?date=${today()}`)).json.stops;
    const stopIds = ['first', 'urduNext', 'englishNext'].map((n) => stops.find((x) => x.orderId === ids[n]).id);
    assert.equal((await su('POST', '/api/admin/dispatch/assign', { body: { stopIds, driverId } })).status, 200);
    const seq = await su('PUT', '/api/admin/dispatch/sequence', { body: { driverId, date: today(), stopIds } });
    assert.equal(seq.status, 204, seq.text);
    const drv = await signIn(srv.url, 'langsmsdriver', 'langsms-driver-pass');
    for (const id of stopIds.slice(0, 2)) {
      const rec = await drv('POST', `/api/driver/stops/${id}/outcome`, {
        headers: { 'Idempotency-Key': randomUUID() },
        body: { outcome: 'failed', reason: 'not-home', note: 'No answer' },
      });
      assert.equal(rec.status, 201, rec.text);
    }
    assert.equal(
      (await texts(ids.urduNext)).on_the_way,
      `${iso('AquaPure')}: ہمارا ڈرائیور آپ کا آرڈر ${iso(ids.urduNext)} (شام ${iso('6-9')}) لے کر روانہ ہو چکا ہے، اگلی ڈیلیوری آپ کی ہے۔`,
    );
    assert.equal(
      (await texts(ids.englishNext)).on_the_way,
      `AquaPure: our driver is on the way with order ${ids.englishNext} (6pm-9pm); you are the next stop.`,
    );
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
