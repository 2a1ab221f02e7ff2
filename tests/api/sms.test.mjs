// Text messages through the folder sender (no gateway configured): an order's message is
// written in the order's transaction and lands in data/sms/; landlines, STOP and quiet hours
// are recorded, not sent; the gateway's calls (delivery reports, replies) need the shared
// secret; "1" confirms the sender's newest order for staff; drivers may not read messages.
// The real gateway (Kannel with a simulated operator) is in sms-kannel.test.mjs.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { request, runCheck, staffClient, waitFor } from './harness.mjs';
import { clockedAdmin, guestOrder, suiteServer } from './suite.mjs';

const SECRET = 'test-secret-0123456789abcdef';

describe('text messages (folder sender)', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SMS_SECRET: SECRET, AQUA_SMS_POLL_MS: '100' } });
  const su = clockedAdmin(srv);
  const { moveClock } = su;

  const place = async (phone, email) => {
    const body = guestOrder('Sana', 'Malik', email);
    body.customerDetails.phone = phone;
    const r = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': randomUUID() },
      body,
    });
    assert.equal(r.status, 201, r.text);
    return r.json.order?.id ?? r.json.id;
  };
  const outbox = async () => {
    const r = await su('GET', '/api/admin/sms');
    assert.equal(r.status, 200, r.text);
    return r.json.items;
  };
  const messageOf = async (orderId) => (await outbox()).find((m) => m.orderId === orderId);
  const gateway = (route, query) =>
    request('GET', `${srv.url}/api/sms/${route}/${SECRET}?${new URLSearchParams(query)}`);

  it('an order placed in the day sends its text: number, total, slot, "reply 1 to confirm"', async () => {
    await moveClock(12);
    const id = await place('0300-1234567', 'sms1@example.pk');
    const m = await waitFor(async () => {
      const e = await messageOf(id);
      return e?.status === 'sent' ? e : null;
    }, 10_000, 'the message sent');
    assert.equal(m.recipient, '+923001234567');
    assert.equal(m.kind, 'order_placed');
    assert.equal(m.eventKey, `order_placed:${id}`);
    assert.match(m.body, new RegExp(`order ${id} placed, total PKR [0-9,.]+, delivery \\d{4}-\\d\\d-\\d\\d 3pm-6pm`));
    assert.match(m.body, /reply 1 to confirm/);
    const dir = path.join(srv.dataDir, 'sms');
    const file = readdirSync(dir).find((f) => f === `${m.id}.txt`);
    assert.ok(file, 'the .txt file');
    const text = readFileSync(path.join(dir, file), 'utf8');
    assert.match(text, /^To: \+923001234567\nCoding: GSM-7\n\n/);
    assert.ok(text.includes(m.body));
  });

  it('delivery reports need the secret and move a message to delivered', async () => {
    const [m] = (await outbox()).filter((e) => e.status === 'sent');
    assert.equal((await request('GET', `${srv.url}/api/sms/dlr/wrong-secret-0123456789?id=${m.id}&type=1`)).status, 404);
    assert.equal((await gateway('dlr', { id: m.id })).status, 400);
    assert.equal((await gateway('dlr', { id: 999999, type: 1 })).status, 404);
    assert.equal((await gateway('dlr', { id: m.id, type: 8 })).status, 204);
    assert.equal((await messageOf(m.orderId)).status, 'sent');
    assert.equal((await gateway('dlr', { id: m.id, type: 1 })).status, 204);
    const after = await messageOf(m.orderId);
    assert.equal(after.status, 'delivered');
    assert.ok(after.deliveredAt);
    assert.match(after.lastReport, /^delivered at /);
  });

  it('"1" confirms the newest order of the number; "2" asks staff; anything else is kept', async () => {
    const id = (await outbox()).find((e) => e.kind === 'order_placed' && e.recipient === '+923001234567').orderId;
    assert.equal((await request('GET', `${srv.url}/api/sms/inbound/nope-nope-nope-nope?from=03001234567&text=1`)).status, 404);
    assert.equal((await gateway('inbound', { from: '+923001234567', text: '1' })).status, 204);
    assert.equal((await gateway('inbound', { from: '+923001234567', text: 'No' })).status, 204);
    assert.equal((await gateway('inbound', { from: '+923001234567', text: 'Please bring 2 more' })).status, 204);
    const r = await su('GET', '/api/admin/sms/replies');
    assert.equal(r.status, 200, r.text);
    const [other, cancel, confirm] = r.json.items;
    assert.deepEqual([confirm.action, confirm.orderId, confirm.sender], ['confirm', id, '+923001234567']);
    assert.deepEqual([cancel.action, cancel.orderId], ['cancel_request', id]);
    assert.deepEqual([other.action, other.orderId, other.body], ['message', '', 'Please bring 2 more']);
    assert.deepEqual(other.recentOrders, [id]);
  });

  it('STOP ends messages to the number (recorded, not sent) and START resumes them', async () => {
    assert.equal((await gateway('inbound', { from: '0300 1234567', text: 'STOP' })).status, 204);
    const stopped = await place('+92 300 1234567', 'sms2@example.pk');
    const m = await messageOf(stopped);
    assert.equal(m.status, 'failed');
    assert.equal(m.lastError, 'the number sent STOP');
    const resend = await su('POST', `/api/admin/sms/${m.id}/resend`);
    assert.equal(resend.status, 409, resend.text);
    assert.equal((await gateway('inbound', { from: '03001234567', text: 'start' })).status, 204);
    const again = await su('POST', `/api/admin/sms/${m.id}/resend`);
    assert.equal(again.status, 200, again.text);
    await waitFor(async () => (await messageOf(stopped)).status === 'sent', 10_000, 'resent');
  });

  it('a landline is refused with the reason, never sent', async () => {
    const id = await place('051-2345678', 'sms3@example.pk');
    const m = await messageOf(id);
    assert.equal(m.status, 'failed');
    assert.equal(m.lastError, 'a landline cannot receive text messages');
    assert.equal(m.recipient, '051-2345678');
    assert.equal((await su('POST', `/api/admin/sms/${m.id}/resend`)).status, 409);
  });

  it('quiet hours: an order at 22:00 Pakistan time waits for 08:00', async () => {
    await moveClock(22);
    const id = await place('0333 7654321', 'sms4@example.pk');
    const m = await messageOf(id);
    assert.equal(m.status, 'queued');
    const due = new Date(m.dueAt).getTime();
    const created = new Date(m.createdAt).getTime();
    assert.equal(new Date(due + 5 * 3600e3).toISOString().slice(11, 16), '08:00');
    assert.ok(due - created > 9 * 3600e3 && due - created <= 10 * 3600e3 + 60e3);
    await moveClock(12);
  });

  it('drivers may not read messages; signed-out callers get 401', async () => {
    const driver = await staffClient(srv.url, su, { username: 'smsdriver', role: 'driver', password: 'smsdriver-pass' });
    assert.equal((await driver('GET', '/api/admin/sms')).status, 403);
    assert.equal((await driver('GET', '/api/admin/sms/replies')).status, 403);
    assert.equal((await request('GET', `${srv.url}/api/admin/sms`)).status, 401);
  });

  it('aquapure check: the data agrees', async () => {
    assert.equal(await runCheck(srv.env), null, 'aquapure check');
  });
});
