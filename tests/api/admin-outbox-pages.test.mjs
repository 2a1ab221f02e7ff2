// The mail and SMS outbox lists by cursor (docs/api.md): newest first, pages by `before` (the
// last entry's id) that never skip or repeat an entry while new ones are queued, 200 a page
// unless limit says fewer, and a cursor the outbox did not give → 400. Each order queues a
// customer and an admin mail and a text (no gateway: read from the outboxes).
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorBody } from './harness.mjs';
import { guestOrder, suiteAdmin, suiteServer, walkPages } from './suite.mjs';
import { placeOrder } from './subscription-helpers.mjs';

describe('admin outboxes: cursor pages', () => {
  const srv = suiteServer();
  const api = suiteAdmin(srv);
  let n = 0;
  const order = () => placeOrder(srv, guestOrder(`Outbox${++n}`, 'Pager', `outbox${n}@example.pk`));

  before(async () => {
    for (let i = 0; i < 4; i++) await order();
  });

  for (const [name, list] of [['mail', '/api/admin/mail'], ['SMS', '/api/admin/sms']]) {
    const walk = (limit, between) =>
      walkPages(api, (c) => `${list}?limit=${limit}${c ? `&before=${c}` : ''}`, between);

    it(`${name}: pages newest first with no overlap and no gap while more are queued`, async () => {
      const all = await api('GET', list);
      assert.equal(all.status, 200, all.text);
      assert.equal(all.json.nextCursor, null, 'fewer than 200: one page');
      const ids = all.json.items.map((m) => m.id);
      assert.ok(ids.length >= 4, all.text);
      assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first');
      const pages = await walk(3, order);
      assert.deepEqual(pages.flat(), ids, 'the walk saw exactly the entries there were, in order');
      assert.ok(pages.every((p) => p.length <= 3) && pages.slice(0, -1).every((p) => p.length === 3));
      const after = (await walk(200)).flat();
      assert.ok(after.length > ids.length, 'new entries came first');
      assert.deepEqual(after.slice(after.length - ids.length), ids);
    });

    it(`${name}: a cursor it did not give → 400, a bad limit → 422`, async () => {
      for (const b of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const r = await api('GET', `${list}?before=${b}`);
        assertErrorBody(r, 'bad_request');
        assert.equal(r.status, 400, b);
        assert.match(r.json.error.message, /^Invalid cursor/);
      }
      for (const l of ['0', '201', 'x']) {
        const r = await api('GET', `${list}?limit=${l}`);
        assertErrorBody(r, 'validation_failed');
        assert.equal(r.status, 422, l);
      }
    });
  }
});
