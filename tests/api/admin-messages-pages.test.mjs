// The staff contact messages by cursor (docs/api.md): keyset pages, newest first, that never
// skip or repeat a message while new ones arrive, a capped count of all, and a cursor the list
// did not give → 400.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { assertErrorBody, request } from './harness.mjs';
import { suiteAdmin, suiteServer, walkPages } from './suite.mjs';

describe('admin contact messages: cursor pages and a count', () => {
  const srv = suiteServer({ env: { AQUA_CONTACT_RATE: '1000/60' } });
  const api = suiteAdmin(srv);
  let n = 0;
  const send = async () => {
    const r = await request('POST', `${srv.url}/api/contact`, {
      body: {
        name: `Pager ${++n}`,
        email: `pager${n}@example.pk`,
        phone: '',
        subject: 'Feedback',
        message: `Message number ${n}`,
      },
    });
    assert.equal(r.status, 201, r.text);
  };
  const walk = (limit, between) =>
    walkPages(
      api,
      (c) => `/api/admin/messages?limit=${limit}${c ? `&cursor=${encodeURIComponent(c)}` : ''}`,
      between,
    );

  before(async () => {
    for (let i = 0; i < 7; i++) await send();
  });

  it('pages newest first with no overlap and no gap, and a count of all', async () => {
    const all = await api('GET', '/api/admin/messages');
    assert.equal(all.status, 200, all.text);
    assert.equal(all.json.total, 7);
    assert.equal(all.json.totalCapped, false);
    assert.equal(all.json.limit, 50);
    assert.equal(all.json.nextCursor, null, 'fewer than a page: one page');
    assert.deepEqual(
      all.json.items.map((m) => m.name),
      [7, 6, 5, 4, 3, 2, 1].map((i) => `Pager ${i}`),
      'newest first',
    );
    const pages = await walk(3);
    assert.deepEqual(pages.map((p) => p.length), [3, 3, 1]);
    assert.deepEqual(pages.flat(), all.json.items.map((m) => m.id), 'the pages are the list');
    const second = await api('GET', `/api/admin/messages?limit=3`);
    assert.equal(second.json.total, 7, 'every page counts them all');
    assert.match(second.json.nextCursor, /^\d+\.\d+$/);
  });

  it('a walk sees exactly the messages there were however many arrive meanwhile', async () => {
    const before = (await walk(200)).flat();
    const seen = (await walk(2, send)).flat();
    assert.deepEqual(seen, before);
    const after = (await walk(200)).flat();
    assert.equal(after.length, before.length + 4);
    assert.deepEqual(after.slice(4), before, 'the new ones come first');
  });

  it('a cursor it did not give → 400, a bad limit → 422', async () => {
    for (const c of ['abc', '12', '12.', '.5', 'x.5', '12.5x', '1.2.3', `1.${'9'.repeat(30)}`]) {
      const r = await api('GET', `/api/admin/messages?cursor=${encodeURIComponent(c)}`);
      assertErrorBody(r, 'bad_request');
      assert.equal(r.status, 400, c);
      assert.match(r.json.error.message, /^Invalid cursor/);
    }
    for (const l of ['0', '201', 'x', '1.5']) {
      const r = await api('GET', `/api/admin/messages?limit=${l}`);
      assertErrorBody(r, 'validation_failed');
      assert.equal(r.status, 422, l);
      assert.equal(typeof r.json.error.fields.limit, 'string');
    }
  });
});
