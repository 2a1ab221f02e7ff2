// Order and contact floods: orders are limited per client address and
// per e-mail address and phone; an idempotent replay is never counted; the production
// defaults are protective; strangers' text stays out of mail subjects.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer, request, assertErrorBody, signIn } from './harness.mjs';

const RATE_MESSAGE = 'Rate limit exceeded. Please try again later.';
const PK = 5 * 3600e3;
const tomorrow = new Date(Date.now() + PK + 86400e3).toISOString().slice(0, 10);

function orderBody(customer = {}) {
  return {
    customerId: 'guest',
    items: [{ productId: '2', quantity: 1, purchaseType: 'one-time' }],
    customerDetails: {
      firstName: 'Sana',
      lastName: 'Malik',
      email: `sana-${randomUUID().slice(0, 8)}@example.pk`,
      phone: `+92 300 ${String(Math.floor(1e6 + Math.random() * 8e6))}`,
      address: 'House 3, F-6',
      city: 'Islamabad',
      postalCode: '44000',
      ...customer,
    },
    total: 1,
    deliveryDate: tomorrow,
    deliveryTime: '3pm-6pm',
    paymentMethod: 'cod',
  };
}

function place(srv, body, { key = randomUUID(), from } = {}) {
  return request('POST', `${srv.url}/api/orders`, {
    headers: { 'idempotency-key': key, ...(from ? { 'x-forwarded-for': from } : {}) },
    body,
  });
}

function assertLimited(res) {
  assert.equal(res.status, 429, res.text);
  assert.equal(assertErrorBody(res, 'rate_limited').message, RATE_MESSAGE);
}

describe('order and contact flood limits', () => {
  const servers = [];
  after(async () => {
    for (const s of servers) await s.stop();
  });
  const start = async (env) => {
    const srv = await startServer({ env: { AQUA_TRUST_PROXY: '1', ...env } });
    servers.push(srv);
    return srv;
  };

  it('per client address: AQUA_ORDER_RATE orders, then 429; replays are answered and never counted', async () => {
    const srv = await start({ AQUA_ORDER_RATE: '3/3600' });
    const first = orderBody();
    const key = randomUUID();
    assert.equal((await place(srv, first, { key, from: '203.0.113.5' })).status, 201);
    for (let i = 0; i < 5; i += 1) {
      const replay = await place(srv, first, { key, from: '203.0.113.5' });
      assert.equal(replay.status, 200, replay.text);
    }
    assert.equal((await place(srv, orderBody(), { from: '203.0.113.5' })).status, 201);
    assert.equal((await place(srv, orderBody(), { from: '203.0.113.5' })).status, 201);
    assertLimited(await place(srv, orderBody(), { from: '203.0.113.5' }));
    // A replay still answers over the limit; another address is not affected.
    assert.equal((await place(srv, first, { key, from: '203.0.113.5' })).status, 200);
    assert.equal((await place(srv, orderBody(), { from: '203.0.113.6' })).status, 201);
  });

  it('per e-mail address and per phone: AQUA_ORDER_CUSTOMER_RATE, however the phone is written', async () => {
    const srv = await start({ AQUA_ORDER_CUSTOMER_RATE: '2/3600' });
    const email = 'victim@example.pk';
    const a = orderBody({ email, phone: '+92 300 5550001' });
    assert.equal((await place(srv, a, { from: '198.51.100.1' })).status, 201);
    const b = orderBody({ email: 'VICTIM@example.pk', phone: '+92 300 5550002' });
    assert.equal((await place(srv, b, { from: '198.51.100.2' })).status, 201);
    assertLimited(await place(srv, orderBody({ email, phone: '+92 300 5550003' }), { from: '198.51.100.3' }));
    const c = orderBody({ phone: '0300-5550001' });
    assert.equal((await place(srv, c, { from: '198.51.100.4' })).status, 201);
    assertLimited(await place(srv, orderBody({ phone: '00923005550001' }), { from: '198.51.100.5' }));
  });

  it('the production defaults are protective: a script placing orders from one address is stopped', async () => {
    // Empty values: the server's own defaults, not the test harness's generous ones.
    const srv = await start({ AQUA_ORDER_RATE: '', AQUA_ORDER_CUSTOMER_RATE: '' });
    let placed = 0;
    let res;
    for (let i = 0; i < 40; i += 1) {
      res = await place(srv, orderBody(), { from: '192.0.2.77' });
      if (res.status !== 201) break;
      placed += 1;
    }
    assertLimited(res);
    assert.ok(placed >= 3 && placed <= 20, `${placed} orders before the limit`);
    // One victim's e-mail address from many addresses.
    let forVictim = 0;
    for (let i = 0; i < 20; i += 1) {
      res = await place(srv, orderBody({ email: 'inbox@example.pk' }), { from: `192.0.2.${i + 1}` });
      if (res.status !== 201) break;
      forVictim += 1;
    }
    assertLimited(res);
    assert.ok(forVictim <= 10, `${forVictim} orders for one e-mail address`);
  });

  it('contact: AQUA_CONTACT_RATE messages per address, then 429', async () => {
    const srv = await start({ AQUA_CONTACT_RATE: '2/600' });
    const send = (from) =>
      request('POST', `${srv.url}/api/contact`, {
        headers: { 'x-forwarded-for': from },
        body: { name: 'Ali', email: 'ali@example.pk', subject: 'Feedback', message: 'Hello' },
      });
    assert.equal((await send('203.0.113.9')).status, 201);
    assert.equal((await send('203.0.113.9')).status, 201);
    assertLimited(await send('203.0.113.9'));
    assert.equal((await send('203.0.113.10')).status, 201);
  });

  it("strangers' names and notes never reach a mail subject, and bodies carry a bounded part", async () => {
    const srv = await start({});
    const spam = 'WIN CASH NOW at spam.example';
    const body = orderBody({ firstName: spam, notes: 'n'.repeat(480) });
    assert.equal((await place(srv, body)).status, 201);
    const contact = await request('POST', `${srv.url}/api/contact`, {
      body: { name: spam, email: 'x@example.pk', subject: 'Other', message: 'm'.repeat(4000) },
    });
    assert.equal(contact.status, 201, contact.text);
    const admin = await signIn(srv.url);
    const mail = await admin('GET', '/api/admin/mail');
    assert.equal(mail.status, 200, mail.text);
    assert.ok(mail.json.items.length >= 2);
    for (const m of mail.json.items) assert.ok(!m.subject.includes('spam'), m.subject);
  });
});
