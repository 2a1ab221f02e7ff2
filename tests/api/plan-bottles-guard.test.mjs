// A plan's bottle stays a bottle (docs/product.md#catalogue): while a plan delivers a product,
// that product cannot stop taking empties back nor be deleted (409 naming the plans; nothing
// changes), whether by a PUT, a batch, a DELETE or a reset; once the plans deliver another
// returnable product, the first one is free to change. `aquapure check` (run when the server
// stops) holds every plan's product returnable.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getJson, assertErrorBody } from './harness.mjs';
import { suiteServer, suiteAdmin } from './suite.mjs';

describe('a plan keeps its bottle', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1' } });
  const api = suiteAdmin(srv);
  const assert409 = (res) => {
    assert.equal(res.status, 409, res.text);
    const e = assertErrorBody(res, 'product_in_plan');
    for (const name of ['Basic', 'Family', 'Premium']) assert.match(e.message, new RegExp(name));
    return e;
  };
  const product1 = async () => (await getJson(`${srv.url}/api/products/1`)).json;

  it('the default plans deliver product 1', async () => {
    const res = await api('GET', '/api/admin/plans');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual([...new Set(res.json.items.map((p) => p.productId))], ['1']);
  });

  it('product 1 cannot stop taking empties back, by a PUT or a batch: 409 naming the plans', async () => {
    assert409(await api('PUT', '/api/admin/products/1', { body: { hasExchange: false } }));
    assert409(
      await api('POST', '/api/admin/products/batch', {
        body: { items: [{ id: '2', price: 111 }, { id: '1', hasExchange: false }] },
      }),
    );
    const p = await product1();
    assert.equal(p.hasExchange, true, JSON.stringify(p));
    const two = (await getJson(`${srv.url}/api/products/2`)).json;
    assert.notEqual(two.pricePaisa, 11100, 'the batch is all or nothing');
    // Other changes to the plans' bottle are fine.
    const ok = await api('PUT', '/api/admin/products/1', { body: { featured: true } });
    assert.equal(ok.status, 200, ok.text);
  });

  it('product 1 cannot be deleted while plans deliver it', async () => {
    assert409(await api('DELETE', '/api/admin/products/1'));
    assert.equal((await getJson(`${srv.url}/api/products/1`)).status, 200);
  });

  it('once the plans deliver another returnable product, product 1 may change', async () => {
    const made = await api('POST', '/api/admin/products', {
      body: {
        name: 'Big Bottle 19L',
        description: 'Another returnable bottle',
        price: 250,
        imageUrl: '/images/products/1.svg',
        size: '19 Liters',
        type: 'bottle',
        featured: false,
        hasExchange: true,
        depositPrice: 500,
      },
    });
    assert.equal(made.status, 201, made.text);
    for (const id of ['basic', 'family']) {
      const r = await api('PUT', `/api/admin/plans/${id}`, { body: { productId: made.json.id } });
      assert.equal(r.status, 200, r.text);
    }
    // Premium still delivers product 1: named alone.
    const res = await api('PUT', '/api/admin/products/1', { body: { hasExchange: false } });
    assert.equal(res.status, 409, res.text);
    assert.match(res.json.error.message, /Premium/);
    assert.doesNotMatch(res.json.error.message, /Basic|Family/);
    const r = await api('PUT', '/api/admin/plans/premium', { body: { productId: made.json.id } });
    assert.equal(r.status, 200, r.text);
    const freed = await api('PUT', '/api/admin/products/1', { body: { hasExchange: false } });
    assert.equal(freed.status, 200, freed.text);
    // The new bottle is now the plans': deleting it is refused.
    const del = await api('DELETE', `/api/admin/products/${made.json.id}`);
    assert.equal(del.status, 409, del.text);
  });
});
