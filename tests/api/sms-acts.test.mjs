// Text messages that act, through the real gateway (Kannel with a simulated operator,
// scripts/with-kannel.sh; skipped without it): "1" from the order's number confirms a cash on
// delivery order (admin orders and dispatch show when) and thanks the customer, "2" records a
// cancel request for staff (the order stays open), anything else waits for staff with the
// number's recent orders; the evening-before and morning-of reminders (never for a cancelled
// stop, once per stop and kind); "on the way" to the next stop's customer when the driver
// records the one before, also in quiet hours; staff's own message, validated; each order's
// timeline of messages and replies.
import { describe, it, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { adminClient, adminLogin, request, runCheck, signIn, staffClient, waitFor } from './harness.mjs';
import { pakistanAt, setTestClock, suiteServer } from './suite.mjs';
import { orderBody } from './delivery-helpers.mjs';
import { kannelEnv, kannelSkip, operatorLink, relay } from './kannel-operator.mjs';

const HOUR = 3600e3;
const pkDate = (days) => new Date(Date.now() + 5 * HOUR + pakistanAt(12, days)).toISOString().slice(0, 10);

describe('text messages that act, through Kannel', { skip: kannelSkip }, () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', ...kannelEnv() } });
  let client;
  const su = (...args) => client(...args);
  const moveClock = async (hh, days = 0) => {
    await setTestClock(srv, pakistanAt(hh, days));
    const login = await adminLogin(srv.url);
    assert.equal(login.res.status, 200, login.res.text);
    client = adminClient(srv.url, login.cookie);
  };
  let op;
  let gatewayRelay;
  before(async () => {
    gatewayRelay = await relay(() => srv.url);
    op = operatorLink();
    await new Promise((r) => setTimeout(r, 1000));
  });
  after(async () => {
    await op?.stop();
    await gatewayRelay?.close();
  });

  const place = async (opts) => {
    const r = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body: orderBody(opts),
    });
    assert.equal(r.status, 201, r.text);
    return r.json.id;
  };
  const adminOrder = async (id) => {
    const r = await su('GET', '/api/admin/orders?limit=100');
    assert.equal(r.status, 200, r.text);
    return r.json.items.find((o) => o.id === id);
  };
  const stopOf = async (id, date) => {
    const r = await su('GET', `/api/admin/dispatch?date=${date}`);
    assert.equal(r.status, 200, r.text);
    return r.json.stops.find((s) => s.orderId === id);
  };
  // fakesmsc prints "Got message n: <from  to udh … data text>" (a long text in parts), the
  // number without its "+".
  const atOperator = (...parts) => {
    const want = parts.map((p) => p.replace(/^\+/, ''));
    return waitFor(() => op.lines().find((l) => want.every((p) => l.includes(p))), 20_000, parts.join(' '));
  };
  const replyOf = async (sender, body) => {
    const r = await su('GET', '/api/admin/sms/replies');
    return r.json.items.find((x) => x.sender === sender && x.body === body);
  };
  const say = (from, text) =>
    op.say(from, text, () => waitFor(() => replyOf(from, text), 20_000, `the reply "${text}" at the shop`));

  it('"1" confirms the COD order on the order and its stop, and thanks the customer', async () => {
    await moveClock(12);
    const id = await place({ date: pkDate(1), slot: '9am-12pm', phone: '0321-1110001' });
    await atOperator('+923211110001', id, 'reply 1 to confirm');
    assert.equal((await adminOrder(id)).confirmedAt, null);
    await say('+923211110001', '1');
    const reply = await replyOf('+923211110001', '1');
    assert.deepEqual([reply.action, reply.orderId, reply.outcome], ['confirm', id, 'order confirmed']);
    const order = await adminOrder(id);
    assert.ok(order.confirmedAt, 'confirmedAt on the order');
    assert.equal(order.status, 'pending');
    assert.equal((await stopOf(id, pkDate(1))).confirmedAt, order.confirmedAt);
    await atOperator('+923211110001', `thank you, order ${id} is confirmed`);
    // A second "1" changes nothing and says so.
    await say('+923211110001', 'YES');
    assert.equal((await replyOf('+923211110001', 'YES')).outcome, 'the order was confirmed already');
    assert.equal((await adminOrder(id)).confirmedAt, order.confirmedAt);
  });

  it('"2" records a cancel request for staff; the order stays open until staff act', async () => {
    const id = await place({ date: pkDate(1), slot: '12pm-3pm', phone: '0321-1110002' });
    await atOperator('+923211110002', id);
    await say('+923211110002', 'NO');
    const reply = await replyOf('+923211110002', 'NO');
    assert.deepEqual([reply.action, reply.orderId, reply.outcome], ['cancel_request', id, 'cancel request recorded for staff']);
    const order = await adminOrder(id);
    assert.ok(order.cancelRequestedAt);
    assert.equal(order.confirmedAt, null);
    assert.equal(order.status, 'pending');
    assert.equal((await stopOf(id, pkDate(1))).status, 'planned');
    await atOperator('+923211110002', `request to cancel order ${id}`);
    // Staff cancel it: "1" afterwards confirms nothing.
    assert.equal((await su('PATCH', `/api/admin/orders/${id}`, { body: { status: 'cancelled' } })).status, 200);
    await say('+923211110002', '1');
    assert.equal((await replyOf('+923211110002', '1')).outcome, 'the order is cancelled: passed to staff');
    assert.equal((await adminOrder(id)).confirmedAt, null);
  });

  it('anything else waits for staff with the number\'s recent orders', async () => {
    const first = (await su('GET', '/api/admin/sms')).json.items.find((m) => m.recipient === '+923211110001').orderId;
    await say('+923211110001', 'Please come after 10');
    const reply = await replyOf('+923211110001', 'Please come after 10');
    assert.deepEqual([reply.action, reply.orderId, reply.outcome], ['message', '', 'for staff']);
    assert.deepEqual(reply.recentOrders, [first]);
  });

  it('reminders: the evening before and the morning of, once each, never for a cancelled stop', async () => {
    const id = (await su('GET', '/api/admin/sms')).json.items.find((m) => m.recipient === '+923211110001').orderId;
    const cancelled = (await su('GET', '/api/admin/sms')).json.items.find((m) => m.recipient === '+923211110002').orderId;
    await moveClock(17);
    const early = await request('POST', `${srv.url}/api/test/run-reminders`);
    assert.deepEqual(early.json, { reminders: 0 }, 'none before 18:00');
    await moveClock(18);
    const evening = await request('POST', `${srv.url}/api/test/run-reminders`);
    assert.equal(evening.status, 200, evening.text);
    assert.equal(evening.json.reminders, 1);
    const stop = await stopOf(id, pkDate(1));
    const line = await atOperator('+923211110001', `tomorrow 9am-12pm we deliver order ${id}`);
    assert.ok(line.includes(`${stop.bottlesDue} bottle(s), please keep ${stop.emptiesDue} empty(ies) ready, cash due PKR`), line);
    assert.deepEqual((await request('POST', `${srv.url}/api/test/run-reminders`)).json, { reminders: 0 });
    const sms = (await su('GET', '/api/admin/sms')).json.items;
    assert.ok(sms.some((m) => m.eventKey === `reminder_evening:${stop.id}` && m.kind === 'reminder_evening'));
    assert.ok(!sms.some((m) => m.orderId === cancelled && m.kind.startsWith('reminder')));
    await moveClock(8, 1);
    assert.equal((await request('POST', `${srv.url}/api/test/run-reminders`)).json.reminders, 1);
    await atOperator('+923211110001', `today 9am-12pm we deliver order ${id}`);
    assert.deepEqual((await request('POST', `${srv.url}/api/test/run-reminders`)).json, { reminders: 0 });
    await moveClock(12);
  });

  it('"on the way": recording a stop tells the next stop\'s customer, also in quiet hours', async () => {
    await moveClock(12);
    const today = pkDate(0);
    const a = await place({ date: today, slot: '6pm-9pm', phone: '0321-1110003' });
    const b = await place({ date: today, slot: '6pm-9pm', phone: '0321-1110004' });
    const driver = await staffClient(srv.url, su, { username: 'smsactsdriver', role: 'driver', password: 'smsacts-driver-pass' });
    const driverId = (await su('GET', '/api/admin/drivers')).json.items.find((d) => d.username === 'smsactsdriver').id;
    const [sa, sb] = [await stopOf(a, today), await stopOf(b, today)];
    const assigned = await su('POST', '/api/admin/dispatch/assign', { body: { stopIds: [sa.id, sb.id], driverId } });
    assert.equal(assigned.status, 200, assigned.text);
    const order = await su('PUT', '/api/admin/dispatch/sequence', { body: { driverId, date: today, stopIds: [sa.id, sb.id] } });
    assert.equal(order.status, 204, order.text);
    assert.ok(driver);
    await moveClock(21);
    const drv = await signIn(srv.url, 'smsactsdriver', 'smsacts-driver-pass');
    const rec = await drv('POST', `/api/driver/stops/${sa.id}/outcome`, {
      headers: { 'Idempotency-Key': randomUUID() },
      body: { outcome: 'delivered', fullDropped: 2, emptiesCollected: 2, cashCollectedPaisa: sa.cashDuePaisa },
    });
    assert.equal(rec.status, 201, rec.text);
    const m = await waitFor(async () => {
      const e = (await su('GET', '/api/admin/sms')).json.items.find((x) => x.kind === 'on_the_way' && x.orderId === b);
      return e?.status === 'sent' || e?.status === 'delivered' ? e : null;
    }, 20_000, 'the on-the-way message sent at 21:00');
    assert.equal(m.eventKey, `on_the_way:${sb.id}:${today}`);
    await atOperator('+923211110004', `on the way with order ${b}`);
    await moveClock(12);
  });

  it('staff\'s own message: validated, queued through the outbox, at the operator', async () => {
    const id = (await su('GET', '/api/admin/sms')).json.items.find((m) => m.recipient === '+923211110001').orderId;
    const bad = await su('POST', '/api/admin/messages/sms', { body: { orderId: id, text: 'x'.repeat(307) } });
    assert.equal(bad.status, 422, bad.text);
    assert.match(bad.json.error.fields.text, /fit in 2 text messages .* needs 3/);
    const none = await su('POST', '/api/admin/messages/sms', { body: { text: 'hello' } });
    assert.equal(none.status, 422, none.text);
    const landline = await su('POST', '/api/admin/messages/sms', { body: { phone: '051-2345678', text: 'hello' } });
    assert.equal(landline.status, 422, landline.text);
    assert.equal((await su('POST', '/api/admin/messages/sms', { body: { orderId: 'ORD-NOPE', text: 'hi' } })).status, 404);
    const sent = await su('POST', '/api/admin/messages/sms', { body: { orderId: id, text: 'Your driver is late by 20 minutes, sorry.' } });
    assert.equal(sent.status, 201, sent.text);
    assert.deepEqual([sent.json.recipient, sent.json.orderId, sent.json.status], ['+923211110001', id, 'queued']);
    await atOperator('+923211110001', 'Your driver is late by 20 minutes');
    const byPhone = await su('POST', '/api/admin/messages/sms', { body: { phone: '0333 1110009', text: 'Hello from AquaPure' } });
    assert.equal(byPhone.status, 201, byPhone.text);
    await atOperator('+923331110009', 'Hello from AquaPure');
    const driver = await staffClient(srv.url, su, { username: 'smsactsdriver2', role: 'driver', password: 'smsacts-driver-pass' });
    assert.equal((await driver('POST', '/api/admin/messages/sms', { body: { phone: '03331110009', text: 'x' } })).status, 403);
  });

  it('the order\'s timeline: each message and reply, oldest first', async () => {
    const id = (await su('GET', '/api/admin/sms')).json.items.find((m) => m.recipient === '+923211110001').orderId;
    const r = await su('GET', `/api/admin/orders/${id}/sms`);
    assert.equal(r.status, 200, r.text);
    const kinds = r.json.items.map((e) => (e.type === 'reply' ? `reply:${e.body}` : e.kind));
    assert.deepEqual(kinds.slice(0, 4), ['order_placed', 'reply:1', 'confirmed', 'reply:YES']);
    assert.ok(kinds.includes('reminder_evening') && kinds.includes('reminder_morning') && kinds.includes('staff'));
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
