// Migration 007 builds the customers table from the orders placed before it:
// the same customers the orders say, including an order with no e-mail (keyed by phone)
// and a cancelled one.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { signIn, startServer } from './harness.mjs';
import { startAgain } from './suite.mjs';
import { deriveCustomers, placeOrder, walkCustomers } from './customers-helpers.mjs';

const sql = (srv, text) =>
  srv.databaseUrl
    ? execFileSync('psql', [srv.databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qc', text])
    : execFileSync('sqlite3', [path.join(srv.dataDir, 'aquapure.db'), text]);

it('migration 007 gives the orders placed before it their customers', async () => {
  // No `aquapure check`: the suite takes the schema back before 007 and adds an order with no
  // lines, as old databases may hold.
  const first = await startServer({ check: false });
  const placed = [];
  const place = async (details) => {
    const order = await placeOrder(first.url, { city: 'Islamabad', ...details });
    const rec = { order, details: { city: 'Islamabad', ...details }, status: 'pending' };
    placed.push(rec);
    return rec;
  };
  const sara = { firstName: 'Sara', lastName: 'Ali', phone: '0300 1112223' };
  await place({ ...sara, email: 'Sara@Example.pk' });
  const cancelled = await place({ ...sara, email: 'sara@example.pk' });
  await place({
    firstName: 'Omar',
    lastName: 'Butt',
    email: 'omar@example.pk',
    phone: '0301 7654321',
  });
  const api = await signIn(first.url);
  const r = await api('PATCH', `/api/admin/orders/${cancelled.order.id}`, {
    body: { status: 'cancelled' },
  });
  assert.equal(r.status, 200, r.text);
  cancelled.status = 'cancelled';
  first.kill('SIGTERM');
  await first.exited;

  // An order with no e-mail (as old orders may have), then back to the schema before 007.
  const last = placed.at(-1).order;
  sql(
    first,
    'INSERT INTO orders (id, access_token_hash, first_name, last_name, email, phone, address, ' +
      'city, postal_code, notes, payment_method, status, delivery_date, delivery_time, ' +
      'subtotal_paisa, total_paisa, tracking_number, order_date, created_at, updated_at) ' +
      "SELECT 'ORD-PHONE-ONLY', 'h', 'Phone', 'Only', '', '0399 555', '', city, postal_code, " +
      "'', payment_method, 'pending', delivery_date, delivery_time, 12300, 12300, 'WDPHONE', " +
      `order_date + 1000, created_at + 1000, updated_at FROM orders WHERE id = '${last.id}'`,
  );
  sql(
    first,
    'DROP TABLE customers; DROP INDEX orders_customer_key; DROP INDEX mail_outbox_sent_bodies; ' +
      'DELETE FROM schema_migrations WHERE version = 7',
  );
  const phoneOnlyAt = new Date(Date.parse(last.createdAt) + 1000).toISOString();
  placed.push({
    order: { createdAt: phoneOnlyAt.replace('.000Z', 'Z'), totalPaisa: 12300, customerDetails: {} },
    details: {
      firstName: 'Phone',
      lastName: 'Only',
      email: '',
      phone: '0399 555',
      city: 'Islamabad',
    },
    status: 'pending',
  });

  const server = await startAgain(first, {}, { check: false });
  try {
    const admin = await signIn(server.url);
    const got = await walkCustomers(admin, '', 2);
    const want = deriveCustomers(placed);
    assert.deepEqual(got.map((c) => c.id).sort(), [...want.keys()].sort());
    for (const c of got) {
      const { bottleBalance, ...rest } = c;
      assert.equal(typeof bottleBalance, 'number');
      assert.deepEqual(rest, want.get(c.id), c.id);
    }
    assert.equal(got[0].id, 'p:0399 555', 'the newest customer first');
    // Orders placed after the migration keep the table up to date.
    await placeOrder(server.url, { ...sara, email: 'SARA@example.pk', city: 'Islamabad' });
    const sara2 = (await walkCustomers(admin, 'sara', 10)).map((c) => [c.id, c.totalOrders]);
    assert.deepEqual(sara2, [['e:sara@example.pk', 3]]);
  } finally {
    await server.stop();
    await first.stop();
  }
});
