// The CSV export's rows field by field (the export reads its rows its own way, so
// its bytes are checked against the orders as the admin list answers them): quotes, commas
// and line breaks in names and addresses, a leading '=' or '-' (no formula in a
// spreadsheet), the Pakistan time, the items with their bottle handling, the money and the
// row order (newest first). Rows across batches: admin-orders-pages.test.mjs.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer, request, signIn } from './harness.mjs';
import { parseCsv } from './csv.mjs';

const tomorrowPk = () => new Date(Date.now() + 5 * 3600_000 + 86400_000).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "24 Nov 2026, 00:54 PKT" (UTC+5), as the server writes it. */
function pakistanTime(iso) {
  const d = new Date(Date.parse(iso) + 5 * 3600_000);
  const pad = (n) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} PKT`;
}
const pkr = (paisa) =>
  `PKR ${Math.floor(paisa / 100).toLocaleString('en-US')}.${String(paisa % 100).padStart(2, '0')}`;
/** A cell as a spreadsheet must not run it: a leading = + - @ gets a quote mark. */
const guarded = (v) => (/^[=+\-@]/.test(v) ? `'${v}` : v);

function itemsText(items) {
  return items
    .map((i) => {
      const n = i.quantity;
      let bottles = '';
      if (i.hasBottleExchange) bottles = `exchange: collect ${n} ${n === 1 ? 'empty' : 'empties'}`;
      else if (i.depositPaisa > 0) bottles = `deposit ${pkr(i.depositPaisa / n)} × ${n}`;
      return `${i.productName} x ${n}${bottles ? ` (${bottles})` : ''}`;
    })
    .join('; ');
}

/** The row the export must hold for an order as the admin list shows it. */
function expectedRow(o) {
  const c = o.customerDetails;
  return [
    o.id,
    pakistanTime(o.createdAt),
    o.status,
    o.paymentLabel,
    o.paymentStatus,
    `${c.firstName} ${c.lastName}`,
    c.email,
    c.phone,
    c.deliveryAddress.address,
    c.deliveryAddress.city,
    c.deliveryAddress.postalCode,
    o.deliveryDate,
    o.deliveryTime,
    itemsText(o.items),
    o.couponCode,
    (o.totalPaisa / 100).toFixed(2),
    o.trackingNumber,
  ].map(guarded);
}

const TRICKY = [
  {
    firstName: 'Sa"ra, "Jr"',
    lastName: "O'Neil, Khan",
    address: 'House 5, "Blue Gate"\nStreet 9',
    deliveryAddress: { address: 'Flat 2,\r\nBlock "C"', city: 'Rawalpindi', postalCode: '46000' },
    items: [
      { productId: '1', quantity: 2, purchaseType: 'one-time', hasBottleExchange: true },
      { productId: '2', quantity: 1, purchaseType: 'one-time' },
    ],
  },
  {
    firstName: '=HYPERLINK("x")',
    lastName: 'Raza',
    address: '-1, Main Road',
    items: [{ productId: '5', quantity: 1, purchaseType: 'one-time' }],
    paymentMethod: 'wallet',
  },
  {
    firstName: 'Plain',
    lastName: 'Name',
    address: 'House 1 Street 2',
    items: [{ productId: '1', quantity: 1, purchaseType: 'one-time' }],
  },
];

describe('admin CSV export, field by field', () => {
  let srv;
  let api;

  async function place(t, i) {
    const res = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': `csv-test-${randomUUID()}` },
      body: {
        customerId: 'guest',
        items: t.items,
        customerDetails: {
          firstName: t.firstName,
          lastName: t.lastName,
          email: `csv${i}@example.com`,
          phone: `+92 300 100000${i}`,
          address: t.address,
          city: 'Islamabad',
          postalCode: '44000',
          ...(t.deliveryAddress ? { deliveryAddress: t.deliveryAddress } : {}),
        },
        total: 1,
        deliveryDate: tomorrowPk(),
        deliveryTime: '12pm-3pm',
        paymentMethod: t.paymentMethod ?? 'cod',
      },
    });
    assert.equal(res.status, 201, res.text);
    return res.json;
  }

  before(
    async () => {
      srv = await startServer();
      api = await signIn(srv.url);
      for (const [i, t] of TRICKY.entries()) {
        await place(t, i);
        await sleep(15);
      }
    },
    { timeout: 30_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it('every cell equals the order as the admin list answers it', async () => {
    const list = await api('GET', '/api/admin/orders?limit=100');
    assert.equal(list.status, 200, list.text);
    const r = await api('GET', '/api/admin/orders.csv');
    assert.equal(r.status, 200, r.text);
    const rows = parseCsv(r.text);
    assert.equal(rows.length, 1 + TRICKY.length, 'header + one row per order');
    assert.equal(rows[0].length, 17);
    assert.deepEqual(rows.slice(1), list.json.items.map(expectedRow), 'newest first, every field');
    // The tricky values really reached the file (quoted, with their line breaks).
    const first = list.json.items.find((o) => o.customerDetails.firstName.startsWith('Sa"ra'));
    assert.ok(first, 'the order with quotes in its name');
    assert.match(first.customerDetails.deliveryAddress.address, /\n/, 'the address kept its line break');
    assert.ok(r.text.includes('"Sa""ra, ""Jr"" O\'Neil, Khan"'), 'quotes doubled, commas quoted');
    assert.ok(r.text.includes("'=HYPERLINK(\"\"x\"\") Raza"), 'formula guarded');
    assert.ok(r.text.includes('(exchange: collect 2 empties)'), 'bottle handling');
  });

  it('a filtered export holds exactly the matching orders, field by field', async () => {
    const list = await api('GET', '/api/admin/orders?q=csv1%40example.com');
    assert.equal(list.json.items.length, 1);
    const r = await api('GET', '/api/admin/orders.csv?q=csv1%40example.com');
    assert.deepEqual(parseCsv(r.text).slice(1), list.json.items.map(expectedRow));
    const words = await api('GET', '/api/admin/orders.csv?q=plain%20name&status=pending');
    assert.deepEqual(
      parseCsv(words.text)
        .slice(1)
        .map((row) => row[5]),
      ['Plain Name'],
    );
  });
});
