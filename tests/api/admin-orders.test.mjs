// Admin orders, customers, messages and mail: list (newest first), search by id, name, e-mail
// and phone, status filter, pages, status and payment-status changes, delete, CSV export;
// customers derived from orders (keyed by e-mail); contact messages
// (docs/product.md#orders-and-tracking).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { getJson, request, assertErrorBody } from './harness.mjs';
import { suiteServer, suiteAdmin } from './suite.mjs';
import { parseCsv } from './csv.mjs';

/** Tomorrow in Pakistan (UTC+5), YYYY-MM-DD. */
const tomorrowPk = () => new Date(Date.now() + 5 * 3600_000 + 86400_000).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const CUSTOMERS = {
  ayesha: {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: 'ayesha.khan@example.com',
    phone: '+92 300 1111111',
  },
  bilal: {
    firstName: 'Bilal',
    lastName: 'Ahmed',
    email: 'bilal@example.com',
    phone: '+92 301 2222222',
  },
  ayesha2: {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: 'Ayesha.Khan@Example.com',
    phone: '+92 333 4444444',
  },
  chandni: {
    firstName: '=Chandni',
    lastName: 'Raza',
    email: 'chandni@example.com',
    phone: '0345-5555555',
  },
};

describe('admin orders, customers and messages', () => {
  const srv = suiteServer();
  const api = suiteAdmin(srv);
  const orders = {}; // name -> order as POST /api/orders answered
  const tokens = {};
  const list = (query = '') => api('GET', `/api/admin/orders${query}`);
  const listIds = async (query = '') => {
    const r = await list(query);
    assert.equal(r.status, 200, r.text);
    return r.json.items.map((o) => o.id);
  };

  async function placeOrder(who, productId, quantity, extra = {}) {
    const res = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': `admin-test-${randomUUID()}` },
      body: {
        customerId: 'guest',
        items: [{ productId, quantity, purchaseType: 'one-time' }],
        customerDetails: {
          ...CUSTOMERS[who],
          address: 'House 1, Street 2, F-7',
          city: 'Islamabad',
          postalCode: '44000',
        },
        total: 1,
        deliveryDate: tomorrowPk(),
        deliveryTime: '12pm-3pm',
        paymentMethod: 'cod',
        ...extra,
      },
    });
    assert.equal(res.status, 201, res.text);
    return res.json;
  }

  before(
    async () => {
      for (const [name, who, pid, qty, extra] of [
        ['A', 'ayesha', '1', 2, {}],
        ['B', 'bilal', '2', 1, { paymentMethod: 'wallet' }],
        ['C', 'ayesha2', '3', 3, {}],
        ['D', 'chandni', '5', 3, {}],
      ]) {
        const o = await placeOrder(who, pid, qty, extra);
        orders[name] = o;
        tokens[name] = o.accessToken;
        await sleep(15); // distinct creation times, so "newest first" is well defined
      }
    },
    { timeout: 30_000 },
  );

  it('lists every order newest first with total, limit, cursors and a truthful payment label', async () => {
    const r = await list();
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.total, 4);
    assert.equal(r.json.totalCapped, false);
    assert.equal(r.json.limit, 50);
    assert.equal(r.json.nextCursor, null, 'one page holds them all');
    assert.equal(r.json.prevCursor, null);
    assert.deepEqual(
      r.json.items.map((o) => o.id),
      ['D', 'C', 'B', 'A'].map((k) => orders[k].id),
    );
    for (const o of r.json.items) {
      assert.match(o.id, /^ORD-/);
      assert.equal(o.status, 'pending');
      assert.equal(o.paymentStatus, 'pending');
      assert.ok(!('accessToken' in o), 'the guest access token is not shown');
    }
    const b = r.json.items.find((o) => o.id === orders.B.id);
    assert.equal(b.paymentMethod, 'wallet');
    assert.notEqual(
      b.paymentLabel,
      'Cash on Delivery',
      'payment method shown truthfully',
    );
    const a = r.json.items.find((o) => o.id === orders.A.id);
    assert.equal(a.paymentLabel, 'Cash on Delivery');
    assert.equal(a.customerDetails.email, CUSTOMERS.ayesha.email);
    assert.equal(a.items[0].productId, '1');
    assert.equal(a.items[0].quantity, 2);
    assert.equal(a.totalPaisa, orders.A.totalPaisa);
  });

  it('search by name, e-mail, phone and order id (case-insensitive)', async () => {
    assert.deepEqual(await listIds('?q=bilal'), [orders.B.id]);
    assert.deepEqual(await listIds('?q=AYESHA'), [orders.C.id, orders.A.id]);
    assert.deepEqual(await listIds('?q=ayesha%20khan'), [orders.C.id, orders.A.id], 'full name');
    assert.deepEqual(await listIds('?q=chandni%40example'), [orders.D.id]);
    assert.deepEqual(await listIds('?q=2222222'), [orders.B.id]);
    assert.deepEqual(await listIds(`?q=${encodeURIComponent(orders.C.id)}`), [orders.C.id]);
    assert.deepEqual(await listIds(`?q=${encodeURIComponent(orders.C.id.toLowerCase())}`), [
      orders.C.id,
    ]);
    const none = await list('?q=zz-no-such-customer');
    assert.equal(none.status, 200);
    assert.deepEqual(none.json.items, []);
    assert.equal(none.json.total, 0);
    const search = await list('?q=ayesha');
    assert.equal(search.json.total, 2, 'total counts the matches');
    const long = await list(`?q=${'a'.repeat(101)}`);
    assert.equal(long.status, 422, long.text);
  });

  it('pages with limit and cursor; total stays; bad values → 422 (offset paging is gone)', async () => {
    const all = await listIds();
    const p1 = await list('?limit=2');
    const p2 = await list(`?limit=2&cursor=${encodeURIComponent(p1.json.nextCursor)}`);
    assert.equal(p1.json.total, 4);
    assert.equal(p2.json.total, 4);
    assert.equal(p1.json.limit, 2);
    assert.deepEqual(
      [...p1.json.items, ...p2.json.items].map((o) => o.id),
      all,
    );
    assert.equal(p2.json.nextCursor, null, 'no third page');
    for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?offset=-1', '?offset=2']) {
      const r = await list(q);
      assert.equal(r.status, 422, `${q}: ${r.text}`);
      assertErrorBody(r, 'validation_failed');
    }
  });

  it('PATCH changes status and paymentStatus, refreshing updatedAt', async () => {
    const before = (await list(`?q=${orders.B.id}`)).json.items[0];
    await sleep(1100); // timestamps are shown to the second
    const r = await api('PATCH', `/api/admin/orders/${orders.B.id}`, {
      body: { status: 'processing' },
    });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.status, 'processing');
    assert.equal(r.json.paymentStatus, 'pending');
    assert.ok(Date.parse(r.json.updatedAt) > Date.parse(before.updatedAt), 'updatedAt refreshed');
    assert.equal(r.json.createdAt, before.createdAt);
    const paid = await api('PATCH', `/api/admin/orders/${orders.B.id}`, {
      body: { paymentStatus: 'paid' },
    });
    assert.equal(paid.status, 200, paid.text);
    assert.equal(paid.json.status, 'processing', 'status kept');
    assert.equal(paid.json.paymentStatus, 'paid');
    const both = await api('PATCH', `/api/admin/orders/${orders.D.id}`, {
      body: { status: 'cancelled', paymentStatus: 'refunded' },
    });
    assert.equal(both.status, 200, both.text);
    assert.equal(both.json.status, 'cancelled');
    assert.equal(both.json.paymentStatus, 'refunded');
    const track = await request('POST', `${srv.url}/api/track`, {
      body: { orderId: orders.B.id, phone: CUSTOMERS.bilal.phone },
    });
    assert.equal(track.json?.status, 'processing', 'the shopper sees the new status');
  });

  it('any of the four statuses can be set at any time, in any order', async () => {
    for (const status of ['delivered', 'pending', 'cancelled', 'processing', 'pending']) {
      const r = await api('PATCH', `/api/admin/orders/${orders.A.id}`, { body: { status } });
      assert.equal(r.status, 200, `${status}: ${r.text}`);
      assert.equal(r.json.status, status);
    }
    for (const paymentStatus of ['paid', 'refunded', 'pending']) {
      const r = await api('PATCH', `/api/admin/orders/${orders.A.id}`, { body: { paymentStatus } });
      assert.equal(r.status, 200, `${paymentStatus}: ${r.text}`);
    }
  });

  it('invalid status or paymentStatus → 422 and nothing changes; unknown order → 404', async () => {
    for (const body of [
      { status: 'shipped' },
      { status: 'PENDING' },
      { paymentStatus: 'free' },
      { status: 'delivered', paymentStatus: 'maybe' },
      {},
    ]) {
      const r = await api('PATCH', `/api/admin/orders/${orders.B.id}`, { body });
      assert.equal(r.status, 422, `${JSON.stringify(body)}: ${r.text}`);
      assertErrorBody(r, 'validation_failed');
    }
    const b = (await list(`?q=${orders.B.id}`)).json.items[0];
    assert.equal(b.status, 'processing');
    assert.equal(b.paymentStatus, 'paid');
    const missing = await api('PATCH', '/api/admin/orders/ORD-NOPE', {
      body: { status: 'delivered' },
    });
    assert.equal(missing.status, 404, missing.text);
    assertErrorBody(missing, 'not_found');
  });

  it('the status filter (all, pending, processing, cancelled), alone and with a search', async () => {
    assert.deepEqual(await listIds('?status=processing'), [orders.B.id]);
    assert.deepEqual(await listIds('?status=cancelled'), [orders.D.id]);
    assert.deepEqual(await listIds('?status=pending'), [orders.C.id, orders.A.id]);
    assert.deepEqual(await listIds('?status=delivered'), []);
    assert.equal((await listIds('?status=all')).length, 4);
    assert.deepEqual(await listIds('?status=pending&q=ayesha'), [orders.C.id, orders.A.id]);
    assert.deepEqual(await listIds('?status=processing&q=ayesha'), []);
    const pending = await list('?status=pending');
    assert.equal(pending.json.total, 2);
    const bad = await list('?status=shipped');
    assert.equal(bad.status, 422, bad.text);
  });

  it('customers: one per e-mail (case-insensitive), with totalOrders and a count', async () => {
    const r = await api('GET', '/api/admin/customers');
    assert.equal(r.status, 200, r.text);
    const items = r.json.items;
    assert.equal(items.length, 3, JSON.stringify(items.map((c) => c.email)));
    const ayesha = items.filter((c) => c.email.toLowerCase() === 'ayesha.khan@example.com');
    assert.equal(ayesha.length, 1, 'the two Ayesha orders are one customer');
    assert.equal(ayesha[0].totalOrders, 2);
    assert.equal(ayesha[0].name, 'Ayesha Khan');
    assert.equal(ayesha[0].city, 'Islamabad');
    assert.equal(ayesha[0].phone, CUSTOMERS.ayesha2.phone, 'the newest order\u2019s details');
    assert.equal(Date.parse(ayesha[0].lastOrderDate), Date.parse(orders.C.createdAt));
    assert.equal(Date.parse(ayesha[0].createdAt), Date.parse(orders.A.createdAt));
    const bilal = items.find((c) => c.email === 'bilal@example.com');
    assert.equal(bilal.totalOrders, 1);
    assert.equal(bilal.address, 'House 1, Street 2, F-7');
    // The summary is the customer count (orders and revenue are the dashboard's;
    // summing them over the customers table at 1M orders is too slow for this page).
    assert.deepEqual(r.json.summary, { customers: 3 });
    // D is cancelled: it does not count as money spent.
    const spent = items.reduce((sum, c) => sum + c.totalSpentPaisa, 0);
    assert.equal(spent, orders.A.totalPaisa + orders.B.totalPaisa + orders.C.totalPaisa);
    assert.equal(r.json.nextCursor, null);
  });

  it('CSV export: text/csv attachment, the header line and one row per order', async () => {
    const r = await api('GET', '/api/admin/orders.csv');
    assert.equal(r.status, 200, r.text);
    assert.match(r.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(r.headers.get('content-disposition') ?? '', /^attachment;.*filename=.*\.csv/);
    const rows = parseCsv(r.text).filter((row) => row.length > 1 || row[0] !== '');
    const header = rows[0];
    for (const col of ['Order', 'Status', 'Customer', 'Email', 'Phone', 'Total (PKR)']) {
      assert.ok(header.includes(col), `CSV header lacks '${col}': ${header.join(',')}`);
    }
    assert.equal(rows.length, 1 + 4, 'header + one row per order');
    const idCol = header.indexOf('Order');
    assert.deepEqual(
      rows
        .slice(1)
        .map((row) => row[idCol])
        .sort(),
      Object.values(orders)
        .map((o) => o.id)
        .sort(),
    );
    for (const row of rows) assert.equal(row.length, header.length, `ragged row: ${row.join('|')}`);
    const b = rows.find((row) => row[idCol] === orders.B.id);
    assert.equal(b[header.indexOf('Status')], 'processing');
    assert.equal(b[header.indexOf('Total (PKR)')], (orders.B.totalPaisa / 100).toFixed(2));
    const d = rows.find((row) => row[idCol] === orders.D.id);
    assert.ok(
      !/^[=+\-@]/.test(d[header.indexOf('Customer')]),
      'no formula injection in a spreadsheet',
    );
    const filtered = parseCsv(
      (await api('GET', '/api/admin/orders.csv?status=processing')).text,
    ).filter((row) => row.length > 1);
    assert.equal(filtered.length, 2, 'the export honours the status filter');
  });

  it('order mail is listed in admin (two mails per order)', async () => {
    const r = await api('GET', '/api/admin/mail');
    assert.equal(r.status, 200, r.text);
    for (const o of Object.values(orders)) {
      const mails = r.json.items.filter((m) => m.orderId === o.id);
      assert.equal(mails.length, 2, `mails for ${o.id}: ${JSON.stringify(mails)}`);
    }
  });

  it('DELETE removes an order for good; a second DELETE → 404', async () => {
    const r = await api('DELETE', `/api/admin/orders/${orders.D.id}`);
    assert.equal(r.status, 204, r.text);
    assert.ok(!(await listIds()).includes(orders.D.id));
    assert.equal((await list()).json.total, 3);
    const guest = await getJson(`${srv.url}/api/orders/${orders.D.id}?token=${tokens.D}`);
    assert.equal(guest.status, 404, 'the shopper cannot load it any more');
    const again = await api('DELETE', `/api/admin/orders/${orders.D.id}`);
    assert.equal(again.status, 404, again.text);
    const customers = await api('GET', '/api/admin/customers');
    assert.equal(customers.json.summary.customers, 2, 'the deleted order was its customer\u2019s only');
    assert.equal(customers.json.items.reduce((n, c) => n + c.totalOrders, 0), 3);
    assert.ok(!customers.json.items.some((c) => c.email === 'chandni@example.com'));
    const audit = await api('GET', '/api/admin/audit-logs');
    const entries = audit.json.items.filter(
      (a) => a.action === 'delete' && a.resource === 'order' && a.resourceId === orders.D.id,
    );
    assert.deepEqual(
      entries.map((a) => a.success),
      [false, true],
      'both deletes audited, newest first',
    );
  });

  it('contact messages appear in admin, newest first, with every field', async () => {
    const send = (over) =>
      request('POST', `${srv.url}/api/contact`, {
        body: {
          name: 'Sana Malik',
          email: 'sana@example.com',
          phone: '+92 321 7777777',
          subject: 'Billing Question',
          message: 'Please send my last invoice.',
          ...over,
        },
      });
    const first = await send({});
    assert.equal(first.status, 201, first.text);
    await sleep(10);
    const second = await send({
      name: 'Omar Farooq',
      email: 'omar@example.com',
      phone: '',
      subject: 'Feedback',
      message: 'Great water!',
    });
    assert.equal(second.status, 201, second.text);
    const r = await api('GET', '/api/admin/messages');
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.items.length, 2);
    const [newest, older] = r.json.items;
    assert.equal(newest.name, 'Omar Farooq');
    assert.equal(newest.subject, 'Feedback');
    assert.equal(newest.message, 'Great water!');
    assert.equal(older.name, 'Sana Malik');
    assert.equal(older.email, 'sana@example.com');
    assert.equal(older.phone, '+92 321 7777777');
    assert.equal(older.subject, 'Billing Question');
    assert.equal(older.message, 'Please send my last invoice.');
    assert.ok(Date.parse(older.createdAt) <= Date.parse(newest.createdAt));
  });
});
