// Admin catalogue: products (create, update, soft delete, batch, reset), their validation
// messages and rate limits (docs/product.md#catalogue), image uploads, and the audit entries
// (docs/product.md#staff-and-permissions). Bodies carry PKR; answers carry paisa.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { getJson, request, assertErrorBody, staffClient } from './harness.mjs';
import { suiteServer, suiteAdmin, setTestClock } from './suite.mjs';

const MISSING = 'Missing required fields: name, price, imageUrl';
const BAD_PRICE = 'Price must be a positive number';
const RATE = 'Rate limit exceeded. Please try again later.';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DEFAULTS = {
  1: ['19 Liter Bottle (Without Stand)', 25000],
  2: ['1.5 Litre Bottle (6 BOTTLES)', 36000],
  3: ['500 ML Bottles (12 Bottles)', 36000],
  4: ['Non- Electronic Table Top Dispenser', 150000],
  5: ['6 LITER WATER BOTTLE (MINIMUM 3)', 45000],
  6: ['19 Liter Bottle Tap and Stand', 60000],
};
// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0test-jpeg'),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20, 1)]);

const product = (over = {}) => ({
  name: 'Test Spring Water 10L',
  description: 'A test product',
  price: 199.5,
  imageUrl: '/images/products/1.svg',
  size: '10 Liters',
  type: 'bottle',
  featured: false,
  hasExchange: true,
  depositPrice: 300,
  ...over,
});

function assertValidation(res, message, field) {
  assert.equal(res.status, 422, res.text);
  const e = assertErrorBody(res, 'validation_failed');
  if (message) assert.equal(e.message, message);
  if (field)
    assert.ok(e.fields && typeof e.fields[field] === 'string', `fields.${field}: ${res.text}`);
  return e;
}
function assertRateLimited(res) {
  assert.equal(res.status, 429, res.text);
  assert.equal(assertErrorBody(res, 'rate_limited').message, RATE);
}

describe('admin products', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1' } });
  const api = suiteAdmin(srv);
  let offset = 0;
  // Each write test starts in a fresh 60 s rate-limit window (the limits have their own suite).
  const nextWindow = async () => {
    offset += 61_000;
    await setTestClock(srv, offset);
  };
  const publicProduct = (id) => getJson(`${srv.url}/api/products/${id}`);
  const publicIds = async () =>
    (await getJson(`${srv.url}/api/products?limit=100`)).json.items.map((p) => p.id);
  const adminList = async () => (await api('GET', '/api/admin/products')).json.items;
  const audit = async () => {
    const r = await api('GET', '/api/admin/audit-logs');
    assert.equal(r.status, 200, r.text);
    return r.json.items;
  };


  it('GET /api/admin/products lists the 6 built-in products, active, prices in paisa', async () => {
    const res = await api('GET', '/api/admin/products');
    assert.equal(res.status, 200, res.text);
    const items = res.json.items;
    initial = items;
    assert.deepEqual(items.map((p) => p.id).sort(), ['1', '2', '3', '4', '5', '6']);
    for (const p of items) {
      assert.equal(p.name, DEFAULTS[p.id][0]);
      assert.equal(p.pricePaisa, DEFAULTS[p.id][1]);
      assert.equal(p.isActive, true);
    }
  });

  let initial;
  let created;
  it('POST creates a product: 201, paisa, a timestamp id, and the public catalogue shows it at once', async () => {
    await nextWindow();
    const before = await getJson(`${srv.url}/api/products`);
    const res = await api('POST', '/api/admin/products', { body: product() });
    assert.equal(res.status, 201, res.text);
    created = res.json;
    assert.match(created.id, /^\d{13,}$/, 'the new id is the creation timestamp');
    assert.equal(created.name, 'Test Spring Water 10L');
    assert.equal(created.description, 'A test product');
    assert.equal(created.pricePaisa, 19950);
    assert.equal(created.depositPaisa, 30000);
    assert.equal(created.hasExchange, true);
    assert.equal(created.featured, false);
    assert.equal(created.size, '10 Liters');
    assert.equal(created.type, 'bottle');
    assert.equal(created.image, '/images/products/1.svg');
    assert.equal(created.isActive, true);
    assert.match(created.createdAt, ISO);
    const pub = await publicProduct(created.id);
    assert.equal(pub.status, 200, pub.text);
    assert.equal(pub.json.pricePaisa, 19950);
    assert.equal(pub.json.name, created.name);
    const list = await getJson(`${srv.url}/api/products`);
    assert.equal(list.json.total, 7);
    assert.ok(list.json.items.some((p) => p.id === created.id));
    assert.notEqual(
      list.headers.get('etag'),
      before.headers.get('etag'),
      'the listing ETag changes',
    );
    assert.ok((await adminList()).some((p) => p.id === created.id));
  });

  it('the create is audited: action create, resource product, success, who did it', async () => {
    const entry = (await audit()).find(
      (a) => a.action === 'create' && a.resource === 'product' && a.success === true,
    );
    assert.ok(entry, 'audit entry for the create');
    assert.equal(entry.userId, api.admin.id);
    assert.equal(entry.userRole, 'super-admin');
    assert.equal(entry.userEmail, api.admin.email);
    assert.match(entry.timestamp, ISO);
  });

  it('name, price and imageUrl alone are enough; the rest takes its defaults', async () => {
    await nextWindow();
    const res = await api('POST', '/api/admin/products', {
      body: { name: 'Minimal', price: 100, imageUrl: '/images/products/2.svg' },
    });
    assert.equal(res.status, 201, res.text);
    const p = res.json;
    assert.equal(p.description, '');
    assert.equal(p.size, '');
    assert.equal(p.type, 'bottle');
    assert.equal(p.isActive, true);
    assert.equal(p.featured, false);
    assert.equal(p.hasExchange, false);
    assert.equal(p.depositPaisa, 0);
    assert.equal(p.pricePaisa, 10000);
  });

  it(`a create without name, price or imageUrl → 422 '${MISSING}', audited as a failure`, async () => {
    await nextWindow();
    const full = { name: 'X', price: 10, imageUrl: '/images/products/1.svg' };
    const before = (await adminList()).length;
    for (const drop of ['name', 'price', 'imageUrl']) {
      const body = { ...full };
      delete body[drop];
      assertValidation(await api('POST', '/api/admin/products', { body }), MISSING);
    }
    assertValidation(
      await api('POST', '/api/admin/products', {
        body: { name: '   ', price: 10, imageUrl: '/x.png' },
      }),
      MISSING,
    );
    assert.equal((await adminList()).length, before, 'nothing was created');
    const failed = (await audit()).find(
      (a) => a.action === 'create' && a.resource === 'product' && a.success === false,
    );
    assert.ok(failed, 'a failed create is audited');
    assert.equal(failed.errorMessage, MISSING);
    assert.equal(failed.userId, api.admin.id);
  });

  it(`a price that is not a positive number → 422 '${BAD_PRICE}' on create`, async () => {
    await nextWindow();
    for (const price of [0, -5, 'abc', '250']) {
      assertValidation(
        await api('POST', '/api/admin/products', { body: product({ price }) }),
        BAD_PRICE,
      );
    }
    assertValidation(await api('POST', '/api/admin/products', { body: product({ price: null }) }));
  });

  it('unknown fields are refused on create, naming the field', async () => {
    await nextWindow();
    assertValidation(
      await api('POST', '/api/admin/products', { body: product({ colour: 'blue' }) }),
      undefined,
      'colour',
    );
    assertValidation(
      await api('POST', '/api/admin/products', { body: product({ pricePaisa: 1 }) }),
      undefined,
      'pricePaisa',
    );
    assertValidation(
      await api('POST', '/api/admin/products', { body: product({ createdBy: 'super-admin' }) }),
      undefined,
      'createdBy',
    );
  });

  it('text is sanitised: script tags, javascript: and event handlers are removed', async () => {
    await nextWindow();
    const res = await api('POST', '/api/admin/products', {
      body: product({
        name: '  <script>alert(1)</script>Sparkling  ',
        description: '<img src=x onerror=alert(1)>Fresh javascript:alert(2) water',
      }),
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.name, 'Sparkling');
    assert.ok(!/<script|onerror|javascript:/i.test(res.json.description), res.json.description);
    assert.match(res.json.description, /Fresh/);
    assertValidation(
      await api('POST', '/api/admin/products', {
        body: product({ imageUrl: 'javascript:alert(1)' }),
      }),
      undefined,
      'imageUrl',
    );
  });

  it('PUT updates a product; the public catalogue shows it at once; untouched fields stay', async () => {
    await nextWindow();
    const res = await api('PUT', '/api/admin/products/1', {
      body: { name: 'Renamed 19L', price: 275 },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.id, '1');
    assert.equal(res.json.name, 'Renamed 19L');
    assert.equal(res.json.pricePaisa, 27500);
    assert.equal(res.json.hasExchange, true);
    assert.equal(res.json.depositPaisa, 100000);
    assert.equal(res.json.featured, true);
    const pub = await publicProduct('1');
    assert.equal(pub.json.name, 'Renamed 19L');
    assert.equal(pub.json.pricePaisa, 27500);
    assert.ok(Date.parse(pub.json.updatedAt) > Date.parse(pub.json.createdAt));
    const quote = await request('POST', `${srv.url}/api/quote`, {
      body: {
        items: [{ productId: '1', quantity: 1, purchaseType: 'one-time', hasBottleExchange: true }],
      },
    });
    assert.equal(quote.status, 200, quote.text);
    assert.equal(quote.json.totalPaisa, 27500, 'the server prices with the new price');
    const dep = await api('PUT', '/api/admin/products/6', {
      body: { hasExchange: true, depositPrice: 500 },
    });
    assert.equal(dep.status, 200, dep.text);
    assert.equal(dep.json.depositPaisa, 50000);
  });

  it('PUT validation: bad price, unknown field, bad type → 422 and nothing changes; unknown id → 404', async () => {
    await nextWindow();
    assertValidation(await api('PUT', '/api/admin/products/1', { body: { price: 0 } }), BAD_PRICE);
    assertValidation(
      await api('PUT', '/api/admin/products/1', { body: { price: -10, name: 'Nope' } }),
      BAD_PRICE,
    );
    assertValidation(
      await api('PUT', '/api/admin/products/1', { body: { colour: 'red' } }),
      undefined,
      'colour',
    );
    assertValidation(
      await api('PUT', '/api/admin/products/1', { body: { type: 'gadget' } }),
      undefined,
      'type',
    );
    assertValidation(
      await api('PUT', '/api/admin/products/1', { body: { featured: 'yes' } }),
      undefined,
      'featured',
    );
    const pub = await publicProduct('1');
    assert.equal(pub.json.name, 'Renamed 19L');
    assert.equal(pub.json.pricePaisa, 27500);
    assert.equal(pub.json.type, 'bottle');
    const missing = await api('PUT', '/api/admin/products/999', { body: { price: 10 } });
    assert.equal(missing.status, 404, missing.text);
    assert.equal(assertErrorBody(missing, 'not_found').message, 'Product not found');
    const failed = (await audit()).find(
      (a) =>
        a.action === 'update' &&
        a.resource === 'product' &&
        a.success === false &&
        a.resourceId === '1' &&
        a.errorMessage === BAD_PRICE,
    );
    assert.ok(failed, 'the failed update is audited with its message');
  });

  it('DELETE is a soft delete: gone from the public catalogue, inactive in the admin list', async () => {
    await nextWindow();
    const res = await api('DELETE', `/api/admin/products/${created.id}`);
    assert.equal(res.status, 204, res.text);
    const pub = await publicProduct(created.id);
    assert.equal(pub.status, 404, pub.text);
    assert.equal(assertErrorBody(pub, 'not_found').message, 'Product not found');
    assert.ok(!(await publicIds()).includes(created.id));
    const inAdmin = (await adminList()).find((p) => p.id === created.id);
    assert.ok(inAdmin, 'still in the admin list');
    assert.equal(inAdmin.isActive, false);
    assert.equal(inAdmin.pricePaisa, 19950);
    const four = await api('DELETE', '/api/admin/products/4');
    assert.equal(four.status, 204, four.text);
    assert.equal((await publicProduct('4')).status, 404);
    const quote = await request('POST', `${srv.url}/api/quote`, {
      body: { items: [{ productId: '4', quantity: 1 }] },
    });
    assert.ok(
      quote.status === 422 || Object.keys(quote.json?.errors ?? {}).length > 0,
      `a deleted product cannot be priced: ${quote.text.slice(0, 300)}`,
    );
    const entry = (await audit()).find(
      (a) => a.action === 'delete' && a.resource === 'product' && a.resourceId === created.id,
    );
    assert.ok(entry && entry.success === true, 'the delete is audited');
  });

  it('DELETE of an unknown id → 404, audited as a failure', async () => {
    await nextWindow();
    const res = await api('DELETE', '/api/admin/products/999');
    assert.equal(res.status, 404, res.text);
    assert.equal(assertErrorBody(res, 'not_found').message, 'Product not found');
    const entry = (await audit()).find(
      (a) => a.action === 'delete' && a.resourceId === '999' && a.success === false,
    );
    assert.ok(entry, 'failed delete audited');
  });

  it('isActive true brings a soft-deleted product back', async () => {
    await nextWindow();
    const res = await api('PUT', `/api/admin/products/${created.id}`, { body: { isActive: true } });
    assert.equal(res.status, 200, res.text);
    assert.equal((await publicProduct(created.id)).status, 200);
  });

  it(`batch: more than 50 items → 422 'Batch size cannot exceed 50 items'; exactly 50 is fine`, async () => {
    await nextWindow();
    const items = (n) => Array.from({ length: n }, () => ({ id: '2', featured: true }));
    const big = await api('POST', '/api/admin/products/batch', { body: { items: items(51) } });
    assertValidation(big, 'Batch size cannot exceed 50 items');
    const ok = await api('POST', '/api/admin/products/batch', { body: { items: items(50) } });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.json.items.length, 50);
  });

  it('batch updates several products in one go, prices in PKR', async () => {
    await nextWindow();
    const res = await api('POST', '/api/admin/products/batch', {
      body: {
        items: [
          { id: '2', price: 370 },
          { id: '3', featured: false, size: '12 x 500 ml' },
        ],
      },
    });
    assert.equal(res.status, 200, res.text);
    const byId = Object.fromEntries(res.json.items.map((p) => [p.id, p]));
    assert.equal(byId['2'].pricePaisa, 37000);
    assert.equal(byId['3'].featured, false);
    assert.equal((await publicProduct('2')).json.pricePaisa, 37000);
    assert.equal((await publicProduct('3')).json.size, '12 x 500 ml');
    const featured = await getJson(`${srv.url}/api/products?featured=true`);
    assert.ok(!featured.json.items.some((p) => p.id === '3'));
  });

  it('a batch with one bad item changes nothing (all or nothing)', async () => {
    await nextWindow();
    const unknown = await api('POST', '/api/admin/products/batch', {
      body: {
        items: [
          { id: '2', price: 999 },
          { id: 'no-such-product', price: 1 },
        ],
      },
    });
    assert.equal(unknown.status, 404, unknown.text);
    const badPrice = await api('POST', '/api/admin/products/batch', {
      body: {
        items: [
          { id: '2', price: 999 },
          { id: '3', price: -1 },
        ],
      },
    });
    assertValidation(badPrice, BAD_PRICE);
    const unknownField = await api('POST', '/api/admin/products/batch', {
      body: {
        items: [
          { id: '2', price: 999 },
          { id: '3', colour: 'x' },
        ],
      },
    });
    assertValidation(unknownField);
    const noId = await api('POST', '/api/admin/products/batch', {
      body: { items: [{ price: 5 }] },
    });
    assertValidation(noId);
    const noItems = await api('POST', '/api/admin/products/batch', { body: {} });
    assertValidation(noItems, undefined, 'items');
    assert.equal((await publicProduct('2')).json.pricePaisa, 37000, 'product 2 untouched');
  });

  it("reset returns the 6 defaults ('Products have been reset to default values.'), audited", async () => {
    await nextWindow();
    const res = await api('POST', '/api/admin/products/reset');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.message, 'Products have been reset to default values.');
    const list = await getJson(`${srv.url}/api/products?limit=100`);
    assert.deepEqual(list.json.items.map((p) => p.id).sort(), ['1', '2', '3', '4', '5', '6']);
    for (const p of list.json.items) {
      assert.equal(p.name, DEFAULTS[p.id][0], `product ${p.id} name`);
      assert.equal(p.pricePaisa, DEFAULTS[p.id][1], `product ${p.id} price`);
    }
    const strip = ({ createdAt, updatedAt, ...rest }) => rest;
    for (const p of initial) {
      const now = (await adminList()).find((x) => x.id === p.id);
      assert.deepEqual(strip(now), strip(p), `product ${p.id} is back to its seeded state`);
    }
    const custom = (await adminList()).find((p) => p.id === created.id);
    assert.equal(custom?.isActive, false, 'custom products are no longer shown');
    const entry = (await audit()).find((a) => a.metadata?.path === '/api/admin/products/reset');
    assert.ok(entry && entry.success === true, 'reset is audited');
    assert.equal(entry.userId, api.admin.id);
  });

  it('the audit log is newest first, at most 100 entries, limit checked', async () => {
    const items = await audit();
    assert.ok(items.length > 10 && items.length <= 100, `${items.length} entries`);
    for (let i = 1; i < items.length; i++) {
      assert.ok(
        Date.parse(items[i - 1].timestamp) >= Date.parse(items[i].timestamp),
        `entry ${i} out of order`,
      );
    }
    const few = await api('GET', '/api/admin/audit-logs?limit=3');
    assert.equal(few.json.items.length, 3);
    assert.deepEqual(few.json.items, items.slice(0, 3));
    assertValidation(await api('GET', '/api/admin/audit-logs?limit=101'), undefined, 'limit');
    assertValidation(await api('GET', '/api/admin/audit-logs?limit=0'), undefined, 'limit');
  });
});

describe('admin image uploads', () => {
  const srv = suiteServer();
  const api = suiteAdmin(srv);
  const upload = (bytes, type = 'application/octet-stream') =>
    api('POST', '/api/admin/uploads', { body: bytes, headers: { 'content-type': type } });

  let url;
  it('a PNG upload answers 201 with /uploads/<hash>.png, served back byte for byte with immutable caching', async () => {
    const res = await upload(PNG, 'image/png');
    assert.equal(res.status, 201, res.text);
    url = res.json.imageUrl;
    assert.match(url, /^\/uploads\/[0-9a-f]{16,}\.png$/);
    const got = await fetch(`${srv.url}${url}`);
    assert.equal(got.status, 200);
    assert.equal(got.headers.get('content-type'), 'image/png');
    const cc = got.headers.get('cache-control') ?? '';
    assert.match(cc, /immutable/);
    assert.match(cc, /max-age=(\d{8,})/);
    assert.ok(Number(/max-age=(\d+)/.exec(cc)[1]) >= 31536000, cc);
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), PNG);
    const again = await upload(PNG, 'image/png');
    assert.equal(again.json.imageUrl, url, 'the name comes from the content');
  });

  it('the uploaded image can be a product image', async () => {
    const res = await api('POST', '/api/admin/products', {
      body: { name: 'Uploaded image product', price: 50, imageUrl: url },
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.image, url);
    assert.equal((await getJson(`${srv.url}/api/products/${res.json.id}`)).json.image, url);
  });

  it('JPEG is accepted by its magic bytes, whatever the content-type says', async () => {
    const res = await upload(JPEG, 'text/plain');
    assert.equal(res.status, 201, res.text);
    assert.match(res.json.imageUrl, /^\/uploads\/[0-9a-f]+\.jpg$/);
    const got = await fetch(`${srv.url}${res.json.imageUrl}`);
    assert.equal(got.headers.get('content-type'), 'image/jpeg');
  });

  for (const [what, bytes, type] of [
    ['SVG (may carry script)', SVG, 'image/svg+xml'],
    ['SVG sent as image/png', SVG, 'image/png'],
    ['GIF', GIF, 'image/gif'],
    ['plain text', Buffer.from('hello, not an image'), 'image/png'],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
  ]) {
    it(`${what} is refused with 422`, async () => {
      const res = await upload(bytes, type);
      assert.equal(res.status, 422, res.text);
      assertErrorBody(res, 'validation_failed');
    });
  }

  it('uploads are audited; unknown upload names are 404', async () => {
    const items = (await api('GET', '/api/admin/audit-logs')).json.items;
    const ups = items.filter((a) => a.metadata?.path === '/api/admin/uploads');
    assert.ok(ups.some((a) => a.success === true) && ups.some((a) => a.success === false));
    const missing = await fetch(`${srv.url}/uploads/${'0'.repeat(32)}.png`);
    assert.equal(missing.status, 404);
    await missing.arrayBuffer();
    const traversal = await fetch(`${srv.url}/uploads/..%2F..%2Fetc%2Fpasswd`);
    assert.equal(traversal.status, 404);
    await traversal.arrayBuffer();
  });
});

describe('admin product rate limits (per admin, per 60 s)', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1' } });
  const su = suiteAdmin(srv);
  let other;
  const ids = [];
  before(
    async () => {
      other = await staffClient(srv.url, su, {
        username: 'shop-admin',
        email: 'shop-admin@example.com',
        name: 'Shop Admin',
        role: 'admin',
        password: 'shop-admin-pass-1',
      });
    },
    { timeout: 30_000 },
  );

  it('create: 5 a minute, the 6th → 429 and is not created; audited as a failure', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await su('POST', '/api/admin/products', { body: product({ name: `Limit ${i}` }) });
      assert.equal(r.status, 201, `create ${i + 1}: ${r.text}`);
      ids.push(r.json.id);
    }
    const sixth = await su('POST', '/api/admin/products', { body: product({ name: 'Limit 6' }) });
    assertRateLimited(sixth);
    const names = (await su('GET', '/api/admin/products')).json.items.map((p) => p.name);
    assert.ok(!names.includes('Limit 6'));
    const entry = (await su('GET', '/api/admin/audit-logs')).json.items.find(
      (a) => a.action === 'create' && a.success === false,
    );
    assert.equal(entry?.errorMessage, RATE);
  });

  it('the limit is per admin: another admin can still create', async () => {
    const r = await other('POST', '/api/admin/products', {
      body: product({ name: 'Other admin' }),
    });
    assert.equal(r.status, 201, r.text);
  });

  it('update: 10 a minute, the 11th → 429 and changes nothing; a batch counts as an update', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await su('PUT', '/api/admin/products/5', { body: { price: 451 + i } });
      assert.equal(r.status, 200, `update ${i + 1}: ${r.text}`);
    }
    assertRateLimited(await su('PUT', '/api/admin/products/5', { body: { price: 999 } }));
    assertRateLimited(
      await su('POST', '/api/admin/products/batch', { body: { items: [{ id: '5', price: 999 }] } }),
    );
    assert.equal((await getJson(`${srv.url}/api/products/5`)).json.pricePaisa, 46000);
  });

  it('delete: 5 a minute, the 6th → 429 and the product stays', async () => {
    for (const id of ids) {
      const r = await su('DELETE', `/api/admin/products/${id}`);
      assert.equal(r.status, 204, `delete ${id}: ${r.text}`);
    }
    assertRateLimited(await su('DELETE', '/api/admin/products/1'));
    assert.equal((await getJson(`${srv.url}/api/products/1`)).status, 200);
  });

  it('a new minute resets the limits', async () => {
    const clock = await request('POST', `${srv.url}/api/test/clock`, {
      body: { offsetMs: 61_000 },
    });
    assert.equal(clock.status, 204);
    const c = await su('POST', '/api/admin/products', { body: product({ name: 'Next minute' }) });
    assert.equal(c.status, 201, c.text);
    const u = await su('PUT', '/api/admin/products/5', { body: { price: 450 } });
    assert.equal(u.status, 200, u.text);
    const d = await su('DELETE', '/api/admin/products/5');
    assert.equal(d.status, 204, d.text);
  });
});
