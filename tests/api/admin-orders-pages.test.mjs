// The admin orders list at scale: keyset pages by cursor that never skip or
// repeat an order while new orders arrive, prev/next cursors, search by id, name, e-mail and
// phone, the status filter across pages, a bounded total, a bad cursor → 400, and the CSV
// export streamed with every row (more orders than one export batch of 1,000).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startServer, request, assertErrorBody, signIn, testDb } from './harness.mjs';

const tomorrowPk = () =>
  new Date(Date.now() + 5 * 3600_000 + 86400_000).toISOString().slice(0, 10);

describe('admin orders: cursor pages, search, filter, export', () => {
  let srv;
  let api;
  let seq = 0;
  const placed = []; // every order placed, in placing order

  async function place(extra = {}) {
    const n = ++seq;
    const res = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': `pages-${randomUUID()}` },
      body: {
        customerId: 'guest',
        items: [{ productId: '1', quantity: 1 + (n % 3), purchaseType: 'one-time' }],
        customerDetails: {
          firstName: `Pager${n}`,
          lastName: n % 2 ? 'Odd' : 'Even',
          email: `pager${n}@example.pk`,
          phone: `+92 300 ${String(7000000 + n)}`,
          address: `House ${n}, Street 9`,
          city: 'Islamabad',
          postalCode: '44000',
        },
        total: 1,
        deliveryDate: tomorrowPk(),
        deliveryTime: '9am-12pm',
        paymentMethod: 'cod',
        ...extra,
      },
    });
    assert.equal(res.status, 201, res.text);
    placed.push(res.json);
    return res.json;
  }

  // Places n orders, `width` at a time.
  async function placeMany(n, width = 8) {
    for (let done = 0; done < n; done += width)
      await Promise.all(Array.from({ length: Math.min(width, n - done) }, () => place()));
  }

  // The direct fast path: n orders (one line each) straight into the server's database,
  // older than every placed order. Returns their ids.
  function insertDirectly(n) {
    const t = Date.now() - 86400_000;
    const lite = testDb === 'sqlite';
    const series = lite
      ? `(WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n}) SELECT i FROM s)`
      : `generate_series(1, ${n}) AS s(i)`;
    const sql = `INSERT INTO orders (id, access_token_hash, first_name, last_name, email, phone,
        address, city, postal_code, delivery_date, delivery_time, subtotal_paisa, total_paisa,
        tracking_number, order_date, created_at, updated_at)
      SELECT 'ORD-BULK' || i, 'x', 'Bulk' || i, 'Row', 'bulk' || i || '@example.pk',
        '0300' || (2000000 + i), 'House 1', 'Islamabad', '44000', '2026-01-01', '9am-12pm',
        1000, 1000, 'WDBULK' || i, ${t} - i * 1000, ${t} - i * 1000, ${t} - i * 1000 FROM ${series};
      INSERT INTO order_items (order_id, position, product_id, product_name, unit_paisa,
        quantity, purchase_type, line_total_paisa)
      SELECT 'ORD-BULK' || i, 0, '1', 'Bulk bottle', 1000, 1, 'one-time', 1000 FROM ${series};`;
    if (lite)
      execFileSync('sqlite3', ['-cmd', '.timeout 10000', path.join(srv.dataDir, 'aquapure.db'), sql]);
    else execFileSync('psql', [srv.databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql]);
    return Array.from({ length: n }, (_, i) => `ORD-BULK${i + 1}`);
  }

  const page = async (query) => {
    const r = await api('GET', `/api/admin/orders${query}`);
    assert.equal(r.status, 200, `${query}: ${r.text}`);
    return r.json;
  };

  // Every page from the first by nextCursor; `between` runs after each page.
  async function walk(query, between = async () => {}) {
    const ids = [];
    let cursor = null;
    for (let guard = 0; guard < 1000; guard++) {
      const sep = query ? '&' : '?';
      const p = await page(cursor ? `${query}${sep}cursor=${cursor}` : query);
      ids.push(...p.items.map((o) => o.id));
      await between(p);
      if (!p.nextCursor) return ids;
      cursor = encodeURIComponent(p.nextCursor);
    }
    throw new Error('too many pages');
  }

  before(
    async () => {
      // No `aquapure check`: insertDirectly() writes thousands of orders straight into the
      // database, without the day totals and customers the orders room keeps with each order.
      srv = await startServer({ check: false });
      api = await signIn(srv.url);
      await placeMany(60);
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it('pages newest first by cursor; orders placed between fetches are neither skipped nor repeated', async () => {
    const before = await walk('');
    assert.equal(before.length, placed.length);
    const startIds = new Set(placed.map((o) => o.id));
    const seen = await walk('?limit=7', async () => {
      await place();
      await place();
    });
    assert.equal(new Set(seen).size, seen.length, 'no order shown twice');
    for (const id of startIds) assert.ok(seen.includes(id), `${id} skipped`);
    // The walk began before the new orders: it shows exactly the orders that existed.
    assert.deepEqual(seen, before);
    const now = await walk('?limit=100');
    assert.equal(now.length, placed.length, 'the new orders are on the first pages now');
  });

  it('prevCursor leads back to the page before; the first page has none', async () => {
    const p1 = await page('?limit=5');
    assert.equal(p1.prevCursor, null);
    assert.ok(p1.nextCursor);
    const p2 = await page(`?limit=5&cursor=${encodeURIComponent(p1.nextCursor)}`);
    const p3 = await page(`?limit=5&cursor=${encodeURIComponent(p2.nextCursor)}`);
    assert.ok(p3.prevCursor);
    const back = await page(`?limit=5&cursor=${encodeURIComponent(p3.prevCursor)}`);
    assert.deepEqual(
      back.items.map((o) => o.id),
      p2.items.map((o) => o.id),
    );
    const first = await page(`?limit=5&cursor=${encodeURIComponent(p2.prevCursor)}`);
    assert.deepEqual(
      first.items.map((o) => o.id),
      p1.items.map((o) => o.id),
    );
    assert.equal(first.prevCursor, null, 'nothing newer than the first page');
    assert.equal(p1.total, placed.length);
    assert.equal(p1.totalCapped, false);
  });

  it('search finds an order by id, name, e-mail and phone', async () => {
    const o = placed[10];
    const n = Number(o.customerDetails.firstName.slice('Pager'.length));
    const ids = async (q) => (await page(`?q=${encodeURIComponent(q)}`)).items.map((x) => x.id);
    assert.deepEqual(await ids(o.id), [o.id], 'id');
    assert.deepEqual(await ids(o.id.toLowerCase()), [o.id], 'id, any case');
    // Ids start with six characters of the clock (orders placed together share them), then
    // four random ones: a prefix into the random part narrows to a few orders.
    assert.deepEqual(await ids(o.id.slice(0, 12)).then((l) => l.includes(o.id)), true, 'id prefix');
    assert.deepEqual(await ids(`Pager${n} ${o.customerDetails.lastName}`), [o.id], 'full name');
    assert.ok((await ids(`pager${n}`)).includes(o.id), 'first name (and e-mail word), any case');
    assert.deepEqual(await ids(`PAGER${n}@example.pk`), [o.id], 'e-mail');
    assert.deepEqual(await ids(`pager${n}@exa`), [o.id], 'e-mail prefix');
    assert.deepEqual(await ids(`+92 300 ${7000000 + n}`), [o.id], 'phone as entered');
    assert.deepEqual(await ids(`${7000000 + n}`), [o.id], 'the last digits of the phone');
    assert.deepEqual(await ids(`92300${7000000 + n}`), [o.id], 'the phone as digits');
    assert.deepEqual(await ids('no-such-customer-zz'), []);
    assert.deepEqual(await ids('%'), [], 'punctuation alone matches nothing');
    const odd = await walk('?q=odd&limit=9');
    assert.deepEqual(
      [...odd].sort(),
      placed.filter((x) => x.customerDetails.lastName === 'Odd').map((x) => x.id).sort(),
    );
  });

  it('status filter across pages: exactly the orders with that status, each once', async () => {
    const chosen = placed.filter((_, i) => i % 4 === 0);
    for (const o of chosen) {
      const r = await api('PATCH', `/api/admin/orders/${o.id}`, { body: { status: 'processing' } });
      assert.equal(r.status, 200, r.text);
    }
    const ids = await walk('?status=processing&limit=4');
    assert.deepEqual([...ids].sort(), chosen.map((o) => o.id).sort());
    const processing = await page('?status=processing&limit=4');
    assert.equal(processing.total, chosen.length);
    assert.ok(processing.items.every((o) => o.status === 'processing'));
    const both = await walk('?status=processing&q=odd&limit=3');
    assert.deepEqual(
      [...both].sort(),
      chosen.filter((o) => o.customerDetails.lastName === 'Odd').map((o) => o.id).sort(),
    );
  });

  it('a bad cursor or limit is refused with a clear message, never a 500', async () => {
    for (const cursor of ['zzz', '!!', 'bjEyMy4', 'b' + 'x'.repeat(300), 'eDEyMy5PUkQtMQ']) {
      const r = await api('GET', `/api/admin/orders?cursor=${encodeURIComponent(cursor)}`);
      assert.equal(r.status, 400, `${cursor}: ${r.text}`);
      assertErrorBody(r, 'bad_request');
      assert.match(r.json.error.message, /cursor/i);
    }
    for (const q of ['?limit=0', '?limit=101', '?offset=50']) {
      const r = await api('GET', `/api/admin/orders${q}`);
      assert.equal(r.status, 422, `${q}: ${r.text}`);
    }
  });

  it('CSV export streams every row, more than one batch of 1,000', { timeout: 60_000 }, async () => {
    const bulk = insertDirectly(2500 - placed.length);
    const every = [...placed.map((o) => o.id), ...bulk];
    assert.equal(every.length, 2500);
    const r = await api('GET', '/api/admin/orders.csv', { timeoutMs: 60_000 });
    assert.equal(r.status, 200, r.text.slice(0, 200));
    assert.equal(r.headers.get('transfer-encoding'), 'chunked');
    assert.match(r.headers.get('content-type') ?? '', /^text\/csv/);
    const lines = r.text.split('\r\n').filter((l) => l !== '');
    assert.ok(lines[0].startsWith('Order,Date,Status'), lines[0]);
    const ids = lines.slice(1).map((l) => l.split(',')[0]);
    assert.equal(ids.length, every.length, 'one row per order');
    assert.equal(new Set(ids).size, ids.length, 'no order twice');
    assert.deepEqual([...ids].sort(), every.sort());
    assert.equal((await page(`?q=ORD-BULK1234`)).items[0]?.id, 'ORD-BULK1234', 'indexed too');
    assert.equal((await page(`?q=bulk1234`)).items[0]?.id, 'ORD-BULK1234', 'words indexed too');
    const all = await walk('?limit=100');
    assert.deepEqual(ids, all, 'newest first, as the list');
    const filtered = await api('GET', '/api/admin/orders.csv?status=processing');
    const rows = filtered.text.split('\r\n').filter((l) => l !== '').length - 1;
    assert.equal(rows, (await walk('?status=processing&limit=100')).length);
  });
});
