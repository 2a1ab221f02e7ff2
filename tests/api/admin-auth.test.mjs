// Admin sign-in on the server (docs/decisions/0006-server-owns-admin-identity.md): login, the
// session cookie, session and logout, identical answers for a wrong password and an unknown
// user, required fields, login rate limits, and the 30-minute sliding session (test clock).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer,
  request,
  assertErrorBody,
  adminLogin,
  adminClient,
  DEMO_ADMIN,
} from './harness.mjs';
import { suiteServer, setTestClock, getSession } from './suite.mjs';

const MINUTE = 60_000;
const loginUrl = (srv) => `${srv.url}/api/admin/login`;
const setCookies = (res) => res.headers.getSetCookie();
const sessionSetCookie = (res) => setCookies(res).find((c) => c.startsWith('aqua_session='));
/** Cookie attributes, lower-cased names: {httponly: true, samesite: 'Strict', ...}. */
function cookieAttributes(setCookie) {
  const [pair, ...attrs] = setCookie.split(';').map((s) => s.trim());
  const out = { _value: pair.slice(pair.indexOf('=') + 1) };
  for (const a of attrs) {
    const i = a.indexOf('=');
    if (i < 0) out[a.toLowerCase()] = true;
    else out[a.slice(0, i).toLowerCase()] = a.slice(i + 1);
  }
  return out;
}

describe('admin login, session and logout', () => {
  let srv;
  let login; // the first successful login
  let api;

  before(
    async () => {
      srv = await startServer();
      login = await adminLogin(srv.url);
      api = adminClient(srv.url, login.cookie);
    },
    { timeout: 30_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it('the demo super-admin signs in: 200, the admin and an expiry 30 minutes ahead', () => {
    const { res } = login;
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const a = res.json.admin;
    assert.equal(a.username, 'admin');
    assert.equal(a.role, 'super-admin');
    assert.equal(a.isAuthenticated, true);
    assert.equal(a.isAdmin, true);
    assert.ok(a.permissions.includes('create:admin') && a.permissions.includes('read:audit_logs'));
    assert.ok(!('password' in a) && !('passwordHash' in a), 'no password material in the answer');
    const ahead = Date.parse(res.json.expiresAt) - Date.now();
    assert.ok(
      ahead > 29 * MINUTE && ahead <= 30 * MINUTE + 5000,
      `expiresAt ${res.json.expiresAt}`,
    );
  });

  it('sets aqua_session as HttpOnly, SameSite=Strict, Path=/ and keeps the token out of the body', () => {
    const sc = sessionSetCookie(login.res);
    assert.ok(sc, `no aqua_session cookie in ${JSON.stringify(setCookies(login.res))}`);
    const c = cookieAttributes(sc);
    assert.match(c._value, /^[0-9a-f]{32,}$/, 'an opaque random token');
    assert.equal(c.httponly, true, sc);
    assert.equal(c.samesite, 'Strict', sc);
    assert.equal(c.path, '/', sc);
    assert.ok(!c.domain, 'host-only cookie');
    if (c['max-age'] !== undefined) {
      assert.ok(Number(c['max-age']) > 0 && Number(c['max-age']) <= 1800, sc);
    }
    assert.ok(!login.res.text.includes(c._value), 'the token must not be readable by scripts');
  });

  it('GET /api/admin/session answers the signed-in admin, no-store', async () => {
    const res = await api('GET', '/api/admin/session');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(res.json.admin.username, 'admin');
    assert.equal(res.json.admin.role, 'super-admin');
    assert.equal(res.json.admin.id, login.res.json.admin.id);
    assert.ok(Date.parse(res.json.expiresAt) > Date.now() + 29 * MINUTE);
  });

  it("GET /api/admin/session without a cookie, or with an unknown one, is 401 'Authentication required'", async () => {
    for (const headers of [
      {},
      { cookie: 'aqua_session=' },
      { cookie: `aqua_session=${'ab'.repeat(32)}` },
      { cookie: `other=1; aqua_session=${'0'.repeat(64)}` },
    ]) {
      const res = await request('GET', `${srv.url}/api/admin/session`, { headers });
      assert.equal(res.status, 401, `${JSON.stringify(headers)}: ${res.text}`);
      const e = assertErrorBody(res, 'unauthenticated');
      assert.equal(e.message, 'Authentication required');
    }
  });

  it('the session cookie is found among other cookies', async () => {
    const res = await request('GET', `${srv.url}/api/admin/session`, {
      headers: { cookie: `cookie-preferences=%7B%7D; ${login.cookie}; theme-preference=dark` },
    });
    assert.equal(res.status, 200, res.text);
  });

  let wrongPassword;
  let unknownUser;
  it("a wrong password and an unknown user both get 401 'Invalid username or password', byte for byte the same", async () => {
    wrongPassword = await request('POST', loginUrl(srv), {
      body: { username: 'admin', password: 'wrong-password-xyz' },
    });
    unknownUser = await request('POST', loginUrl(srv), {
      body: { username: 'no-such-admin', password: 'wrong-password-xyz' },
    });
    for (const res of [wrongPassword, unknownUser]) {
      assert.equal(res.status, 401, res.text);
      const e = assertErrorBody(res, 'invalid_credentials');
      assert.equal(e.message, 'Invalid username or password');
      assert.equal(sessionSetCookie(res), undefined, 'no session cookie on failure');
    }
    assert.equal(wrongPassword.text, unknownUser.text);
    assert.equal(
      wrongPassword.headers.get('content-type'),
      unknownUser.headers.get('content-type'),
    );
  });

  it('the username is not case-folded into another account and the password is case-sensitive', async () => {
    const res = await request('POST', loginUrl(srv), {
      body: { username: 'admin', password: DEMO_ADMIN.password.toUpperCase() },
    });
    assert.equal(res.status, 401, res.text);
    assert.equal(res.text, unknownUser.text);
  });

  const MISSING = [
    ['empty object', {}, ['username', 'password']],
    ['no password', { username: 'admin' }, ['password']],
    ['no username', { password: 'aquapure-demo' }, ['username']],
    ['blank strings', { username: '   ', password: '' }, ['username', 'password']],
  ];
  for (const [what, body, fields] of MISSING) {
    it(`login with ${what} → 422 naming ${fields.join(' and ')}`, async () => {
      const res = await request('POST', loginUrl(srv), { body });
      assert.equal(res.status, 422, res.text);
      const e = assertErrorBody(res, 'validation_failed');
      assert.deepEqual(Object.keys(e.fields ?? {}).sort(), [...fields].sort());
      assert.equal(sessionSetCookie(res), undefined);
    });
  }

  it('failed and successful sign-ins are audited without the password', async () => {
    const res = await api('GET', '/api/admin/audit-logs');
    assert.equal(res.status, 200, res.text);
    const logins = res.json.items.filter((a) => a.action === 'LOGIN');
    const failed = logins.filter((a) => a.success === false);
    assert.ok(failed.length >= 3, `failed LOGIN entries: ${JSON.stringify(failed)}`);
    for (const a of failed) {
      assert.equal(a.userId, 'anonymous');
      assert.equal(a.userEmail, 'unknown');
      assert.equal(a.errorMessage, 'Invalid username or password');
    }
    assert.ok(failed.some((a) => a.metadata?.username === 'no-such-admin'));
    const ok = logins.find((a) => a.success === true);
    assert.ok(ok, 'successful LOGIN entry');
    assert.equal(ok.userId, login.res.json.admin.id);
    assert.equal(ok.userRole, 'super-admin');
    assert.ok(
      !res.text.includes('wrong-password-xyz'),
      'a tried password never reaches the audit log',
    );
    assert.ok(!res.text.includes(DEMO_ADMIN.password.toUpperCase()));
  });

  it('the audit log pages by cursor: every entry once, newest first; a made-up cursor is 400', async () => {
    const all = await api('GET', '/api/admin/audit-logs?limit=100');
    assert.equal(all.status, 200, all.text);
    const ids = all.json.items.map((a) => a.id);
    assert.ok(ids.length >= 4, `entries so far: ${ids.length}`);
    assert.equal(all.json.nextCursor, null, 'one page holds them all');
    const seen = [];
    let before = 0;
    for (let page = 0; page < 100; page += 1) {
      const res = await api('GET', `/api/admin/audit-logs?limit=3${before ? `&before=${before}` : ''}`);
      assert.equal(res.status, 200, res.text);
      seen.push(...res.json.items.map((a) => a.id));
      if (res.json.nextCursor === null) break;
      assert.equal(res.json.items.length, 3);
      before = res.json.nextCursor;
    }
    // The pages read after the whole list add only entries written since (these reads are
    // not audited): the same ids, in the same order.
    assert.deepEqual(seen, ids);
    for (const bad of ['?before=999999999', '?before=abc', '?before=-2']) {
      const res = await api('GET', `/api/admin/audit-logs${bad}`);
      assert.equal(res.status, 400, `${bad}: ${res.text}`);
      assertErrorBody(res, 'bad_request');
    }
  });

  it('GET /api/admin/admins shows lastLoginAt for the admin who signed in, and no password hash', async () => {
    const res = await api('GET', '/api/admin/admins');
    assert.equal(res.status, 200, res.text);
    const me = res.json.items.find((a) => a.username === 'admin');
    assert.ok(me.lastLoginAt, 'lastLoginAt set');
    assert.ok(Math.abs(Date.parse(me.lastLoginAt) - Date.now()) < MINUTE);
    assert.ok(!/argon2|password/i.test(res.text), 'no password material in the admin list');
  });

  it('logout ends only its own session and clears the cookie', async () => {
    const second = await adminLogin(srv.url);
    assert.equal(second.res.status, 200, second.res.text);
    assert.notEqual(second.cookie, login.cookie, 'each login gets its own token');
    const out = await request('POST', `${srv.url}/api/admin/logout`, {
      headers: { cookie: second.cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.ok(out.status === 204 || out.status === 200, `logout status ${out.status}`);
    const cleared = sessionSetCookie(out);
    assert.ok(cleared, 'logout sends a clearing Set-Cookie');
    const c = cookieAttributes(cleared);
    assert.equal(c._value, '');
    assert.ok(c['max-age'] === '0' || (c.expires && Date.parse(c.expires) < Date.now()), cleared);
    assert.equal(c.path, '/');
    const after = await request('GET', `${srv.url}/api/admin/session`, {
      headers: { cookie: second.cookie },
    });
    assert.equal(after.status, 401, 'the logged-out token no longer works');
    const prods = await request('GET', `${srv.url}/api/admin/products`, {
      headers: { cookie: second.cookie },
    });
    assert.equal(prods.status, 401);
    const first = await api('GET', '/api/admin/session');
    assert.equal(first.status, 200, 'the other session is untouched');
  });

  it('X-Forwarded-Proto from a client without our proxy (no AQUA_TRUST_PROXY) is ignored', async () => {
    const res = await request('POST', loginUrl(srv), {
      headers: { 'x-forwarded-proto': 'https' },
      body: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
    });
    assert.equal(res.status, 200, res.text);
    const c = cookieAttributes(sessionSetCookie(res));
    assert.equal(c.secure, undefined, 'a client cannot set the Secure flag with a header');
    assert.equal(c.httponly, true);
  });

  it('behind our proxy (AQUA_TRUST_PROXY=1, X-Forwarded-Proto: https) the cookie is also Secure', async () => {
    const proxied = await startServer({ env: { AQUA_TRUST_PROXY: '1' } });
    try {
      const res = await request('POST', loginUrl(proxied), {
        headers: { 'x-forwarded-proto': 'https' },
        body: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
      });
      assert.equal(res.status, 200, res.text);
      const c = cookieAttributes(sessionSetCookie(res));
      assert.equal(c.secure, true);
      assert.equal(c.httponly, true);
      assert.equal(c.samesite, 'Strict');
    } finally {
      await proxied.stop();
    }
  });

  it('logout without a session still answers and clears the cookie', async () => {
    const out = await request('POST', `${srv.url}/api/admin/logout`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    assert.ok(out.status === 204 || out.status === 200, `status ${out.status}`);
  });
});

describe('admin login rate limits (failures per username and address, per address)', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_TRUST_PROXY: '1' } });
  const attempt = (username, password = 'wrong-password-xyz', from = '203.0.113.1') =>
    request('POST', loginUrl(srv), {
      headers: { 'x-forwarded-for': from },
      body: { username, password },
    });
  const assertLimited = (res) => {
    assert.equal(res.status, 429, res.text);
    const e = assertErrorBody(res, 'rate_limited');
    assert.equal(e.message, 'Rate limit exceeded. Please try again later.');
    assert.equal(sessionSetCookie(res), undefined);
  };

  let failures = 0;
  it('5 failures for a username from one address: that address gets 429, even with the right password', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt('admin');
      failures++;
      assert.equal(res.status, 401, `attempt ${i + 1}: ${res.text}`);
    }
    assertLimited(await attempt('admin', DEMO_ADMIN.password));
    assertLimited(await attempt('ADMIN', DEMO_ADMIN.password));
    failures += 2; // a try is counted before it is checked: refused ones count too
  });

  it("never locks the owner out: the right password from another address signs in despite someone else's failures", async () => {
    const res = await attempt('admin', DEMO_ADMIN.password, '198.51.100.20');
    assert.equal(res.status, 200, res.text);
    // Many failures from many addresses only slow the wrong answers down.
    for (let i = 0; i < 12; i++) {
      const wrong = await attempt('admin', 'wrong-password-xyz', `198.51.100.${100 + i}`);
      assert.equal(wrong.status, 401, wrong.text);
    }
    const owner = await attempt('admin', DEMO_ADMIN.password, '198.51.100.21');
    assert.equal(owner.status, 200, owner.text);
  });

  it('120 wrong passwords at once from one address get 5 tries, the rest 429 (a try is counted before it is checked)', async () => {
    const from = '198.51.100.60';
    const all = await Promise.all(
      Array.from({ length: 120 }, () => attempt('manager-under-attack', 'wrong-password-xyz', from)),
    );
    const tried = all.filter((r) => r.status === 401).length;
    const refused = all.filter((r) => r.status === 429).length;
    assert.equal(tried, 5, `statuses: ${all.map((r) => r.status).join(',')}`);
    assert.equal(refused, 115);
  });

  it('only failures count: signing in many times from one address is fine', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await attempt('admin', DEMO_ADMIN.password, '198.51.100.30');
      assert.equal(res.status, 200, `sign-in ${i + 1}: ${res.text}`);
    }
  });

  it('per address: 20 failures across usernames, then 429 for any username', async () => {
    let n = 0;
    while (failures < 20) {
      const res = await attempt(`spray-${n++}`);
      failures++;
      assert.equal(res.status, 401, `attempt ${failures}: ${res.text}`);
    }
    assertLimited(await attempt(`spray-${n++}`));
    assertLimited(await attempt('someone-else', 'x'.repeat(12)));
  });

  it('a new window (15 minutes) opens the door again', async () => {
    const clock = await request('POST', `${srv.url}/api/test/clock`, {
      body: { offsetMs: 15 * MINUTE + 1000 },
    });
    assert.equal(clock.status, 204, clock.text);
    const res = await attempt('admin', DEMO_ADMIN.password);
    assert.equal(res.status, 200, res.text);
  });
});

describe('admin session expiry (30 minutes, sliding)', () => {
  const srv = suiteServer({ env: { AQUA_TEST_HOOKS: '1' } });
  const setClock = (offsetMs) => setTestClock(srv, offsetMs);
  const sessionWith = (cookie) => getSession(srv, cookie);

  it('an unused session is gone after 31 minutes', async () => {
    await setClock(0);
    const { res, cookie } = await adminLogin(srv.url);
    assert.equal(res.status, 200, res.text);
    await setClock(31 * MINUTE);
    const s = await sessionWith(cookie);
    assert.equal(s.status, 401, s.text);
    assert.equal(assertErrorBody(s, 'unauthenticated').message, 'Authentication required');
    const p = await request('GET', `${srv.url}/api/admin/products`, { headers: { cookie } });
    assert.equal(p.status, 401, p.text);
  });

  it('a session used every 20 minutes stays alive past 30 minutes (sliding)', async () => {
    const base = 40 * MINUTE;
    await setClock(base);
    const { res, cookie } = await adminLogin(srv.url);
    assert.equal(res.status, 200, res.text);
    await setClock(base + 20 * MINUTE);
    const a = await sessionWith(cookie);
    assert.equal(a.status, 200, `after 20 min: ${a.text}`);
    await setClock(base + 40 * MINUTE);
    const b = await sessionWith(cookie);
    assert.equal(b.status, 200, `after 40 min, used at 20: ${b.text}`);
    const exp = Date.parse(b.json.expiresAt) - (Date.now() + base + 40 * MINUTE);
    assert.ok(
      exp > 29 * MINUTE && exp <= 30 * MINUTE + 5000,
      `expiresAt slid: ${b.json.expiresAt}`,
    );
    await setClock(base + 71 * MINUTE);
    const c = await sessionWith(cookie);
    assert.equal(c.status, 401, `31 min after the last use: ${c.text}`);
  });

  it('the browser keeps the cookie as long as the sliding session lives (its lifetime is renewed, or it has none)', async () => {
    // A browser drops a cookie once its Max-Age/Expires passes, whatever the server thinks
    // of the session. Simulate one on the server's clock: login, use at +20, use at +40.
    const base = 200 * MINUTE;
    await setClock(base);
    const t0 = Date.now() + base;
    const { res, cookie } = await adminLogin(srv.url);
    assert.equal(res.status, 200, res.text);
    let dropAt = Infinity; // the moment the browser would discard the cookie
    const remember = (r, now) => {
      const sc = sessionSetCookie(r);
      if (!sc) return;
      const c = cookieAttributes(sc);
      if (c['max-age'] !== undefined) dropAt = now + Number(c['max-age']) * 1000;
      else if (c.expires) dropAt = Date.parse(c.expires);
      else dropAt = Infinity;
    };
    remember(res, t0);
    for (const at of [20, 40]) {
      await setClock(base + at * MINUTE);
      const now = Date.now() + base + at * MINUTE;
      assert.ok(
        dropAt > now,
        `at +${at} min the browser has already dropped the cookie ` +
          `(it expired ${Math.round((now - dropAt) / 1000)} s ago): the sliding session is lost`,
      );
      const r = await sessionWith(cookie);
      assert.equal(r.status, 200, r.text);
      remember(r, now);
    }
  });
});
