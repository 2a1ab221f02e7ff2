// Hostile input on every public endpoint: each bad request gets a clear 4xx (never a 500),
// and nothing stored changes wrongly. Urdu names are ordinary input and must work.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, request } from './harness.mjs';
import { guestOrder } from './suite.mjs';

let server;
before(async () => {
  server = await startServer();
});
after(async () => {
  await server?.stop();
});

const goodOrder = () => guestOrder('Ali', 'Khan', 'ali@example.pk');

const deep = '['.repeat(5000) + ']'.repeat(5000);
const huge = 'x'.repeat(1024 * 1024 - 200);
const nasty = [
  "'; DROP TABLE orders; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '%00',
  '../../etc/passwd',
  '{{7*7}}',
];

function endpoints() {
  return [
    ['POST', '/api/quote', (v) => ({ items: [{ productId: v, quantity: 1 }], couponCode: v, postalCode: v })],
    ['POST', '/api/orders', (v) => ({ ...goodOrder(), customerDetails: { ...goodOrder().customerDetails, firstName: v, city: v } })],
    ['POST', '/api/track', (v) => ({ orderId: v, phone: v })],
    ['POST', '/api/contact', (v) => ({ name: v, email: v, subject: v, message: v })],
    ['POST', '/api/admin/login', (v) => ({ username: v, password: v })],
  ];
}

async function send(method, path, body) {
  return request(method, `${server.url}${path}`, {
    body,
    headers: { 'Idempotency-Key': `hostile-${Math.random().toString(36).slice(2)}` },
    timeoutMs: 15_000,
  });
}

function assertClear4xx(res, what) {
  assert.ok(res.status >= 400 && res.status < 500, `${what}: got ${res.status} ${res.text.slice(0, 200)}`);
  assert.equal(typeof res.json?.error?.message, 'string', `${what}: error body`);
}

test('metacharacters, markup and traversal strings get 4xx or are stored as plain text', async () => {
  for (const [method, path, make] of endpoints()) {
    for (const v of nasty) {
      const res = await send(method, path, make(v));
      assert.ok(res.status < 500, `${path} with ${JSON.stringify(v)} → ${res.status}`);
    }
  }
  // The catalogue is untouched.
  const products = await request('GET', `${server.url}/api/products`);
  assert.equal(products.json.total, 6);
});

test('wrong types, nulls, huge numbers and negative quantities are 4xx', async () => {
  const cases = [
    ['POST', '/api/quote', { items: 'all' }],
    ['POST', '/api/quote', { items: [{ productId: 1, quantity: 1 }] }],
    ['POST', '/api/quote', { items: [{ productId: '1', quantity: 1e308 }] }],
    ['POST', '/api/quote', { items: [{ productId: '1', quantity: '2' }] }],
    ['POST', '/api/quote', { couponCode: 42 }],
    ['POST', '/api/orders', { ...goodOrder(), items: [{ productId: '1', quantity: -3 }] }],
    ['POST', '/api/orders', { ...goodOrder(), items: [{ productId: '1', quantity: 9.5 }] }],
    ['POST', '/api/orders', { ...goodOrder(), items: [{ productId: '1', quantity: 2 ** 63 }] }],
    ['POST', '/api/orders', { ...goodOrder(), customerDetails: null }],
    ['POST', '/api/orders', { ...goodOrder(), customerDetails: [] }],
    ['POST', '/api/orders', { ...goodOrder(), total: 'lots' }],
    ['POST', '/api/orders', { ...goodOrder(), deliveryDate: 20261124 }],
    ['POST', '/api/orders', { ...goodOrder(), paymentMethod: { cod: true } }],
    ['POST', '/api/orders', []],
    ['POST', '/api/orders', 'null'],
    ['POST', '/api/track', { orderId: ['ORD-1'], phone: 3001234567 }],
    ['POST', '/api/contact', { name: null, email: null, subject: null, message: null }],
    ['POST', '/api/contact', { name: { $ne: 1 }, email: 'a@b.pk', subject: 'Other', message: 'x' }],
    ['POST', '/api/admin/login', { username: ['admin'], password: true }],
    ['GET', '/api/products?limit=99999999999999999999', undefined],
    ['GET', '/api/products?offset=-1e9', undefined],
    ['GET', '/api/products?type=%00', undefined],
  ];
  for (const [method, path, body] of cases) {
    const res = await send(method, path, body);
    assertClear4xx(res, `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`);
  }
});

test('1 MB strings and deeply nested JSON are refused cleanly', async () => {
  for (const [method, path, make] of endpoints()) {
    const res = await send(method, path, make(huge));
    assertClear4xx(res, `${path} with a 1 MB string`);
    const nested = await request(method, `${server.url}${path}`, {
      body: `{"a":${deep}}`,
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `deep-${Math.random()}` },
    });
    assertClear4xx(nested, `${path} with nesting 5000 deep`);
  }
});

test('Urdu names and addresses are ordinary input, stored and returned intact', async () => {
  const body = goodOrder();
  body.customerDetails.firstName = 'علی';
  body.customerDetails.lastName = 'خان';
  body.customerDetails.address = 'مکان نمبر ۱، ایف سیون، اسلام آباد';
  body.customerDetails.notes = 'براہ کرم دو بار گھنٹی بجائیں <b>شکریہ</b>';
  const res = await send('POST', '/api/orders', body);
  assert.equal(res.status, 201, res.text);
  const read = await request('GET', `${server.url}/api/orders/${res.json.id}`, {
    headers: { 'X-Order-Token': res.json.accessToken },
  });
  assert.equal(read.json.customerDetails.firstName, 'علی');
  assert.equal(read.json.customerDetails.address, 'مکان نمبر ۱، ایف سیون، اسلام آباد');
  assert.equal(read.json.customerDetails.notes, 'براہ کرم دو بار گھنٹی بجائیں <b>شکریہ</b>');
  const contact = await send('POST', '/api/contact', {
    name: 'فاطمہ',
    email: 'fatima@example.pk',
    subject: 'Feedback',
    message: 'بہت اچھا پانی',
  });
  assert.equal(contact.status, 201, contact.text);
});

test('markup in a name is stored as text without its script and never returned as a tag', async () => {
  const body = goodOrder();
  body.customerDetails.firstName = 'Ali<script>alert(1)</script>';
  body.customerDetails.lastName = '<img src=x onerror=alert(1)>Khan';
  const res = await send('POST', '/api/orders', body);
  assert.equal(res.status, 201, res.text);
  assert.equal(res.json.customerDetails.firstName, 'Ali');
  assert.ok(!/onerror|<script/i.test(JSON.stringify(res.json)), JSON.stringify(res.json.customerDetails));
});
