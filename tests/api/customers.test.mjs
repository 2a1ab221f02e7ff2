// Admin customers: the customers table agrees with the orders (e-mail in any
// case is one customer, the newest order's details win, cancelled orders add no money,
// deleted orders are forgotten), keyset pages never skip or repeat while customers are
// added, and search finds by the start of a name, e-mail or phone.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { assertErrorBody, request, signIn, startServer } from './harness.mjs';
import { deriveCustomers, placeOrder, walkCustomers } from './customers-helpers.mjs';

const person = (firstName, lastName, email, phone, city = 'Islamabad') => ({
  firstName,
  lastName,
  email,
  phone,
  city,
});

describe('admin customers', () => {
  let srv;
  let api;
  const placed = []; // every order placed, oldest first: {order, details, status, deleted}

  const place = async (details, quantity = 1) => {
    const order = await placeOrder(srv.url, details, quantity);
    const rec = { order, details, status: 'pending', deleted: false };
    placed.push(rec);
    return rec;
  };
  const setStatus = async (rec, status) => {
    const r = await api('PATCH', `/api/admin/orders/${rec.order.id}`, { body: { status } });
    assert.equal(r.status, 200, r.text);
    rec.status = status;
  };
  const remove = async (rec) => {
    const r = await api('DELETE', `/api/admin/orders/${rec.order.id}`);
    assert.equal(r.status, 204, r.text);
    rec.deleted = true;
  };

  before(async () => {
    srv = await startServer();
    api = await signIn(srv.url);
    const ayesha = await place(
      person('Ayesha', 'Khan', 'Ayesha.Khan@Example.com', '+92 300 1111111'),
    );
    await place(person('Bilal', 'Ahmed', 'bilal@example.com', '0301-2222222'));
    // The same e-mail in another case, a new phone and city: the newest details win.
    await place(
      person('Ayesha', 'Khan', 'ayesha.khan@example.com', '+92 333 4444444', 'Rawalpindi'),
      2,
    );
    const bilal2 = await place(person('Bilal', 'Ahmed', 'BILAL@example.com', '0301-2222222'), 3);
    const carol = await place(person('Carol', 'Dsouza', 'carol@example.com', '0302 3333333'));
    await place(person('Dawood', 'Malik', 'dawood@example.com', '0303 1234567', 'Rawalpindi'));
    const dawood2 = await place(person('Dawood', 'Malik', 'dawood@example.com', '0303 7654321'));
    const erum = await place(person('Erum', 'Shah', 'erum@example.com', '0304 5555555'));
    await setStatus(carol, 'cancelled'); // no money, still a customer with one order
    await setStatus(bilal2, 'cancelled');
    await setStatus(bilal2, 'processing'); // restored: its money counts again
    await setStatus(ayesha, 'delivered'); // not a cancellation: nothing changes
    await remove(dawood2); // the newest order of Dawood: the older one's details are back
    await remove(erum); // the only order of Erum: no customer left
  });
  after(async () => {
    await srv?.stop();
  });

  it('agree with the customers derived from the orders', async () => {
    const want = deriveCustomers(placed);
    const got = await walkCustomers(api, '', 2);
    assert.deepEqual(
      got.map((c) => c.id).sort(),
      [...want.keys()].sort(),
      'one customer per e-mail (any case)',
    );
    for (const c of got) {
      const w = want.get(c.id);
      const { bottleBalance, ...rest } = c;
      assert.equal(bottleBalance, 0, c.id);
      assert.deepEqual(rest, w, c.id);
    }
    for (let i = 1; i < got.length; i++)
      assert.ok(Date.parse(got[i - 1].lastOrderDate) >= Date.parse(got[i].lastOrderDate));
    const first = await api('GET', '/api/admin/customers');
    assert.equal(first.status, 200, first.text);
    assert.equal(first.json.summary.customers, want.size);
    assert.equal(first.json.nextCursor, null);
  });

  it('pages never skip or repeat a customer while new customers order', async () => {
    const before = (await walkCustomers(api, '', 100)).map((c) => c.id);
    const seen = [];
    let cursor = null;
    do {
      const q = `/api/admin/customers?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const r = await api('GET', q);
      assert.equal(r.status, 200, r.text);
      assert.ok(r.json.items.length <= 2);
      assert.equal('summary' in r.json, cursor === null, 'the count comes with page one only');
      seen.push(...r.json.items.map((c) => c.id));
      cursor = r.json.nextCursor;
      const n = randomUUID().slice(0, 8);
      await place(person('New', `Customer${n}`, `new-${n}@example.com`, '0305 0000000'));
    } while (cursor);
    assert.deepEqual(seen, before, 'the walk saw exactly the customers there were, in order');
    const after = (await walkCustomers(api, '', 3)).map((c) => c.id);
    assert.equal(
      after.length,
      before.length + placed.filter((p) => p.details.firstName === 'New').length,
    );
    assert.equal(new Set(after).size, after.length);
  });

  it('search finds by the start of a name, last name, e-mail or phone', async () => {
    const ids = async (q) => (await walkCustomers(api, q, 2)).map((c) => c.id);
    assert.deepEqual(await ids('ayesha k'), ['e:ayesha.khan@example.com']);
    assert.deepEqual(await ids('KHAN'), ['e:ayesha.khan@example.com']);
    assert.deepEqual(await ids('Ayesha.Khan@'), ['e:ayesha.khan@example.com']);
    assert.deepEqual(await ids('+92 333 444'), ['e:ayesha.khan@example.com']);
    assert.deepEqual(await ids('923334444444'), ['e:ayesha.khan@example.com']);
    assert.deepEqual(await ids('0301-222'), ['e:bilal@example.com']);
    assert.deepEqual(await ids('dawood@example.com'), ['e:dawood@example.com']);
    assert.deepEqual(await ids('erum'), [], 'a customer whose only order was deleted');
    assert.deepEqual(await ids('hmed'), [], 'prefixes only');
    const many = await ids('new');
    assert.equal(many.length, placed.filter((p) => p.details.firstName === 'New').length);
    assert.ok(many.length >= 2, many.join());
  });

  it('rejects a cursor it did not give with 400', async () => {
    for (const q of ['cursor=abc', 'cursor=.e:x', 'cursor=x1.e:a', `cursor=1.${'k'.repeat(400)}`]) {
      const r = await api('GET', `/api/admin/customers?${q}`);
      assertErrorBody(r, 'bad_request');
      assert.equal(r.status, 400, q);
      assert.match(r.json.error.message, /^Invalid cursor/);
    }
  });

  it('rejects a bad limit or search with 422', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=x', `q=${'a'.repeat(101)}`]) {
      const r = await api('GET', `/api/admin/customers?${q}`);
      assertErrorBody(r, 'validation_failed');
      assert.equal(r.status, 422, q);
    }
    const anon = await request('GET', `${srv.url}/api/admin/customers`);
    assert.equal(anon.status, 401);
  });
});
