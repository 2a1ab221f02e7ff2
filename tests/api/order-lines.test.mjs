// What the shopper chose is what is charged, delivered and mailed: the same
// product twice (with and without a bottle exchange) stays two lines priced as sent, in the
// quote, the order, the admin list and CSV, and both mails; both notes travel with the
// order; the mails explain the total like the confirmation page; people read Pakistan time.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startServer, request, getJson, signIn } from './harness.mjs';

const PK = 5 * 3600_000;
const BOTTLE = '19 Liter Bottle (Without Stand)';

const CUSTOMER = Object.freeze({
  firstName: 'Sana',
  lastName: 'Lines',
  email: 'sana.lines@example.pk',
  phone: '+92 301 7654321',
  address: 'House 3, Street 9, G-9/4',
  city: 'Islamabad',
  postalCode: '44090',
  notes: 'Call at the gate',
});

const exchanged = (quantity) => ({ productId: '1', quantity, hasBottleExchange: true });
const withDeposit = (quantity) => ({ productId: '1', quantity, hasBottleExchange: false });
const family = { productId: 'subscription-family', purchaseType: 'subscription', subscriptionPlan: 'family' };

/** '24 Nov 2026, 00:54 PKT' for an ISO instant, as the server writes it for people. */
function pakistanText(iso) {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Karachi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${f.format(new Date(iso))} PKT`;
}

function mailTexts(dir, orderId) {
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml') && f.includes(orderId));
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(path.join(dir, f), 'utf8');
    const boundary = raw.match(/boundary="([^"]+)"/)[1];
    const plain = raw
      .split(`--${boundary}`)
      .find((p) => /Content-Type: text\/plain/.test(p));
    const body = plain.split(/\r?\n\r?\n/).slice(1).join('');
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  });
}

describe('order lines: exchange, deposits, notes, breakdown and dates', () => {
  let srv;
  let api;

  before(async () => {
    srv = await startServer({ env: { AQUA_MAIL_POLL_MS: '100' } });
    api = await signIn(srv.url);
  });
  after(async () => {
    await srv?.stop();
  });

  const quote = (body) => request('POST', `${srv.url}/api/quote`, { body });
  const place = async (over) => {
    const tomorrow = new Date(Date.now() + PK + 86_400_000).toISOString().slice(0, 10);
    const r = await request('POST', `${srv.url}/api/orders`, {
      headers: { 'idempotency-key': `lines-${randomUUID()}` },
      body: {
        customerId: 'guest',
        customerDetails: { ...CUSTOMER },
        total: 1,
        deliveryDate: tomorrow,
        deliveryTime: '3pm-6pm',
        paymentMethod: 'cod',
        ...over,
      },
    });
    assert.equal(r.status, 201, r.text);
    return r.json;
  };

  it('the quote prices the same bottle with and without an exchange as two lines', async () => {
    const cases = [
      // [items, coupon, total paisa]
      [[withDeposit(1), exchanged(1)], '', 125000 + 25000],
      [[exchanged(1), withDeposit(1)], '', 25000 + 125000],
      [[exchanged(3), withDeposit(1)], 'SAVE10', 75000 + 125000 - 10000],
      [[exchanged(2), family, withDeposit(1)], '', 50000 + 249900 + 125000],
      [[exchanged(2), family, withDeposit(1)], 'WELCOME15', 50000 + 249900 + 125000 - 48735],
    ];
    for (const [items, couponCode, total] of cases) {
      const r = await quote({ items, couponCode });
      assert.equal(r.status, 200, r.text);
      const what = JSON.stringify(items) + couponCode;
      assert.deepEqual(r.json.errors, {}, what);
      assert.equal(r.json.totalPaisa, total, what);
      assert.equal(r.json.lines.length, items.length, what);
      r.json.lines.forEach((line, n) => {
        const sent = items[n];
        assert.equal(line.index, n, what);
        assert.equal(line.productId, sent.productId, what);
        // A plan line that does not say exchanges (its plan's 19 L bottle takes empties back).
        const exchange = sent.hasBottleExchange ?? sent.purchaseType === 'subscription';
        assert.equal(line.hasBottleExchange, exchange, what);
        const expectDeposit = sent.productId === '1' && !sent.hasBottleExchange;
        assert.equal(line.depositUnitPaisa, expectDeposit ? 100000 : 0, what);
        assert.equal(line.depositPaisa, expectDeposit ? 100000 * sent.quantity : 0, what);
      });
    }
  });

  it("an exchange is kept only where the bottles take empties back (a returnable product, a plan's)", async () => {
    const r = await quote({
      items: [
        { productId: '2', quantity: 1, hasBottleExchange: true },
        { ...family, hasBottleExchange: true },
        { ...family, hasBottleExchange: false },
      ],
    });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(
      r.json.lines.map((l) => [l.hasBottleExchange, l.depositPaisa, l.bottleCount]),
      [
        [false, 0, 1],
        [true, 0, 3],
        [false, 300000, 3], // the 19 L bottle's deposit for one week's 3 of 12 bottles
      ],
    );
    assert.equal(r.json.totalPaisa, 36000 + 249900 + 249900 + 300000);
  });

  it('the order, its GET, the admin list, CSV and both mails show each line as chosen', async () => {
    const o = await place({
      items: [exchanged(3), withDeposit(1), family],
      couponCode: 'save10',
      orderNote: 'Leave the empties by the blue door',
    });
    // goods 750 + 250 + 2,499 = 3,499; deposit 1,000; SAVE10 = 349.90.
    assert.deepEqual(
      o.items.map((i) => [i.productId, i.quantity, i.hasBottleExchange, i.depositUnitPaisa, i.lineTotalPaisa]),
      [
        ['1', 3, true, 0, 75000],
        ['1', 1, false, 100000, 125000],
        ['subscription-family', 1, true, 0, 249900],
      ],
    );
    assert.equal(o.items[2].subscriptionSavingsPaisa, 44100);
    assert.equal(o.subtotalPaisa, 449900);
    assert.equal(o.depositsPaisa, 100000);
    assert.equal(o.subscriptionSavingsPaisa, 44100);
    assert.equal(o.discountPaisa, 34990);
    assert.equal(o.totalPaisa, 414910);
    assert.equal(o.customerDetails.notes, 'Call at the gate');
    assert.equal(o.orderNote, 'Leave the empties by the blue door');
    assert.match(o.orderDate, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/, 'the API keeps ISO 8601');

    const got = await getJson(`${srv.url}/api/orders/${o.id}`, {
      headers: { 'x-order-token': o.accessToken },
    });
    assert.equal(got.status, 200, got.text);
    assert.deepEqual(got.json.items, o.items);
    assert.equal(got.json.orderNote, o.orderNote);

    const list = await api('GET', `/api/admin/orders?q=${o.id}`);
    assert.equal(list.status, 200, list.text);
    const listed = list.json.items.find((x) => x.id === o.id);
    assert.deepEqual(listed.items, o.items);
    assert.equal(listed.customerDetails.notes, 'Call at the gate');
    assert.equal(listed.orderNote, 'Leave the empties by the blue door');

    const csv = await api('GET', `/api/admin/orders.csv?q=${o.id}`);
    assert.equal(csv.status, 200, csv.text);
    const row = csv.text.split('\r\n').find((l) => l.startsWith(o.id));
    assert.ok(row, csv.text);
    assert.ok(row.includes(`,${JSON.stringify(pakistanText(o.orderDate))},`), row);
    assert.ok(row.includes(`${BOTTLE} x 3 (exchange: collect 3 empties); ${BOTTLE} x 1 (deposit PKR 1,000.00 × 1)`), row);
    assert.ok(!row.includes(o.orderDate), 'no raw UTC timestamp in the CSV');

    const dir = path.join(srv.dataDir, 'mail');
    let texts = [];
    for (let i = 0; i < 100 && texts.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      texts = mailTexts(dir, o.id);
    }
    assert.equal(texts.length, 2, 'admin and customer mail');
    const deliveryDay = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${o.deliveryDate}T00:00:00Z`));
    for (const text of texts) {
      for (const expected of [
        `- ${BOTTLE} x 3 = PKR 750.00 (exchange: collect 3 empties)\n`,
        `- ${BOTTLE} x 1 = PKR 1,250.00 (deposit PKR 1,000.00 × 1)\n`,
        // The plan's bottles: a week's 3 of 12 exchanged on every delivery.
        '- Family Subscription x 1 (subscription: Family, you save PKR 441.00) = PKR 2,499.00 (exchange: collect 3 empties per delivery)\n',
        'Subtotal: PKR 4,940.00 (includes refundable bottle deposits of PKR 1,000.00)\n',
        'Subscription savings: -PKR 441.00\n',
        'Coupon SAVE10: -PKR 349.90\n',
        'Delivery: Free\n',
        'Total: PKR 4,149.10\n',
        'Delivery instructions: Call at the gate\n',
        'Order note: Leave the empties by the blue door\n',
        `Order date: ${pakistanText(o.orderDate)}\n`,
        `Delivery date: ${deliveryDay}\n`,
      ]) {
        assert.ok(text.includes(expected), `${JSON.stringify(expected)} in\n${text}`);
      }
      assert.ok(!text.includes(o.orderDate.slice(0, 13)), 'no raw UTC timestamp in a mail');
    }
  });

  it('the order note alone reaches the admin mail (it used to say "None")', async () => {
    const o = await place({
      items: [withDeposit(1)],
      customerDetails: { ...CUSTOMER, notes: '' },
      orderNote: 'Second floor',
    });
    const dir = path.join(srv.dataDir, 'mail');
    let texts = [];
    for (let i = 0; i < 100 && texts.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      texts = mailTexts(dir, o.id);
    }
    assert.equal(texts.length, 2);
    for (const text of texts) {
      assert.ok(text.includes('Special notes: Order note: Second floor\n'), text);
      assert.ok(!text.includes('Special notes: None'), text);
    }
  });
});
