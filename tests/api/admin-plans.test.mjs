// Admin subscription plans: list, create (id 'plan-…', comma-separated features), update (the
// id is locked), delete, reset to the three defaults on the server (docs/product.md#catalogue,
// docs/decisions/0016-soft-delete-products.md).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getJson, request, assertErrorBody } from './harness.mjs';
import { suiteServer, suiteAdmin, setTestClock } from './suite.mjs';

const DEFAULT_IDS = ['basic', 'family', 'premium'];

describe('admin plans', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1' } });
  const api = suiteAdmin(srv);
  let offset = 0;
  let defaults;
  const nextWindow = async () => {
    offset += 61_000;
    await setTestClock(srv, offset);
  };
  const publicPlans = async () => (await getJson(`${srv.url}/api/plans`)).json.items;
  const publicPlan = async (id) => (await publicPlans()).find((p) => p.id === id);
  const assert422 = (res, field) => {
    assert.equal(res.status, 422, res.text);
    const e = assertErrorBody(res, 'validation_failed');
    if (field) assert.equal(typeof e.fields?.[field], 'string', `fields.${field}: ${res.text}`);
    return e;
  };


  it('GET /api/admin/plans lists the three default plans, like the public list', async () => {
    const res = await api('GET', '/api/admin/plans');
    assert.equal(res.status, 200, res.text);
    defaults = res.json.items;
    assert.deepEqual(defaults.map((p) => p.id).sort(), DEFAULT_IDS);
    assert.deepEqual(defaults, await publicPlans());
    const family = defaults.find((p) => p.id === 'family');
    assert.equal(family.pricePaisa, 294000);
    assert.equal(family.popular, true);
  });

  let plan;
  it("POST creates a plan with an id starting 'plan-'; comma-separated features are trimmed, empties dropped", async () => {
    await nextWindow();
    const res = await api('POST', '/api/admin/plans', {
      body: {
        name: 'Office',
        price: 5000,
        bottles: 30,
        frequency: 'Weekly',
        popular: false,
        discountPercent: 20,
        savings: 'Save 20%',
        features: '  Free delivery , , Priority support,  ,Dedicated account manager ',
      },
    });
    assert.equal(res.status, 201, res.text);
    plan = res.json;
    assert.match(plan.id, /^plan-[A-Za-z0-9]+$/);
    assert.ok(!DEFAULT_IDS.includes(plan.id));
    assert.equal(plan.name, 'Office');
    assert.equal(plan.pricePaisa, 500000);
    assert.equal(plan.bottles, 30);
    assert.equal(plan.frequency, 'Weekly');
    assert.equal(plan.popular, false);
    assert.equal(plan.discountPercent, 20);
    assert.equal(plan.savings, 'Save 20%');
    assert.deepEqual(plan.features, [
      'Free delivery',
      'Priority support',
      'Dedicated account manager',
    ]);
    assert.deepEqual(await publicPlan(plan.id), plan, 'the public list shows it at once');
    const again = await api('POST', '/api/admin/plans', {
      body: { name: 'Office 2', price: 10, features: ['a'] },
    });
    assert.equal(again.status, 201, again.text);
    assert.notEqual(again.json.id, plan.id, 'ids are unique');
    assert.match(again.json.id, /^plan-/);
    assert.equal(again.json.frequency, 'Monthly', 'frequency defaults to Monthly');
    assert.deepEqual(again.json.features, ['a'], 'features as a list work too');
  });

  it('a plan in the cart is priced by the server from the stored plan', async () => {
    const q = await request('POST', `${srv.url}/api/quote`, {
      body: {
        items: [
          {
            productId: `subscription-${plan.id}`,
            quantity: 1,
            purchaseType: 'subscription',
            subscriptionPlan: plan.id,
          },
        ],
      },
    });
    assert.equal(q.status, 200, q.text);
    assert.deepEqual(q.json.errors, {}, q.text);
    assert.equal(q.json.totalPaisa, 400000, 'PKR 5000 less 20%');
  });

  it('create validation: name required, price 0 or more, known frequency, whole bottles', async () => {
    await nextWindow();
    assert422(await api('POST', '/api/admin/plans', { body: { price: 100 } }), 'name');
    assert422(await api('POST', '/api/admin/plans', { body: { name: 'Neg', price: -1 } }), 'price');
    assert422(
      await api('POST', '/api/admin/plans', {
        body: { name: 'Daily', price: 1, frequency: 'Daily' },
      }),
      'frequency',
    );
    assert422(
      await api('POST', '/api/admin/plans', { body: { name: 'Half', price: 1, bottles: 2.5 } }),
      'bottles',
    );
    assert.ok(!(await publicPlans()).some((p) => ['Neg', 'Daily', 'Half'].includes(p.name)));
  });

  it('PUT updates a plan; the public list shows it at once', async () => {
    await nextWindow();
    const res = await api('PUT', `/api/admin/plans/${plan.id}`, {
      body: { name: 'Office Plus', price: 5500, features: 'One, Two', popular: true },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.id, plan.id);
    assert.equal(res.json.name, 'Office Plus');
    assert.equal(res.json.pricePaisa, 550000);
    assert.deepEqual(res.json.features, ['One', 'Two']);
    assert.equal(res.json.popular, true);
    assert.equal(res.json.bottles, 30, 'untouched fields stay');
    assert.equal(res.json.frequency, 'Weekly');
    assert.deepEqual(await publicPlan(plan.id), res.json);
    const basic = await api('PUT', '/api/admin/plans/basic', { body: { price: 2100 } });
    assert.equal(basic.status, 200, basic.text);
    assert.equal((await publicPlan('basic')).pricePaisa, 210000);
  });

  it('the id is locked: a different id in the body → 422 and nothing changes; the same id is fine', async () => {
    await nextWindow();
    const res = await api('PUT', `/api/admin/plans/${plan.id}`, {
      body: { id: 'plan-hijack', name: 'Moved' },
    });
    assert422(res, 'id');
    assert.equal((await publicPlan(plan.id)).name, 'Office Plus');
    assert.equal(await publicPlan('plan-hijack'), undefined);
    const same = await api('PUT', `/api/admin/plans/${plan.id}`, {
      body: { id: plan.id, bottles: 31 },
    });
    assert.equal(same.status, 200, same.text);
    assert.equal(same.json.id, plan.id);
    assert.equal(same.json.bottles, 31);
    assert.equal((await publicPlans()).filter((p) => p.id === plan.id).length, 1);
  });

  it('PUT validation and an unknown plan', async () => {
    await nextWindow();
    assert422(await api('PUT', `/api/admin/plans/${plan.id}`, { body: { price: -5 } }), 'price');
    assert422(await api('PUT', `/api/admin/plans/${plan.id}`, { body: { name: '' } }), 'name');
    assert.equal((await publicPlan(plan.id)).pricePaisa, 550000);
    const missing = await api('PUT', '/api/admin/plans/plan-nope', { body: { price: 1 } });
    assert.equal(missing.status, 404, missing.text);
    assertErrorBody(missing, 'not_found');
  });

  it('DELETE removes a plan; a second DELETE → 404', async () => {
    await nextWindow();
    const res = await api('DELETE', `/api/admin/plans/${plan.id}`);
    assert.equal(res.status, 204, res.text);
    assert.equal(await publicPlan(plan.id), undefined);
    assert.ok(!(await api('GET', '/api/admin/plans')).json.items.some((p) => p.id === plan.id));
    const again = await api('DELETE', `/api/admin/plans/${plan.id}`);
    assert.equal(again.status, 404, again.text);
    const fam = await api('DELETE', '/api/admin/plans/family');
    assert.equal(fam.status, 204, fam.text);
    assert.equal(await publicPlan('family'), undefined);
  });

  it("reset restores exactly the three defaults ('Subscription plans have been reset to default values.'), audited", async () => {
    await nextWindow();
    const res = await api('POST', '/api/admin/plans/reset');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.message, 'Subscription plans have been reset to default values.');
    const plans = await publicPlans();
    assert.deepEqual(
      plans.map((p) => p.id).sort(),
      DEFAULT_IDS,
      'custom plans are removed, family is back',
    );
    const byId = (list) => Object.fromEntries(list.map((p) => [p.id, p]));
    assert.deepEqual(byId(plans), byId(defaults), 'basic is back at its default price');
    const audit = await api('GET', '/api/admin/audit-logs');
    const entry = audit.json.items.find((a) => a.metadata?.path === '/api/admin/plans/reset');
    assert.ok(entry && entry.success === true, 'reset audited');
    const deleted = audit.json.items.find(
      (a) => a.action === 'delete' && a.resource === 'plan' && a.success,
    );
    assert.ok(deleted, 'plan delete audited');
  });
});
