// Orders, quotes, order tokens and tracking: every validation message of POST /api/orders
// (docs/product.md#checkout-and-pricing, docs/product.md#messages), the Idempotency-Key contract
// (replay, conflict, concurrent twins), server-side pricing that ignores the browser's
// prices, GET /api/orders/{id} with its access token, POST /api/track and its rate limit,
// and POST /api/quote. One server for the whole file; its clock is pinned to 10:00 in
// Pakistan (AQUA_TEST_HOOKS) so delivery dates and slots do not depend on the hour.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  startServer,
  request,
  getJson,
  assertErrorBody,
  signIn,
} from './harness.mjs';

const FORM = 'Please correct the errors in the form before submitting.';
const MISSING = 'Missing required order fields';
const BAD_TOTAL = 'Invalid order total';
const NO_ITEMS = 'Order must contain at least one item';
const NOT_AVAILABLE = 'Some items in your cart are no longer available';
const NOT_VALID = 'Some items in your cart are not valid';
const NOT_TRACKED = 'We could not find an order with that number and phone number';
const RATE = 'Rate limit exceeded. Please try again later.';
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PK = 5 * HOUR;

const CUSTOMER = Object.freeze({
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha.orders@example.pk',
  phone: '+92 300 1234567',
  address: 'House 12, Street 4, F-7/2',
  city: 'Islamabad',
  postalCode: '44000',
  notes: 'Ring the bell twice',
});

describe('orders, quotes and tracking', () => {
  let srv;
  let api; // admin session
  let clockOffset = 0; // the server's clock minus the real one, ms
  let cheap; // a PKR 40 product created for BULK20's minimum

  const setClock = async (offsetMs) => {
    const r = await request('POST', `${srv.url}/api/test/clock`, { body: { offsetMs } });
    assert.equal(r.status, 204, r.text);
    clockOffset = offsetMs;
  };
  /** Starts a fresh 60 s window for the /api/track rate limit (10 tries a minute). */
  const nextTrackWindow = () => setClock(clockOffset + 61_000);
  /** The server's date in Pakistan, plus days: YYYY-MM-DD. */
  const pkDate = (days = 0) =>
    new Date(Date.now() + clockOffset + PK + days * DAY).toISOString().slice(0, 10);

  const newKey = () => `orders-test-${randomUUID()}`;
  const orderBody = (over = {}) => ({
    customerId: 'guest',
    items: [{ productId: '2', quantity: 1, purchaseType: 'one-time' }],
    customerDetails: { ...CUSTOMER },
    total: 1,
    deliveryDate: pkDate(1),
    deliveryTime: '12pm-3pm',
    paymentMethod: 'cod',
    ...over,
  });
  /** orderBody with customerDetails patched; a value of undefined drops the field. */
  const withCustomer = (patch, over = {}) => {
    const cd = { ...CUSTOMER, ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined) delete cd[k];
    return orderBody({ customerDetails: cd, ...over });
  };
  const postOrder = (body, key = newKey(), headers = {}) =>
    request('POST', `${srv.url}/api/orders`, {
      headers: key === null ? headers : { 'idempotency-key': key, ...headers },
      body,
    });
  const place = async (body, key = newKey()) => {
    const r = await postOrder(body, key);
    assert.equal(r.status, 201, r.text);
    return r.json;
  };
  const track = (body) => request('POST', `${srv.url}/api/track`, { body });
  const quote = (body) => request('POST', `${srv.url}/api/quote`, { body });
  const getOrder = (id, { token, query } = {}) =>
    getJson(
      `${srv.url}/api/orders/${encodeURIComponent(id)}${query === undefined ? '' : `?token=${encodeURIComponent(query)}`}`,
      { headers: token === undefined ? {} : { 'x-order-token': token } },
    );

  const adminOrders = async (query = '') => {
    const r = await api('GET', `/api/admin/orders${query}`);
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const orderCount = async () => (await adminOrders('?limit=1')).total;
  const adminOrder = async (id) => {
    const found = (await adminOrders(`?q=${encodeURIComponent(id)}`)).items.filter(
      (o) => o.id === id,
    );
    assert.equal(found.length, 1, `admin finds ${id} exactly once`);
    return found[0];
  };
  const mailsFor = async (id) => {
    const r = await api('GET', '/api/admin/mail');
    assert.equal(r.status, 200, r.text);
    return r.json.items.filter((m) => m.orderId === id);
  };

  function expectValidation(res, message, fields, what = '') {
    assert.equal(res.status, 422, `${what}: ${res.text}`);
    const e = assertErrorBody(res, 'validation_failed');
    assert.equal(e.message, message, what);
    assert.deepEqual(e.fields, fields, what);
  }
  /** Posts body (fresh key) and expects a 422 with exactly this message and these fields. */
  async function refused(body, message, fields, what = JSON.stringify(body).slice(0, 200)) {
    expectValidation(await postOrder(body), message, fields, what);
  }
  /** Runs fn and checks that no order was stored meanwhile. */
  async function storesNothing(fn) {
    const before = await orderCount();
    await fn();
    assert.equal(await orderCount(), before, 'a refused order must not be stored');
  }

  before(
    async () => {
      srv = await startServer({ env: { AQUA_TEST_HOOKS: '1' } });
      // Pin the server to 10:00 in Pakistan today: the 9am-12pm slot has started, 12pm-3pm
      // has not, and no test runs near midnight.
      const pkNow = Date.now() + PK;
      await setClock(pkNow - (pkNow % DAY) + 10 * HOUR - pkNow);
      api = await signIn(srv.url);
      const created = await api('POST', '/api/admin/products', {
        body: { name: 'Test Sachet 250ml', price: 40, imageUrl: '/images/products/2.svg' },
      });
      assert.equal(created.status, 201, created.text);
      cheap = created.json;
      assert.equal(cheap.pricePaisa, 4000);
    },
    { timeout: 30_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  // ---------------------------------------------------------------------------------------
  // Validation

  it(`each missing required field → 422 '${MISSING}' naming it; nothing stored`, async () => {
    await storesNothing(async () => {
      const required = ['customerId', 'items', 'customerDetails', 'total', 'deliveryDate'];
      for (const key of required) {
        for (const [how, value] of [
          ['absent', undefined],
          ['null', null],
          ['empty string', ''],
        ]) {
          const body = orderBody();
          if (value === undefined) delete body[key];
          else body[key] = value;
          await refused(body, MISSING, { [key]: 'Required' }, `${key} ${how}`);
        }
      }
      const all = {};
      for (const key of required) all[key] = 'Required';
      await refused({}, MISSING, all, 'empty body');
      await refused({ deliveryTime: '12pm-3pm' }, MISSING, all, 'only a slot');
      // customerDetails that is not an object is as good as missing.
      await refused(orderBody({ customerDetails: 'Ayesha' }), MISSING, {
        customerDetails: 'Required',
      });
      await refused(orderBody({ customerDetails: [CUSTOMER] }), MISSING, {
        customerDetails: 'Required',
      });
    });
  });

  it(`total not a positive number → 422 '${BAD_TOTAL}'`, async () => {
    await storesNothing(async () => {
      for (const total of [0, -0, -1, -0.01, -2500, '2500', 'NaN', 'Infinity', true, {}, [2500]]) {
        await refused(
          orderBody({ total }),
          BAD_TOTAL,
          { total: BAD_TOTAL },
          `total ${JSON.stringify(total)}`,
        );
      }
      // Raw JSON: NaN is not JSON at all; -0 and 0e5 are zero.
      for (const raw of ['0e5', '-0.0']) {
        const text = JSON.stringify(orderBody()).replace('"total":1', `"total":${raw}`);
        expectValidation(
          await request('POST', `${srv.url}/api/orders`, {
            headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
            body: text,
          }),
          BAD_TOTAL,
          { total: BAD_TOTAL },
          raw,
        );
      }
      const nan = await request('POST', `${srv.url}/api/orders`, {
        headers: { 'idempotency-key': newKey(), 'content-type': 'application/json' },
        body: JSON.stringify(orderBody()).replace('"total":1', '"total":NaN'),
      });
      assert.equal(nan.status, 400, nan.text);
      assertErrorBody(nan, 'bad_json');
    });
  });

  it(`items empty or not a list → 422 '${NO_ITEMS}'; malformed lines name items[i]`, async () => {
    await storesNothing(async () => {
      for (const items of [[], 'water', 5, true, { productId: '2', quantity: 1 }]) {
        await refused(
          orderBody({ items }),
          NO_ITEMS,
          { items: NO_ITEMS },
          `items ${JSON.stringify(items)}`,
        );
      }
      const many = Array.from({ length: 51 }, () => ({ productId: '2', quantity: 1 }));
      await refused(orderBody({ items: many }), 'Too many items', {
        items: 'A cart can hold at most 50 lines',
      });
      await refused(orderBody({ items: [{ productId: '2' }, 'x'] }), NOT_VALID, {
        'items[1]': 'Each item must be an object',
      });
      await refused(orderBody({ items: [{ quantity: 1 }] }), NOT_VALID, {
        'items[0]': 'Product not found',
      });
      await refused(orderBody({ items: [{ productId: '', quantity: 1 }] }), NOT_VALID, {
        'items[0]': 'Product not found',
      });
      for (const quantity of ['two', 1.5, '1']) {
        await refused(
          orderBody({ items: [{ productId: '2', quantity }] }),
          NOT_VALID,
          { 'items[0]': 'quantity: Must be a whole number' },
          `quantity ${JSON.stringify(quantity)}`,
        );
      }
      await refused(
        orderBody({ items: [{ productId: '2', hasBottleExchange: 'yes' }] }),
        NOT_VALID,
        {
          'items[0]': 'hasBottleExchange: Must be true or false',
        },
      );
    });
  });

  it(`each checkout field → 422 '${FORM}' with the shop's message in fields`, async () => {
    const cases = [
      [{ firstName: undefined }, { firstName: 'First name is required' }],
      [{ firstName: '   ' }, { firstName: 'First name is required' }],
      [{ lastName: '' }, { lastName: 'Last name is required' }],
      [{ email: undefined }, { email: 'Email is required' }],
      [{ email: 'ayesha.example.pk' }, { email: 'Please enter a valid email address' }],
      [{ email: 'ayesha@example' }, { email: 'Please enter a valid email address' }],
      [{ email: 'a@b@example.pk' }, { email: 'Please enter a valid email address' }],
      [{ email: 'ayesha khan@example.pk' }, { email: 'Please enter a valid email address' }],
      [{ phone: '' }, { phone: 'Phone number is required' }],
      [{ phone: '12345' }, { phone: 'Please enter a valid phone number' }],
      [{ phone: '+92 300 ABC4567' }, { phone: 'Please enter a valid phone number' }],
      [{ phone: '0300/1234567' }, { phone: 'Please enter a valid phone number' }],
      [{ address: ' ' }, { address: 'Address is required' }],
      [{ city: undefined }, { city: 'City is required' }],
      [{ city: 'Lahore' }, { city: 'We deliver only in Islamabad and Rawalpindi' }],
      [{ city: 'Karachi' }, { city: 'We deliver only in Islamabad and Rawalpindi' }],
      [{ postalCode: '' }, { postalCode: 'Postal code is required' }],
      [{ firstName: 42 }, { firstName: 'Must be text' }],
      [
        { deliveryAddress: { address: '', city: 'Multan', postalCode: '' } },
        {
          'deliveryAddress.address': 'Address is required',
          'deliveryAddress.city': 'We deliver only in Islamabad and Rawalpindi',
          'deliveryAddress.postalCode': 'Postal code is required',
        },
      ],
      [
        { deliveryAddress: { address: 'Shop 3, Saddar', postalCode: '46000' } },
        { 'deliveryAddress.city': 'City is required' },
      ],
    ];
    await storesNothing(async () => {
      for (const [patch, fields] of cases)
        await refused(withCustomer(patch), FORM, fields, JSON.stringify(patch));
      // Everything at once: every message, and nothing else.
      await refused(orderBody({ customerDetails: {}, deliveryTime: undefined }), FORM, {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        address: 'Address is required',
        city: 'City is required',
        postalCode: 'Postal code is required',
        deliveryTime: 'Delivery time is required',
      });
    });
  });

  it('delivery date, slot and payment method: every message; the boundaries that pass', async () => {
    const before = await orderCount();
    const cases = [
      [{ deliveryDate: '   ' }, { deliveryDate: 'Delivery date is required' }],
      [{ deliveryDate: pkDate(-1) }, { deliveryDate: 'Delivery date cannot be in the past' }],
      [{ deliveryDate: '2020-01-01' }, { deliveryDate: 'Delivery date cannot be in the past' }],
      [
        { deliveryDate: pkDate(31) },
        { deliveryDate: 'Please choose a delivery date within the next 30 days' },
      ],
      [{ deliveryDate: '2027-02-30' }, { deliveryDate: 'Please enter a valid date' }],
      [{ deliveryDate: '24/11/2026' }, { deliveryDate: 'Please enter a valid date' }],
      [{ deliveryDate: 'tomorrow' }, { deliveryDate: 'Please enter a valid date' }],
      [{ deliveryTime: undefined }, { deliveryTime: 'Delivery time is required' }],
      [{ deliveryTime: '' }, { deliveryTime: 'Delivery time is required' }],
      [
        { deliveryTime: '10am-1pm' },
        { deliveryTime: 'Please choose one of the delivery time slots' },
      ],
      [
        { deliveryTime: '9AM-12PM' },
        { deliveryTime: 'Please choose one of the delivery time slots' },
      ],
      // The server's clock says 10:00 in Pakistan: today's first slot has started.
      [
        { deliveryDate: pkDate(0), deliveryTime: '9am-12pm' },
        { deliveryTime: 'This time slot has already started. Please choose a later one.' },
      ],
      [
        { paymentMethod: 'card' },
        { paymentMethod: 'Please choose cash on delivery or mobile wallet' },
      ],
      [
        { paymentMethod: 'COD' },
        { paymentMethod: 'Please choose cash on delivery or mobile wallet' },
      ],
      [
        { deliveryDate: pkDate(-3), deliveryTime: 'noon', paymentMethod: 'cheque' },
        {
          deliveryDate: 'Delivery date cannot be in the past',
          deliveryTime: 'Please choose one of the delivery time slots',
          paymentMethod: 'Please choose cash on delivery or mobile wallet',
        },
      ],
    ];
    for (const [over, fields] of cases) {
      const body = orderBody(over);
      for (const [k, v] of Object.entries(over)) if (v === undefined) delete body[k];
      await refused(body, FORM, fields, JSON.stringify(over));
    }
    assert.equal(await orderCount(), before, 'nothing stored by the refused ones');

    // Boundaries that are accepted: today's next slot, 30 days ahead, the wallet, a city in
    // any case (stored in its proper spelling), no payment method (cash on delivery).
    const today = await place(orderBody({ deliveryDate: pkDate(0), deliveryTime: '12pm-3pm' }));
    assert.equal(today.deliveryDate, pkDate(0));
    const far = await place(
      orderBody({ deliveryDate: pkDate(30), deliveryTime: '6pm-9pm', paymentMethod: 'wallet' }),
    );
    assert.equal(far.deliveryDate, pkDate(30));
    assert.equal(far.paymentMethod, 'wallet');
    const body = withCustomer({ city: 'rAWALPINDI', postalCode: '46000' });
    delete body.paymentMethod;
    const lower = await place(body);
    assert.equal(lower.customerDetails.city, 'Rawalpindi');
    assert.equal(lower.paymentMethod, 'cod');
    assert.equal(await orderCount(), before + 3);
  });

  it('unknown product or plan, bad quantity or purchase type → 422 naming items[i]', async () => {
    await storesNothing(async () => {
      const cases = [
        [[{ productId: '999', quantity: 1 }], { 'items[0]': 'Product not found' }],
        [
          [
            { productId: '2', quantity: 1 },
            { productId: 'no-such-product', quantity: 2 },
          ],
          { 'items[1]': 'Product not found' },
        ],
        [
          [
            {
              productId: 'subscription-gold',
              purchaseType: 'subscription',
              subscriptionPlan: 'gold',
            },
          ],
          { 'items[0]': 'Subscription plan not found' },
        ],
        [
          [{ productId: '2', purchaseType: 'subscription', subscriptionPlan: 'weekly' }],
          { 'items[0]': 'Subscription plan not found' },
        ],
        [[{ productId: '2', quantity: 0 }], { 'items[0]': 'Quantity must be at least 1' }],
        [[{ productId: '2', quantity: -3 }], { 'items[0]': 'Quantity must be at least 1' }],
        [[{ productId: '2', quantity: 1000 }], { 'items[0]': 'Quantity must be at most 999' }],
        [
          [{ productId: '2', quantity: 1, purchaseType: 'rental' }],
          { 'items[0]': 'Purchase type must be one-time or subscription' },
        ],
      ];
      for (const [items, fields] of cases) {
        await refused(orderBody({ items }), NOT_AVAILABLE, fields, JSON.stringify(items));
      }
      // A bad line and a bad coupon: both are named.
      await refused(
        orderBody({ items: [{ productId: '999' }], couponCode: 'NOPE' }),
        NOT_AVAILABLE,
        {
          'items[0]': 'Product not found',
          couponCode: 'Invalid coupon code',
        },
      );
    });
  });

  it("coupons: unknown → 'Invalid coupon code'; BULK20 under PKR 50 → its minimum message", async () => {
    await storesNothing(async () => {
      for (const couponCode of ['NOPE', 'SAVE', 'SAVE100']) {
        await refused(
          orderBody({ couponCode }),
          'Invalid coupon code',
          { couponCode: 'Invalid coupon code' },
          couponCode,
        );
      }
      const min = 'This coupon requires a minimum order of PKR 50';
      await refused(
        orderBody({ items: [{ productId: cheap.id, quantity: 1 }], couponCode: 'BULK20' }),
        min,
        { couponCode: min },
      );
      await refused(
        orderBody({ items: [{ productId: cheap.id, quantity: 1 }], couponCode: 'bulk20' }),
        min,
        {
          couponCode: min,
        },
      );
    });
    // PKR 80 reaches the minimum: 20% off.
    const ok = await place(
      orderBody({ items: [{ productId: cheap.id, quantity: 2 }], couponCode: 'bulk20' }),
    );
    assert.equal(ok.couponCode, 'BULK20');
    assert.equal(ok.subtotalPaisa, 8000);
    assert.equal(ok.discountPaisa, 1600);
    assert.equal(ok.totalPaisa, 6400);
  });

  // ---------------------------------------------------------------------------------------
  // Idempotency

  it('Idempotency-Key missing, too short, too long or not printable ASCII → 400; nothing stored', async () => {
    await storesNothing(async () => {
      const cases = [
        [null, 'idempotency_key_required', 'The Idempotency-Key header is required'],
        ['', 'idempotency_key_required', 'The Idempotency-Key header is required'],
        [
          '1234567',
          'bad_idempotency_key',
          'The Idempotency-Key header must be 8 to 200 characters',
        ],
        [
          'k'.repeat(201),
          'bad_idempotency_key',
          'The Idempotency-Key header must be 8 to 200 characters',
        ],
        [
          'order key 12345',
          'bad_idempotency_key',
          'The Idempotency-Key header must be printable ASCII',
        ],
        [
          'order\tkey12345',
          'bad_idempotency_key',
          'The Idempotency-Key header must be printable ASCII',
        ],
      ];
      for (const [key, code, message] of cases) {
        const r = await postOrder(orderBody(), key);
        assert.equal(r.status, 400, `key ${JSON.stringify(key)}: ${r.text}`);
        assert.equal(assertErrorBody(r, code).message, message, `key ${JSON.stringify(key)}`);
      }
      // A non-ASCII byte (fetch sends the header value as Latin-1).
      const r = await postOrder(orderBody(), 'clé-12345678');
      assert.equal(r.status, 400, r.text);
      assert.equal(
        assertErrorBody(r, 'bad_idempotency_key').message,
        'The Idempotency-Key header must be printable ASCII',
      );
    });
    // The bounds themselves are fine.
    await place(orderBody(), '12345678');
    await place(orderBody(), `${'k'.repeat(199)}!`);
  });

  it('a refused order does not use up its Idempotency-Key', async () => {
    const key = newKey();
    expectValidation(await postOrder(withCustomer({ email: 'nope' }), key), FORM, {
      email: 'Please enter a valid email address',
    });
    const r = await postOrder(orderBody(), key);
    assert.equal(r.status, 201, r.text);
  });

  it('replay: the same key and body → 200 with the same order and token; one order stored', async () => {
    const before = await orderCount();
    const key = newKey();
    const body = orderBody({ items: [{ productId: '1', quantity: 2 }], couponCode: 'SAVE10' });
    const first = await postOrder(body, key);
    assert.equal(first.status, 201, first.text);
    assert.match(first.json.id, /^ORD-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    assert.match(first.json.trackingNumber, /^WD\d{8}[A-Z]{4}$/);
    assert.match(first.json.accessToken, /^[0-9a-f]{64}$/);
    assert.equal(first.json.status, 'pending');
    assert.equal(first.json.paymentStatus, 'pending');
    for (let i = 0; i < 2; i++) {
      const again = await postOrder(body, key);
      assert.equal(again.status, 200, again.text);
      assert.deepEqual(again.json, first.json, 'the very same order, token included');
    }
    assert.equal(await orderCount(), before + 1);
    assert.equal((await mailsFor(first.json.id)).length, 2, 'mails sent once (admin + customer)');
  });

  it('the same key with a different body → 409; the first order is untouched', async () => {
    const key = newKey();
    const first = await place(orderBody(), key);
    const before = await orderCount();
    for (const other of [
      orderBody({ items: [{ productId: '2', quantity: 5 }] }),
      orderBody({ total: 2 }),
      withCustomer({ firstName: 'Bilal' }),
    ]) {
      const r = await postOrder(other, key);
      assert.equal(r.status, 409, r.text);
      assert.equal(
        assertErrorBody(r, 'idempotency_conflict').message,
        'This Idempotency-Key was already used for a different order',
      );
    }
    assert.equal(await orderCount(), before);
    const stored = await getOrder(first.id, { token: first.accessToken });
    assert.equal(stored.status, 200, stored.text);
    assert.equal(stored.json.items[0].quantity, 1);
    assert.equal(stored.json.customerDetails.firstName, CUSTOMER.firstName);
  });

  it('20 concurrent POSTs with one key → one order: one 201, nineteen 200, same id', async () => {
    const before = await orderCount();
    const key = newKey();
    const body = orderBody({
      items: [
        { productId: '1', quantity: 1 },
        {
          productId: 'subscription-basic',
          purchaseType: 'subscription',
          subscriptionPlan: 'basic',
        },
      ],
      customerDetails: { ...CUSTOMER, firstName: 'Concurrent' },
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => postOrder(body, key)));
    const statuses = results.map((r) => r.status).sort();
    for (const r of results)
      assert.ok(r.status === 200 || r.status === 201, `${r.status}: ${r.text}`);
    assert.deepEqual(statuses, [...Array(19).fill(200), 201], `statuses: ${statuses.join(',')}`);
    const ids = new Set(results.map((r) => r.json.id));
    assert.equal(ids.size, 1, `one order id: ${[...ids].join(', ')}`);
    const tokens = new Set(results.map((r) => r.json.accessToken));
    assert.equal(tokens.size, 1, 'one access token');
    assert.equal(new Set(results.map((r) => r.json.totalPaisa)).size, 1);
    assert.equal(await orderCount(), before + 1);
    const [id] = ids;
    assert.equal((await adminOrders(`?q=Concurrent`)).total, 1);
    assert.equal((await mailsFor(id)).length, 2, 'two mails, not forty');
  });

  // ---------------------------------------------------------------------------------------
  // Server-side prices

  it('the browser\u2019s prices and total are ignored: one-time line with deposit', async () => {
    const bogus = {
      price: 1,
      unitPrice: 1,
      lineTotal: 1,
      pricePaisa: 1,
      depositPrice: 0,
      depositPaisa: 0,
    };
    const o = await place(
      orderBody({
        items: [
          {
            productId: '1',
            quantity: 2,
            purchaseType: 'one-time',
            hasBottleExchange: false,
            ...bogus,
          },
        ],
        total: 1,
        totalPaisa: 1,
        subtotal: 1,
        subtotalPaisa: 1,
        discount: 999999,
        discountPaisa: 999999,
        deliveryPaisa: -500,
      }),
    );
    // 2 × PKR 250 + 2 × PKR 1000 deposit.
    assert.equal(o.items.length, 1);
    assert.deepEqual(o.items[0], {
      productId: '1',
      productName: '19 Liter Bottle (Without Stand)',
      productPricePaisa: 25000,
      depositPaisa: 200000,
      depositUnitPaisa: 100000,
      subscriptionSavingsPaisa: 0,
      quantity: 2,
      bottleCount: 2,
      purchaseType: 'one-time',
      subscriptionPlan: '',
      hasBottleExchange: false,
      lineTotalPaisa: 250000,
    });
    assert.equal(o.subtotalPaisa, 250000);
    assert.equal(o.discountPaisa, 0);
    assert.equal(o.deliveryPaisa, 0);
    assert.equal(o.totalPaisa, 250000);
    assert.equal(o.couponCode, '');
    // With an empty bottle to exchange: no deposit.
    const ex = await place(
      orderBody({ items: [{ productId: '1', quantity: 2, hasBottleExchange: true, price: 1 }] }),
    );
    assert.equal(ex.items[0].depositPaisa, 0);
    assert.equal(ex.totalPaisa, 50000);
    // The admin list and the admin mail show the same total.
    assert.equal((await adminOrder(o.id)).totalPaisa, 250000);
    const mails = await mailsFor(o.id);
    const adminMail = mails.find((m) => m.kind === 'order_admin');
    assert.ok(adminMail, JSON.stringify(mails));
    assert.equal(adminMail.subject, `New order ${o.id} - PKR 2,500.00`);
  });

  it('a subscription line is priced by its plan\u2019s discount (Family: 2940 × 0.85)', async () => {
    const o = await place(
      orderBody({
        items: [
          {
            productId: 'subscription-family',
            purchaseType: 'subscription',
            subscriptionPlan: 'family',
            quantity: 1,
            price: 1,
            lineTotal: 1,
            discountPercent: 100,
          },
        ],
      }),
    );
    assert.equal(o.items[0].productName, 'Family Subscription');
    assert.equal(o.items[0].productPricePaisa, 294000);
    assert.equal(o.items[0].lineTotalPaisa, 249900);
    assert.deepEqual(o.items[0].subscriptionDetails, {
      planId: 'family',
      planName: 'Family',
      frequency: 'Monthly',
      bottles: 12,
      savings: 'Save 15%',
      discountPercent: 15,
    });
    assert.equal(o.totalPaisa, 249900);
    // The plan id may come from the product id alone; the discount can be switched off.
    const plain = await place(
      orderBody({
        items: [
          { productId: 'subscription-premium', purchaseType: 'subscription', quantity: 2 },
          {
            productId: 'subscription-basic',
            purchaseType: 'subscription',
            applySubscriptionDiscount: false,
          },
        ],
      }),
    );
    // 2 × 4800 × 0.82 = 7872; 1999 without discount.
    assert.deepEqual(
      plain.items.map((i) => [i.subscriptionPlan, i.lineTotalPaisa]),
      [
        ['premium', 787200],
        ['basic', 199900],
      ],
    );
    assert.equal(plain.totalPaisa, 987100);
  });

  it('a coupon is applied by the server (SAVE10 on goods, never on deposits); GET, admin and mail agree', async () => {
    const o = await place(
      orderBody({
        items: [
          { productId: '1', quantity: 2, price: 1 },
          {
            productId: 'subscription-family',
            purchaseType: 'subscription',
            subscriptionPlan: 'family',
            price: 1,
          },
        ],
        couponCode: ' save10 ',
        total: 1,
        discount: 0,
      }),
    );
    // goods 500 + 2499 = 2999, deposits 2000, 10% of 2999 = 299.90.
    assert.equal(o.couponCode, 'SAVE10');
    assert.equal(o.subtotalPaisa, 499900);
    assert.equal(o.discountPaisa, 29990);
    assert.equal(o.deliveryPaisa, 0);
    assert.equal(o.totalPaisa, 469910);
    assert.deepEqual(
      o.items.map((i) => i.lineTotalPaisa),
      [250000, 249900],
    );
    const got = await getOrder(o.id, { token: o.accessToken });
    assert.equal(got.status, 200, got.text);
    assert.equal(got.json.totalPaisa, 469910);
    const admin = await adminOrder(o.id);
    assert.equal(admin.totalPaisa, 469910);
    assert.equal(admin.discountPaisa, 29990);
    assert.equal(admin.couponCode, 'SAVE10');
    const mails = await mailsFor(o.id);
    assert.equal(mails.length, 2);
    assert.equal(
      mails.find((m) => m.kind === 'order_admin')?.subject,
      `New order ${o.id} - PKR 4,699.10`,
    );
    // The quote for the same cart says the same.
    const q = await quote({
      items: o.items.map(({ productId, quantity, purchaseType, subscriptionPlan }) => ({
        productId,
        quantity,
        purchaseType,
        subscriptionPlan,
      })),
      couponCode: 'SAVE10',
    });
    assert.equal(q.status, 200, q.text);
    assert.equal(q.json.totalPaisa, o.totalPaisa);
  });

  // ---------------------------------------------------------------------------------------
  // GET /api/orders/{id}

  it('GET /api/orders/{id}: the token (header or ?token=) shows the order; anything else is the same 404', async () => {
    const a = await place(withCustomer({ firstName: 'Token', email: 'token.a@example.pk' }));
    const b = await place(
      withCustomer(
        { firstName: 'Other', email: 'other.b@example.pk', phone: '+92 333 7654321' },
        {
          items: [{ productId: '4', quantity: 1 }],
        },
      ),
    );
    const { accessToken, ...expected } = a;
    for (const r of [
      await getOrder(a.id, { token: accessToken }),
      await getOrder(a.id, { query: accessToken }),
    ]) {
      assert.equal(r.status, 200, r.text);
      assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
      assert.deepEqual(r.json, expected, 'the order as placed, without its token');
      assert.ok(!('accessToken' in r.json));
      assert.ok(
        !r.text.includes(b.id) && !r.text.includes('Other') && !r.text.includes('other.b@'),
        'nothing of order b',
      );
    }
    const notFound = { error: { code: 'not_found', message: 'Order not found' } };
    const cases = [
      ['no token', a.id, {}],
      ['empty header', a.id, { token: '' }],
      ['empty query', a.id, { query: '' }],
      ['wrong token', a.id, { token: randomBytes(32).toString('hex') }],
      ['wrong query token', a.id, { query: randomBytes(32).toString('hex') }],
      ['token prefix', a.id, { token: accessToken.slice(0, 63) }],
      ['token upper case', a.id, { token: accessToken.toUpperCase() }],
      ['another order\u2019s token', a.id, { token: b.accessToken }],
      ['another order\u2019s token in the query', a.id, { query: b.accessToken }],
      ['unknown id', 'ORD-2222222222', { token: accessToken }],
      ['id in lower case', a.id.toLowerCase(), { token: accessToken }],
      ['over-long id', `${a.id}${'X'.repeat(40)}`, { token: accessToken }],
      ['over-long token', a.id, { token: `${accessToken}${'0'.repeat(100)}` }],
    ];
    for (const [what, id, opts] of cases) {
      const r = await getOrder(id, opts);
      assert.equal(r.status, 404, `${what}: ${r.text}`);
      assert.deepEqual(r.json, notFound, what);
    }
    // b's own token still works for b (and only shows b).
    const rb = await getOrder(b.id, { token: b.accessToken });
    assert.equal(rb.status, 200, rb.text);
    assert.equal(rb.json.id, b.id);
    assert.ok(!rb.text.includes(a.id));
  });

  // ---------------------------------------------------------------------------------------
  // POST /api/track

  it('POST /api/track: id + phone → status, date, slot and items only; phone formatting is ignored', async () => {
    await nextTrackWindow();
    const o = await place(
      orderBody({
        items: [
          { productId: '1', quantity: 3, hasBottleExchange: true },
          {
            productId: 'subscription-family',
            purchaseType: 'subscription',
            subscriptionPlan: 'family',
          },
        ],
        deliveryTime: '3pm-6pm',
      }),
    );
    const r = await track({ orderId: o.id, phone: CUSTOMER.phone });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json, {
      id: o.id,
      status: 'pending',
      deliveryDate: pkDate(1),
      deliveryTime: '3pm-6pm',
      // Whether the driver collects empties shows too; no prices.
      items: [
        {
          productName: '19 Liter Bottle (Without Stand)',
          quantity: 3,
          purchaseType: 'one-time',
          hasBottleExchange: true,
        },
        {
          productName: 'Family Subscription',
          quantity: 1,
          purchaseType: 'subscription',
          hasBottleExchange: true, // a plan line that does not say exchanges its bottles
        },
      ],
    });
    for (const secret of [
      CUSTOMER.email,
      CUSTOMER.address,
      CUSTOMER.lastName,
      o.accessToken,
      o.trackingNumber,
      'Paisa',
    ]) {
      assert.ok(!r.text.includes(secret), `track answer leaks ${secret}`);
    }
    // The same phone written differently (digits compared), and "#ORD-…".
    for (const phone of [
      '0300-1234567',
      '03001234567',
      '+923001234567',
      ' 300 123 4567 ',
      '(0300) 123-4567',
    ]) {
      const t = await track({ orderId: o.id, phone });
      assert.equal(t.status, 200, `${phone}: ${t.text}`);
      assert.equal(t.json.id, o.id);
    }
    await nextTrackWindow();
    const hash = await track({ orderId: `#${o.id}`, phone: CUSTOMER.phone });
    assert.equal(hash.status, 200, hash.text);
    assert.equal(hash.json.id, o.id);
    // The admin's status change is what the shopper sees.
    const patched = await api('PATCH', `/api/admin/orders/${o.id}`, {
      body: { status: 'processing' },
    });
    assert.equal(patched.status, 200, patched.text);
    assert.equal((await track({ orderId: o.id, phone: CUSTOMER.phone })).json.status, 'processing');
  });

  it('POST /api/track: a wrong pair → 404 with one message; missing fields → 422', async () => {
    await nextTrackWindow();
    const o = await place(withCustomer({ phone: '0345-5555555' }));
    const other = await place(withCustomer({ phone: '+92 321 9999999' }));
    const cases = [
      ['wrong phone', { orderId: o.id, phone: '+92 300 1234567' }],
      ['another order\u2019s phone', { orderId: o.id, phone: '+92 321 9999999' }],
      ['too few digits', { orderId: o.id, phone: '5555555' }],
      ['unknown order', { orderId: 'ORD-2222222222', phone: '0345-5555555' }],
      ['another order\u2019s id', { orderId: other.id, phone: '0345-5555555' }],
    ];
    for (const [what, body] of cases) {
      const r = await track(body);
      assert.equal(r.status, 404, `${what}: ${r.text}`);
      assert.deepEqual(r.json, { error: { code: 'not_found', message: NOT_TRACKED } }, what);
    }
    const need = 'Please enter your order number and phone';
    expectValidation(await track({}), need, {
      orderId: 'Order number is required',
      phone: 'Phone number is required',
    });
    expectValidation(await track({ orderId: o.id, phone: '  ' }), need, {
      phone: 'Phone number is required',
    });
    expectValidation(await track({ orderId: '', phone: '0345-5555555' }), need, {
      orderId: 'Order number is required',
    });
    const lower = await track({ orderId: o.id.toLowerCase(), phone: '0345-5555555' });
    assert.equal(lower.status, 200, `an order number typed in lower case: ${lower.text}`);
    assert.equal(lower.json.id, o.id);
    const ok = await track({ orderId: o.id, phone: '0345 5555555' });
    assert.equal(ok.status, 200, ok.text);
  });

  // ---------------------------------------------------------------------------------------
  // POST /api/quote

  it('POST /api/quote: deposit line, subscription line, coupon and postal-code estimate, exactly', async () => {
    const cart = {
      items: [
        { productId: '1', quantity: 2, purchaseType: 'one-time', hasBottleExchange: false },
        {
          productId: 'subscription-family',
          quantity: 1,
          purchaseType: 'subscription',
          subscriptionPlan: 'family',
        },
      ],
      couponCode: 'save10',
      postalCode: '44000',
    };
    const r = await quote(cart);
    assert.equal(r.status, 200, r.text);
    const q = r.json;
    assert.deepEqual(q.errors, {});
    assert.equal(q.lines.length, 2);
    const [bottle, plan] = q.lines;
    assert.deepEqual(
      {
        name: bottle.name,
        unitPaisa: bottle.unitPaisa,
        depositUnitPaisa: bottle.depositUnitPaisa,
        depositPaisa: bottle.depositPaisa,
        grossPaisa: bottle.grossPaisa,
        subscriptionDiscountPaisa: bottle.subscriptionDiscountPaisa,
        discountPercent: bottle.discountPercent,
        lineTotalPaisa: bottle.lineTotalPaisa,
      },
      {
        name: '19 Liter Bottle (Without Stand)',
        unitPaisa: 25000,
        depositUnitPaisa: 100000,
        depositPaisa: 200000,
        grossPaisa: 50000,
        subscriptionDiscountPaisa: 0,
        discountPercent: 0,
        lineTotalPaisa: 250000,
      },
    );
    assert.equal(plan.name, 'Family Subscription');
    assert.equal(plan.size, '12 bottles');
    assert.equal(plan.unitPaisa, 294000);
    assert.equal(plan.depositPaisa, 0);
    assert.equal(plan.grossPaisa, 294000);
    assert.equal(plan.subscriptionDiscountPaisa, 44100);
    assert.equal(plan.discountPercent, 15);
    assert.equal(plan.lineTotalPaisa, 249900);
    assert.equal(plan.plan.id, 'family');
    assert.equal(plan.plan.discountPercent, 15);
    assert.equal(q.goodsPaisa, 299900);
    assert.equal(q.depositsPaisa, 200000);
    assert.equal(q.subtotalPaisa, 499900);
    assert.equal(q.subscriptionSavingsPaisa, 44100);
    assert.deepEqual(q.coupon, { code: 'SAVE10', percent: 10 });
    assert.equal(q.couponDiscountPaisa, 29990);
    assert.equal(q.deliveryPaisa, 0);
    assert.deepEqual(q.shipping, {
      postalCode: '44000',
      inDeliveryArea: true,
      area: 'Islamabad',
      feePaisa: 599,
      free: true,
    });
    assert.equal(q.totalPaisa, 469910);

    // Browser prices, totals and discounts in the request change nothing.
    const bogus = await quote({
      ...cart,
      items: cart.items.map((i) => ({
        ...i,
        price: 1,
        unitPrice: 1,
        unitPaisa: 1,
        lineTotal: 1,
        lineTotalPaisa: 1,
        depositPaisa: 0,
        discountPercent: 100,
      })),
      total: 1,
      totalPaisa: 1,
      subtotalPaisa: 1,
      couponDiscountPaisa: 999999,
      deliveryPaisa: -100,
    });
    assert.equal(bogus.status, 200, bogus.text);
    assert.deepEqual(bogus.json, q);
  });

  it('POST /api/quote: postal-code estimates, coupon errors and bad lines', async () => {
    const one = (productId, quantity = 1, extra = {}) => ({ productId, quantity, ...extra });
    const shipping = async (postalCode, items = [one('2')]) => {
      const r = await quote({ items, postalCode });
      assert.equal(r.status, 200, r.text);
      return r.json;
    };
    const rwp = await shipping('46000');
    assert.deepEqual(rwp.shipping, {
      postalCode: '46000',
      inDeliveryArea: true,
      area: 'Rawalpindi',
      feePaisa: 599,
      free: true,
    });
    assert.equal(rwp.totalPaisa, 36000, 'delivery is never added');
    const khi = await shipping(' 75500 ');
    assert.deepEqual(khi.shipping, {
      postalCode: '75500',
      inDeliveryArea: false,
      area: '',
      feePaisa: 699,
      free: true,
    });
    assert.deepEqual(khi.errors, {});
    const far = await shipping('90210');
    assert.equal(far.shipping.feePaisa, 899);
    assert.equal(far.shipping.inDeliveryArea, false);
    // Under PKR 50 the estimate is not free, but delivery is still not charged.
    const small = await shipping('44000', [one(cheap.id)]);
    assert.equal(small.shipping.free, false);
    assert.equal(small.deliveryPaisa, 0);
    assert.equal(small.totalPaisa, 4000);
    for (const [code, message] of [
      ['440', 'Enter at least 5 digits to calculate shipping'],
      ['44O00', 'Postal code must contain digits only'],
      ['12345678901', 'Postal code must be at most 10 characters'],
    ]) {
      const r = await shipping(code);
      assert.deepEqual(r.errors, { postalCode: message }, code);
      assert.equal(r.shipping, null);
      assert.equal(r.totalPaisa, 36000);
    }

    // Coupons: unknown, BULK20 under and over its minimum, WELCOME15.
    const coupon = async (couponCode, items) => (await quote({ items, couponCode })).json;
    const unknown = await coupon('FREE100', [one('2')]);
    assert.deepEqual(unknown.errors, { couponCode: 'Invalid coupon code' });
    assert.equal(unknown.coupon, null);
    assert.equal(unknown.totalPaisa, 36000);
    const under = await coupon('BULK20', [one(cheap.id)]);
    assert.deepEqual(under.errors, {
      couponCode: 'This coupon requires a minimum order of PKR 50',
    });
    assert.equal(under.couponDiscountPaisa, 0);
    assert.equal(under.totalPaisa, 4000);
    const over = await coupon('BULK20', [one(cheap.id, 2)]);
    assert.deepEqual(over.errors, {});
    assert.deepEqual(over.coupon, { code: 'BULK20', percent: 20 });
    assert.equal(over.totalPaisa, 6400);
    const welcome = await coupon('Welcome15', [one('4')]);
    assert.equal(welcome.totalPaisa, 127500);

    // Bad lines are named and left out of the sums; an empty cart is zero.
    const mixed = await quote({
      items: [
        one('2'),
        one('nope'),
        one('3', 0),
        one('subscription-gold', 1, { purchaseType: 'subscription' }),
      ],
    });
    assert.equal(mixed.status, 200, mixed.text);
    assert.deepEqual(mixed.json.errors, {
      'items[1]': 'Product not found',
      'items[2]': 'Quantity must be at least 1',
      'items[3]': 'Subscription plan not found',
    });
    assert.equal(mixed.json.lines.length, 1);
    assert.equal(mixed.json.totalPaisa, 36000);
    for (const body of [{}, { items: [] }, { items: null }]) {
      const empty = await quote(body);
      assert.equal(empty.status, 200, empty.text);
      assert.deepEqual(empty.json.lines, []);
      assert.equal(empty.json.totalPaisa, 0);
    }
    expectValidation(await quote({ items: 'water' }), 'Invalid cart', {
      items: 'Items must be a list',
    });
  });

  // ---------------------------------------------------------------------------------------
  // Last: the tracking rate limit (its own 60 s window, nothing after it depends on track).

  it('POST /api/track: 10 tries a minute, then 429; the next minute works again; orders unaffected', async () => {
    const o = await place(withCustomer({ phone: '+92 312 3456789' }));
    await nextTrackWindow();
    for (let i = 0; i < 10; i++) {
      // Right and wrong pairs alike count.
      const r = await track({
        orderId: o.id,
        phone: i % 2 ? '+92 312 3456789' : '+92 300 0000000',
      });
      assert.equal(r.status, i % 2 ? 200 : 404, `try ${i + 1}: ${r.text}`);
    }
    for (const phone of ['+92 312 3456789', '+92 300 0000000']) {
      const r = await track({ orderId: o.id, phone });
      assert.equal(r.status, 429, r.text);
      assert.equal(assertErrorBody(r, 'rate_limited').message, RATE);
    }
    // Other order endpoints are not limited by it.
    assert.equal((await getOrder(o.id, { token: o.accessToken })).status, 200);
    await place(orderBody());
    await nextTrackWindow();
    const again = await track({ orderId: o.id, phone: '0312-3456789' });
    assert.equal(again.status, 200, again.text);
  });
});
