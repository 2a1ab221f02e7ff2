// Hardening: absolute session lifetime and expiry that survives a clock
// moving back, one password length limit, no-store on admin responses, local image paths
// only, the route table for admins only, and the sanitiser reading entities.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminLogin, signIn, assertErrorBody } from './harness.mjs';
import { suiteServer, suiteAdmin, setTestClock, getSession } from './suite.mjs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('hardening', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_SESSION_MAX_HOURS: '2' } });
  const admin = suiteAdmin(srv);
  const setClock = (offsetMs) => setTestClock(srv, offsetMs);
  const sessionWith = (cookie) => getSession(srv, cookie);

  it('admin responses (lists, CSV, audit log, the route table) are Cache-Control: no-store', async () => {
    for (const path of [
      '/api/admin/orders',
      '/api/admin/customers',
      '/api/admin/orders.csv',
      '/api/admin/audit-logs',
      '/api/admin/products',
      '/api/admin/mail',
      '/api/admin/messages',
      '/api/routes',
    ]) {
      const res = await admin('GET', path);
      assert.equal(res.status, 200, `${path}: ${res.text.slice(0, 200)}`);
      assert.equal(res.headers.get('cache-control'), 'no-store', path);
    }
  });

  it('a password over 200 characters can be neither set nor used (one limit)', async () => {
    const made = await admin('POST', '/api/admin/admins', {
      body: {
        username: 'long-pw',
        email: 'long-pw@example.com',
        name: 'Long',
        role: 'manager',
        password: 'p'.repeat(250),
      },
    });
    assert.equal(made.status, 422, made.text);
    assert.match(assertErrorBody(made, 'validation_failed').fields.password, /at most 200/);
    const ok = await admin('POST', '/api/admin/admins', {
      body: {
        username: 'max-pw',
        email: 'max-pw@example.com',
        name: 'Max',
        role: 'manager',
        password: 'p'.repeat(200),
      },
    });
    assert.equal(ok.status, 201, ok.text);
    const { res } = await adminLogin(srv.url, 'max-pw', 'p'.repeat(200));
    assert.equal(res.status, 200, 'the longest password that can be set also signs in');
    const patch = await admin('PATCH', `/api/admin/admins/${ok.json.id}`, {
      body: { password: 'q'.repeat(201) },
    });
    assert.equal(patch.status, 422, patch.text);
  });

  it('a session ends after AQUA_SESSION_MAX_HOURS however active it is', async () => {
    await setClock(0);
    const { res, cookie } = await adminLogin(srv.url);
    assert.equal(res.status, 200, res.text);
    let at = 0;
    while (at + 20 * MINUTE < 2 * HOUR) {
      at += 20 * MINUTE;
      await setClock(at);
      const s = await sessionWith(cookie);
      assert.equal(s.status, 200, `used every 20 minutes, at +${at / MINUTE} min: ${s.text}`);
    }
    await setClock(2 * HOUR + MINUTE);
    const late = await sessionWith(cookie);
    assert.equal(late.status, 401, `past the absolute lifetime: ${late.text}`);
  });

  it('an expired session stays expired when the clock moves back', async () => {
    await setClock(3 * HOUR);
    const { res, cookie } = await adminLogin(srv.url);
    assert.equal(res.status, 200, res.text);
    await setClock(3 * HOUR + 31 * MINUTE);
    assert.equal((await sessionWith(cookie)).status, 401);
    await setClock(3 * HOUR);
    const back = await sessionWith(cookie);
    assert.equal(back.status, 401, `after the clock moved back: ${back.text}`);
    // Signing in again still works with the clock where it is now.
    const again = await adminLogin(srv.url);
    assert.equal(again.res.status, 200, again.res.text);
    assert.equal((await sessionWith(again.cookie)).status, 200);
  });
  it("imageUrl accepts only this shop's paths and uploads, never another host", async () => {
    await setClock(5 * HOUR); // a fresh window for the product-write rate limit
    const admin = await signIn(srv.url);
    for (const imageUrl of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'https://evil.example/x.png',
      'http://evil.example/x.png',
      'data:image/svg+xml,<svg/>',
    ]) {
      const res = await admin('POST', '/api/admin/products', {
        body: { name: 'Bad image', price: 10, imageUrl },
      });
      assert.equal(res.status, 422, `${imageUrl}: ${res.text}`);
      assert.ok(assertErrorBody(res).fields.imageUrl, imageUrl);
    }
    await setClock(5 * HOUR + 2 * MINUTE);
    const good = await admin('POST', '/api/admin/products', {
      body: { name: 'Good image', price: 10, imageUrl: '/images/products/1.svg' },
    });
    assert.equal(good.status, 201, good.text);
  });

  it('the sanitiser decodes entities before checking schemes and drops srcdoc', async () => {
    await setClock(5 * HOUR + 4 * MINUTE);
    const admin = await signIn(srv.url);
    const res = await admin('POST', '/api/admin/products', {
      body: {
        name: 'Entities',
        price: 10,
        imageUrl: '/images/products/1.svg',
        description:
          '<a href="jav&#x61;script:alert(1)">x</a> <a href="&#106;avascript&colon;y">z</a> ' +
          '<iframe srcdoc="&lt;b&gt;hi&lt;/b&gt;"></iframe> Fresh',
      },
    });
    assert.equal(res.status, 201, res.text);
    const d = res.json.description;
    assert.ok(!/javascript|srcdoc/i.test(d), d);
    assert.match(d, /Fresh/);
  });

});
