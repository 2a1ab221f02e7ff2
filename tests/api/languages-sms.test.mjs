// The customer's texts in their language (docs/product.md#languages): an Urdu order's
// "placed", "delivered" and "failed" texts are written in Urdu when the driver records the
// stop's outcome; an English order's stay English. Read from the SMS outbox (no gateway).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { request, runCheck, signIn, staffClient } from './harness.mjs';
import { orderBody } from './delivery-helpers.mjs';
import { setTestClock, suiteServer } from './suite.mjs';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PK = 5 * HOUR;

describe('the customer language of text messages', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1' } });
  let su;
  let driver;
  let driverId;
  let today;
  before(async () => {
    // 10:00 in Pakistan today: outside quiet hours, before the 3pm-6pm slot.
    const pkNow = Date.now() + PK;
    const offset = pkNow - (pkNow % DAY) + 10 * HOUR - pkNow;
    await setTestClock(srv, offset);
    today = new Date(Date.now() + offset + PK).toISOString().slice(0, 10);
    su = await signIn(srv.url);
    driver = await staffClient(srv.url, su, {
      username: 'urdu-driver',
      role: 'driver',
      password: 'urdu-driver-pass-1234',
    });
    const admins = await su('GET', '/api/admin/admins');
    driverId = admins.json.items.find((a) => a.username === 'urdu-driver').id;
  });

  const place = async (language, phone) => {
    const body = { ...orderBody({ date: today, phone }), ...(language ? { language } : {}) };
    const r = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'Idempotency-Key': randomUUID() },
      body,
    });
    assert.equal(r.status, 201, r.text);
    return r.json;
  };
  const record = async (order, outcome) => {
    const board = await su('GET', `/api/admin/dispatch?date=${today}`);
    const stop = board.json.stops.find((s) => s.orderId === order.id);
    const assigned = await su('POST', '/api/admin/dispatch/assign', {
      body: { stopIds: [stop.id], driverId },
    });
    assert.equal(assigned.status, 200, assigned.text);
    const body = outcome === 'delivered'
      ? { outcome, fullDropped: 2, emptiesCollected: 2, cashCollectedPaisa: stop.cashDuePaisa }
      : { outcome, reason: 'not-home', note: 'No answer' };
    const r = await driver('POST', `/api/driver/stops/${stop.id}/outcome`, {
      body,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    assert.equal(r.status, 201, r.text);
  };
  const texts = async (order) =>
    Object.fromEntries(
      (await su('GET', '/api/admin/sms')).json.items
        .filter((m) => m.orderId === order.id)
        .map((m) => [m.kind, m.body]),
    );

  it('an Urdu order is told in Urdu that it was placed, delivered or could not be delivered', async () => {
    const delivered = await place('ur', '0300 1112223');
    const failed = await place('ur', '0300 1112224');
    await record(delivered, 'delivered');
    await record(failed, 'failed');
    const a = await texts(delivered);
    assert.match(a.order_placed, new RegExp(`^\u2066AquaPure\u2069: آرڈر \u2066${delivered.id}\u2069 موصول، کل \u2066Rs `));
    assert.ok(a.order_placed.includes('تصدیق: 1، منسوخی: 2 بھیجیں۔'), a.order_placed);
    assert.match(a.delivered, new RegExp(`^\u2066AquaPure\u2069: آرڈر \u2066${delivered.id}\u2069 پہنچ گیا۔ 2 بوتلیں دیں، 2 خالی واپس لیں، \u2066Rs [0-9,.]+\u2069 نقد وصول ہوئے۔ شکریہ!$`));
    const b = await texts(failed);
    assert.equal(
      b.delivery_failed,
      `\u2066AquaPure\u2069: آرڈر \u2066${failed.id}\u2069 نہیں پہنچ سکا کیونکہ گھر پر کوئی نہیں تھا۔ نئے وقت کیلئے دن اور وقت لکھ بھیجیں یا ہمیں کال کریں۔`,
    );
  });

  it('an English order (no language given) stays English', async () => {
    const order = await place(undefined, '0300 1112225');
    await record(order, 'delivered');
    const t = await texts(order);
    assert.match(t.order_placed, /reply 1 to confirm/);
    assert.match(t.delivered, /delivered, 2 bottle\(s\) dropped/);
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
