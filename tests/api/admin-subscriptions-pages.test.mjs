// The admin subscriptions list by cursor (docs/api.md): keyset pages, newest first, that never
// skip or repeat a subscription while new ones arrive, with search and the status filter
// across pages, the count of matches, and a cursor the list did not give → 400.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorBody } from './harness.mjs';
import { suiteAdmin, suiteServer, walkPages } from './suite.mjs';
import { pkDate } from './subscription-dates.mjs';
import { planOrder, subscribe } from './subscription-helpers.mjs';

describe('admin subscriptions: cursor pages, search, filter', () => {
  const srv = suiteServer();
  const api = suiteAdmin(srv);
  let seq = 0;

  const add = async () => {
    const n = ++seq;
    const customer = { firstName: `Pager${n}`, lastName: n % 2 ? 'Odd' : 'Even' };
    return (await subscribe(srv, api, planOrder(`pager${n}.subs@example.pk`, pkDate(1), { customer })))
      .sub;
  };
  /** Every page of the list with limit and query ("&q=…"), in order: [[ids of a page]]. */
  const walk = (query, limit, between) =>
    walkPages(
      api,
      (c) => `/api/admin/subscriptions?limit=${limit}${query}${c ? `&cursor=${encodeURIComponent(c)}` : ''}`,
      between,
    );

  before(async () => {
    for (let i = 0; i < 7; i++) await add();
  });

  it('pages newest first with no overlap and no gap, and a count of all', async () => {
    const all = await api('GET', '/api/admin/subscriptions?limit=100');
    assert.equal(all.status, 200, all.text);
    assert.equal(all.json.total, 7);
    assert.equal(all.json.totalCapped, false);
    assert.equal(all.json.nextCursor, null);
    assert.equal(all.json.activeCount, 7);
    const times = all.json.items.map((s) => Date.parse(s.createdAt));
    assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');
    const pages = await walk('', 3);
    assert.deepEqual(pages.map((p) => p.length), [3, 3, 1]);
    assert.deepEqual(pages.flat(), all.json.items.map((s) => s.id), 'the pages are the list');
    assert.equal(new Set(pages.flat()).size, 7, 'no subscription twice');
  });

  it('a second page follows its cursor however many subscriptions arrive meanwhile', async () => {
    const before = (await walk('', 100)).flat();
    const seen = (await walk('', 2, add)).flat();
    assert.deepEqual(seen, before, 'the walk saw exactly the subscriptions there were');
    const after = (await walk('', 100)).flat();
    assert.equal(after.length, before.length + 4);
    assert.deepEqual(after.slice(4), before, 'the new ones come first');
  });

  it('search and the status filter hold across pages, counted', async () => {
    const odd = await api('GET', '/api/admin/subscriptions?q=odd&limit=100');
    const oddIds = odd.json.items.map((s) => s.id);
    assert.ok(oddIds.length >= 4, odd.text);
    assert.equal(odd.json.total, oddIds.length);
    assert.ok(odd.json.items.every((s) => s.customer.lastName === 'Odd'));
    const oddPages = await walk('&q=odd', 2);
    assert.deepEqual(oddPages.flat(), oddIds);
    for (const id of oddIds.slice(0, 3)) {
      const r = await api('PATCH', `/api/admin/subscriptions/${id}`, {
        body: { action: 'cancel-now' },
      });
      assert.equal(r.status, 200, r.text);
    }
    const cancelled = await walk('&status=cancelled', 2);
    assert.deepEqual(cancelled.map((p) => p.length), [2, 1]);
    assert.deepEqual(cancelled.flat(), oddIds.slice(0, 3));
    const first = await api('GET', '/api/admin/subscriptions?status=cancelled&limit=2');
    assert.equal(first.json.total, 3);
    const active = await walk('&status=active&q=odd', 1);
    assert.deepEqual(active.flat(), oddIds.slice(3));
  });

  it('searches by id or order prefix, e-mail prefix, phone or words; order and status filters', async () => {
    const all = (await api('GET', '/api/admin/subscriptions?limit=100')).json.items;
    const one = all.find((s) => s.customer.firstName === 'Pager2');
    const ids = async (q, extra = '') => {
      const r = await api('GET', `/api/admin/subscriptions?limit=100&q=${encodeURIComponent(q)}${extra}`);
      assert.equal(r.status, 200, r.text);
      assert.equal(r.json.total, r.json.items.length, q);
      return r.json.items.map((s) => s.id);
    };
    assert.deepEqual(await ids(one.id.toLowerCase()), [one.id]);
    assert.ok((await ids(one.id.slice(0, -1))).includes(one.id), 'an id prefix');
    assert.deepEqual(await ids(one.orderId), [one.id]);
    assert.ok((await ids(one.orderId.slice(0, -2).toLowerCase())).includes(one.id), 'an order prefix');
    assert.deepEqual(await ids('PAGER2.subs@ex'), [one.id]);
    assert.deepEqual(await ids('pager2 eve'), [one.id], 'words, the last cut short');
    assert.deepEqual(await ids('Pager2 Odd'), []);
    assert.deepEqual(await ids('pager2.subs'), [one.id], 'the words of an e-mail');
    assert.deepEqual(await ids('923007654321'), all.map((s) => s.id), "the phone's digits");
    assert.deepEqual(await ids('7654321', '&status=active'), (await walk('&status=active', 100)).flat());
    assert.deepEqual(await ids('--'), [], 'no word: nothing');
    const byOrder = (status) =>
      api('GET', `/api/admin/subscriptions?orderId=${one.orderId}&status=${status}`);
    assert.deepEqual((await byOrder('active')).json.items.map((s) => s.id), [one.id]);
    assert.deepEqual((await byOrder('cancelled')).json.items, []);
  });

  it('rejects a cursor it did not give with 400 and page numbers with 422', async () => {
    for (const cursor of ['abc', '.SUB-X', '12x.SUB-X', '-5.SUB-X', '1.', `1.${'S'.repeat(60)}`]) {
      const r = await api('GET', `/api/admin/subscriptions?cursor=${encodeURIComponent(cursor)}`);
      assertErrorBody(r, 'bad_request');
      assert.equal(r.status, 400, cursor);
      assert.match(r.json.error.message, /^Invalid cursor/);
    }
    const paged = await api('GET', '/api/admin/subscriptions?page=2');
    assertErrorBody(paged, 'validation_failed');
    assert.equal(paged.status, 422);
    assert.ok(paged.json.error.fields.page);
    for (const limit of ['0', '101', 'x']) {
      const r = await api('GET', `/api/admin/subscriptions?limit=${limit}`);
      assert.equal(r.status, 422, limit);
    }
  });
});
