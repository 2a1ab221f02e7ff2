import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, getJson } from './harness.mjs';

const EXPECTED = [
  { id: 'basic', name: 'Basic', pricePaisa: 199900, bottles: 8, discountPercent: 10 },
  { id: 'family', name: 'Family', pricePaisa: 294000, bottles: 12, discountPercent: 15 },
  { id: 'premium', name: 'Premium', pricePaisa: 480000, bottles: 20, discountPercent: 18 },
];

describe('GET /api/plans', () => {
  let srv;
  let res;
  const byId = (id) => res.json.items.find((p) => p.id === id);
  before(async () => {
    srv = await startServer();
    res = await getJson(`${srv.url}/api/plans`);
  }, { timeout: 30_000 });
  after(async () => {
    await srv?.stop();
  });

  it('answers 200 with 3 plans basic, family, premium', () => {
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.ok(Array.isArray(res.json.items), 'items should be an array');
    assert.deepEqual(res.json.items.map((p) => p.id).sort(), ['basic', 'family', 'premium']);
  });

  for (const e of EXPECTED) {
    it(`${e.id}: name, price, bottles, discount`, () => {
      const p = byId(e.id);
      assert.ok(p, `plan ${e.id} missing`);
      assert.equal(p.name, e.name);
      assert.equal(p.pricePaisa, e.pricePaisa);
      assert.equal(p.bottles, e.bottles);
      assert.equal(p.discountPercent, e.discountPercent);
      assert.equal(p.frequency, 'Monthly');
      assert.equal(p.savings, `Save ${e.discountPercent}%`, 'savings text names the real discount');
    });
  }

  it('family is popular, the others are not', () => {
    assert.equal(byId('family').popular, true);
    assert.notEqual(byId('basic').popular, true);
    assert.notEqual(byId('premium').popular, true);
  });

  it('every plan has a non-empty list of feature texts', () => {
    for (const p of res.json.items) {
      assert.ok(Array.isArray(p.features), `${p.id}.features should be an array`);
      assert.ok(p.features.length > 0, `${p.id}.features should not be empty`);
      for (const f of p.features) {
        assert.equal(typeof f, 'string');
        assert.ok(f.length > 0);
      }
    }
  });
});
