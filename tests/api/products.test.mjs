import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { getJson, assertErrorBody } from './harness.mjs';
import { suiteServer } from './suite.mjs';

// The default catalogue (docs/product.md#catalogue), prices in paisa (PKR x 100).
const CATALOGUE = {
  1: { name: '19 Liter Bottle (Without Stand)', pricePaisa: 25000 },
  2: { name: '1.5 Litre Bottle (6 BOTTLES)', pricePaisa: 36000 },
  3: { name: '500 ML Bottles (12 Bottles)', pricePaisa: 36000 },
  4: { name: 'Non- Electronic Table Top Dispenser', pricePaisa: 150000 },
  5: { name: '6 LITER WATER BOTTLE (MINIMUM 3)', pricePaisa: 45000 },
  6: { name: '19 Liter Bottle Tap and Stand', pricePaisa: 60000 },
};
const ALL_IDS = ['1', '2', '3', '4', '5', '6'];
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ids = (res) => res.json.items.map((p) => p.id);
const sortedIds = (res) => ids(res).sort((a, b) => Number(a) - Number(b));

describe('GET /api/products', () => {
  const srv = suiteServer();
  let list;
  const get = (query = '') => getJson(`${srv.url}/api/products${query}`);
  before(async () => {
    list = await get();
  });

  it('lists the 6 built-in products with total, limit and offset', () => {
    assert.equal(list.status, 200);
    assert.match(list.headers.get('content-type') ?? '', /^application\/json/);
    assert.ok(Array.isArray(list.json.items));
    assert.equal(list.json.items.length, 6);
    assert.deepEqual(sortedIds(list), ALL_IDS);
    assert.equal(list.json.total, 6);
    assert.equal(list.json.limit, 50);
    assert.equal(list.json.offset, 0);
  });

  it('has the exact names and prices of the default catalogue', () => {
    for (const p of list.json.items) {
      assert.deepEqual({ id: p.id, name: p.name, pricePaisa: p.pricePaisa },
        { id: p.id, ...CATALOGUE[p.id] });
    }
  });

  it('every product has the documented fields and types', () => {
    for (const p of list.json.items) {
      const where = `product ${p.id}`;
      assert.equal(typeof p.id, 'string', where);
      assert.equal(typeof p.name, 'string', where);
      assert.equal(typeof p.description, 'string', where);
      assert.ok(Number.isInteger(p.pricePaisa), `${where}: pricePaisa integer`);
      assert.equal(typeof p.image, 'string', where);
      assert.equal(typeof p.size, 'string', where);
      assert.ok(['bottle', 'dispenser', 'accessory'].includes(p.type), `${where}: type ${p.type}`);
      assert.equal(typeof p.featured, 'boolean', where);
      assert.equal(typeof p.hasExchange, 'boolean', where);
      assert.ok(Number.isInteger(p.depositPaisa), `${where}: depositPaisa integer`);
      assert.equal(p.isActive, true, where);
      assert.match(p.createdAt, ISO, `${where}: createdAt`);
      assert.match(p.updatedAt, ISO, `${where}: updatedAt`);
    }
  });

  it('product 1 is featured, has exchange and a PKR 1000 deposit', () => {
    const p = list.json.items.find((x) => x.id === '1');
    assert.equal(p.featured, true);
    assert.equal(p.hasExchange, true);
    assert.equal(p.depositPaisa, 100000);
    assert.equal(p.type, 'bottle');
    assert.equal(p.size, '19 Liters');
    assert.equal(p.image, '/images/products/1.svg');
  });

  it('featured=true returns exactly 1, 2, 3', async () => {
    const r = await get('?featured=true');
    assert.equal(r.status, 200);
    assert.deepEqual(sortedIds(r), ['1', '2', '3']);
    assert.equal(r.json.total, 3);
  });

  it('featured=false returns exactly 4, 5, 6', async () => {
    const r = await get('?featured=false');
    assert.equal(r.status, 200);
    assert.deepEqual(sortedIds(r), ['4', '5', '6']);
    assert.equal(r.json.total, 3);
  });

  it("type=dispenser returns only '4'", async () => {
    const r = await get('?type=dispenser');
    assert.equal(r.status, 200);
    assert.deepEqual(ids(r), ['4']);
    assert.equal(r.json.total, 1);
    assert.equal(r.json.items[0].type, 'dispenser');
  });

  it('type=bottle returns only bottles, product 1 among them', async () => {
    const r = await get('?type=bottle');
    assert.equal(r.status, 200);
    assert.ok(ids(r).includes('1'));
    assert.ok(!ids(r).includes('4'));
    for (const p of r.json.items) assert.equal(p.type, 'bottle');
    assert.equal(r.json.total, r.json.items.length);
  });

  it('q=liter matches name or description case-insensitively', async () => {
    const r = await get('?q=liter');
    assert.equal(r.status, 200);
    for (const id of ['1', '5', '6']) assert.ok(ids(r).includes(id), `q=liter should match ${id}`);
    for (const p of r.json.items) {
      assert.ok(`${p.name}\n${p.description}`.toLowerCase().includes('liter'),
        `product ${p.id} does not contain 'liter'`);
    }
    assert.equal(r.json.total, r.json.items.length);
    const upper = await get('?q=LiTeR');
    assert.equal(upper.status, 200);
    assert.deepEqual(sortedIds(upper), sortedIds(r));
  });

  it('q with no match returns an empty list and total 0', async () => {
    const r = await get('?q=zzqqxxnomatch');
    assert.equal(r.status, 200);
    assert.deepEqual(r.json.items, []);
    assert.equal(r.json.total, 0);
  });

  it('limit and offset page through the list; total stays 6', async () => {
    const seen = [];
    for (const offset of [0, 2, 4]) {
      const r = await get(`?limit=2&offset=${offset}`);
      assert.equal(r.status, 200);
      assert.equal(r.json.items.length, 2, `page at offset ${offset}`);
      assert.equal(r.json.total, 6);
      assert.equal(r.json.limit, 2);
      assert.equal(r.json.offset, offset);
      seen.push(...ids(r));
    }
    assert.deepEqual(seen, ids(list), 'pages concatenate to the full list, in order');
    const past = await get('?limit=2&offset=6');
    assert.equal(past.status, 200);
    assert.deepEqual(past.json.items, []);
    assert.equal(past.json.total, 6);
    const edge = await get('?limit=100&offset=5');
    assert.equal(edge.status, 200);
    assert.equal(edge.json.items.length, 1);
    const one = await get('?limit=1');
    assert.equal(one.status, 200);
    assert.equal(one.json.items.length, 1);
  });

  const INVALID = [
    ['type', 'type=gadget'],
    ['limit', 'limit=0'],
    ['limit', 'limit=101'],
    ['limit', 'limit=abc'],
    ['offset', 'offset=-1'],
    ['featured', 'featured=maybe'],
    ['q', `q=${'a'.repeat(101)}`],
  ];
  for (const [param, query] of INVALID) {
    const label = query.length > 30 ? `${query.slice(0, 12)}… (101 chars)` : query;
    it(`${label} → 422 validation_failed with fields.${param}`, async () => {
      const r = await get(`?${query}`);
      assert.equal(r.status, 422, `status for ?${label}: ${r.text.slice(0, 200)}`);
      const e = assertErrorBody(r, 'validation_failed');
      assert.ok(e.fields && typeof e.fields === 'object', 'error.fields missing');
      assert.equal(typeof e.fields[param], 'string', `error.fields.${param} missing: ${JSON.stringify(e.fields)}`);
      assert.ok(e.fields[param].length > 0);
    });
  }

  it('sends an ETag, and If-None-Match answers 304 with an empty body', async () => {
    const etag = list.headers.get('etag');
    assert.ok(etag, 'ETag header missing');
    const again = await get();
    assert.equal(again.headers.get('etag'), etag, 'ETag is stable while nothing changes');
    const r = await getJson(`${srv.url}/api/products`, { headers: { 'if-none-match': etag } });
    assert.equal(r.status, 304);
    assert.equal(r.text, '');
  });

  it("one listing's ETag does not give 304 for a different query", async () => {
    const etag = list.headers.get('etag');
    const r = await getJson(`${srv.url}/api/products?featured=true`, { headers: { 'if-none-match': etag } });
    assert.equal(r.status, 200);
    assert.deepEqual(sortedIds(r), ['1', '2', '3']);
    assert.notEqual(r.headers.get('etag'), etag);
  });
});

describe('GET /api/products/{id}', () => {
  const srv = suiteServer();

  it('product 1 has the documented fields, equal to its list entry', async () => {
    const r = await getJson(`${srv.url}/api/products/1`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
    const p = r.json;
    assert.equal(p.id, '1');
    assert.equal(p.name, CATALOGUE[1].name);
    assert.equal(p.pricePaisa, 25000);
    assert.equal(p.featured, true);
    assert.equal(p.hasExchange, true);
    assert.equal(p.depositPaisa, 100000);
    assert.equal(p.type, 'bottle');
    assert.equal(p.size, '19 Liters');
    assert.equal(p.isActive, true);
    assert.equal(typeof p.description, 'string');
    assert.ok(p.description.length > 0);
    assert.equal(typeof p.image, 'string');
    assert.match(p.createdAt, ISO);
    assert.match(p.updatedAt, ISO);
    const all = await getJson(`${srv.url}/api/products`);
    assert.deepEqual(p, all.json.items.find((x) => x.id === '1'));
  });

  it('every built-in id answers 200 with its own name and price', async () => {
    for (const id of ALL_IDS) {
      const r = await getJson(`${srv.url}/api/products/${id}`);
      assert.equal(r.status, 200, `product ${id}`);
      assert.equal(r.json.id, id);
      assert.equal(r.json.name, CATALOGUE[id].name);
      assert.equal(r.json.pricePaisa, CATALOGUE[id].pricePaisa);
    }
  });

  it("/api/products/999 → 404 'Product not found'", async () => {
    const r = await getJson(`${srv.url}/api/products/999`);
    assert.equal(r.status, 404);
    const e = assertErrorBody(r, 'not_found');
    assert.equal(e.message, 'Product not found');
  });
});
