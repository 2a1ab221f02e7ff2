// The admin route table, walked route by route: every /api/admin/ route (except login, logout
// and session) names a permission, refuses a request without a session (401) and a signed-in
// role that lacks the permission (403 + an UNAUTHORIZED_ACCESS audit entry); writes need
// X-Requested-With (docs/product.md#staff-and-permissions,
// docs/decisions/0006-server-owns-admin-identity.md).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import {
  startServer,
  getJson,
  request,
  assertErrorBody,
  adminLogin,
  adminClient,
  signIn,
  staffClient,
} from './harness.mjs';

const OPEN_ADMIN_ROUTES = new Set([
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/session',
]);
/** A concrete path for a route pattern: every :param becomes 'x'. */
const concrete = (pattern) => pattern.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, 'x');
const label = (r) => `${r.method} ${r.path}`;

describe('admin route table walk', () => {
  let srv;
  let routes;
  let adminRoutes;
  let su; // super-admin client
  let cust; // client of a signed-in 'customer'-role account
  let custAdmin; // that account, as GET /api/admin/session describes it

  before(
    async () => {
      srv = await startServer();
      su = await signIn(srv.url);
      const table = await su('GET', '/api/routes');
      assert.equal(table.status, 200, table.text);
      routes = table.json.routes;
      adminRoutes = routes.filter(
        (r) => r.path.startsWith('/api/admin/') && !OPEN_ADMIN_ROUTES.has(label(r)),
      );
      cust = await staffClient(srv.url, su, {
        username: 'walk-customer',
        email: 'walk-customer@example.com',
        name: 'Walk Customer',
        role: 'customer',
        password: 'customer-pass-1234',
      });
      const session = await cust('GET', '/api/admin/session');
      assert.equal(session.status, 200, session.text);
      custAdmin = session.json.admin;
    },
    { timeout: 60_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it('GET /api/routes is for admins only: 401 without a session, 403 for a customer account', async () => {
    const anonymous = await getJson(`${srv.url}/api/routes`);
    assert.equal(anonymous.status, 401, anonymous.text);
    assertErrorBody(anonymous, 'unauthenticated');
    assert.ok(!anonymous.text.includes('/api/admin/'), 'no route leaks to anyone');
    const customer = await cust('GET', '/api/routes');
    assert.equal(customer.status, 403, customer.text);
  });

  it('GET /api/routes lists method, path and permission for every route, admin routes included', () => {
    assert.ok(Array.isArray(routes) && routes.length > 0);
    for (const r of routes) {
      assert.equal(typeof r.method, 'string', JSON.stringify(r));
      assert.equal(typeof r.path, 'string', JSON.stringify(r));
      assert.equal(typeof r.permission, 'string', JSON.stringify(r));
    }
    const have = new Set(routes.map(label));
    for (const known of [
      'POST /api/admin/login',
      'POST /api/admin/logout',
      'GET /api/admin/session',
      'GET /api/admin/products',
      'POST /api/admin/products',
      'GET /api/admin/orders',
      'GET /api/admin/audit-logs',
      'POST /api/admin/admins',
    ]) {
      assert.ok(have.has(known), `route table lacks ${known}`);
    }
    assert.ok(adminRoutes.length >= 20, `only ${adminRoutes.length} guarded admin routes listed`);
  });

  it('every admin route except login, logout and session names a known permission', () => {
    const missing = adminRoutes.filter((r) => !r.permission).map(label);
    assert.deepEqual(missing, [], `admin routes without a permission: ${missing.join(', ')}`);
  });

  it("the permissions the routes name are the shop's vocabulary", async () => {
    const s = await su('GET', '/api/admin/session');
    assert.equal(s.status, 200);
    const all = new Set(s.json.admin.permissions);
    const vocabulary = [];
    for (const verb of ['create', 'read', 'update', 'delete'])
      for (const thing of ['product', 'order', 'customer', 'admin'])
        vocabulary.push(`${verb}:${thing}`);
    vocabulary.push(
      'assign:driver',
      'read:audit_logs',
      'update:settings',
      'backup:data',
      'export:data',
      'manage:subscription',
      // The delivery day's.
      'read:own_deliveries',
      'record:delivery',
      'close:driver_day',
    );
    assert.deepEqual([...all].sort(), vocabulary.sort(), 'super-admin has every permission');
    for (const r of adminRoutes) {
      assert.ok(all.has(r.permission), `${label(r)} needs unknown permission '${r.permission}'`);
    }
  });

  it("every admin route answers 401 'Authentication required' without a session", async () => {
    const anon = adminClient(srv.url, null);
    const bogus = adminClient(srv.url, `aqua_session=${randomBytes(32).toString('hex')}`);
    for (const r of adminRoutes) {
      for (const [who, api] of [
        ['no cookie', anon],
        ['unknown session', bogus],
      ]) {
        const res = await api(r.method, concrete(r.path), r.method === 'GET' ? {} : { body: {} });
        assert.equal(
          res.status,
          401,
          `${label(r)} (${who}): ${res.status} ${res.text.slice(0, 200)}`,
        );
        const e = assertErrorBody(res, 'unauthenticated');
        assert.equal(e.message, 'Authentication required', label(r));
      }
    }
  });

  it("the walk's customer-role account is signed in as a customer, not an admin", () => {
    assert.equal(custAdmin.role, 'customer');
    assert.equal(custAdmin.isAdmin, false);
    assert.deepEqual([...custAdmin.permissions].sort(), ['create:order', 'read:order']);
  });

  it("403 'Insufficient permissions' on every admin route whose permission the customer role lacks, each audited as UNAUTHORIZED_ACCESS", async () => {
    const lacking = adminRoutes.filter((r) => !custAdmin.permissions.includes(r.permission));
    assert.ok(lacking.length >= 15, `only ${lacking.length} routes to check`);
    for (const r of lacking) {
      const res = await cust(r.method, concrete(r.path), r.method === 'GET' ? {} : { body: {} });
      assert.equal(res.status, 403, `${label(r)}: ${res.status} ${res.text.slice(0, 200)}`);
      const e = assertErrorBody(res, 'forbidden');
      assert.equal(e.message, 'Insufficient permissions', label(r));
    }
    const audit = await su('GET', '/api/admin/audit-logs?limit=100');
    assert.equal(audit.status, 200, audit.text);
    const denied = audit.json.items.filter(
      (a) => a.action === 'UNAUTHORIZED_ACCESS' && a.userId === custAdmin.id,
    );
    for (const r of lacking) {
      const path = concrete(r.path);
      const entry = denied.find(
        (a) => a.metadata?.path === path && a.metadata?.method === r.method,
      );
      assert.ok(entry, `no UNAUTHORIZED_ACCESS audit entry for ${label(r)}`);
      assert.equal(entry.success, false);
      assert.equal(entry.userRole, 'customer');
      assert.equal(entry.userEmail, 'walk-customer@example.com');
      assert.equal(entry.errorMessage, 'Insufficient permissions');
      assert.equal(entry.metadata.permission, r.permission);
      if (r.path.includes(':id')) assert.equal(entry.resourceId, 'x', label(r));
    }
  });

  it('the customer role is refused the admin routes too that it holds a permission for (all shoppers\u2019 orders and mail are not its own)', async () => {
    // A customer may reach only their own resource, and nothing about an order is visible
    // without admin rights (docs/product.md#privacy-and-cookies); this account has isAdmin false.
    const held = adminRoutes.filter((r) => custAdmin.permissions.includes(r.permission));
    const leaks = [];
    for (const r of held) {
      const res = await cust(r.method, concrete(r.path), r.method === 'GET' ? {} : { body: {} });
      if (res.status !== 403) leaks.push(`${label(r)} (${r.permission}) -> ${res.status}`);
    }
    assert.deepEqual(leaks, [], `a customer-role account can use: ${leaks.join('; ')}`);
  });
});

describe('admin writes need X-Requested-With (CSRF)', () => {
  let srv;
  let su;
  let cookie;
  let writes;

  before(
    async () => {
      srv = await startServer();
      const table = await signIn(srv.url).then((admin) => admin('GET', '/api/routes'));
      assert.equal(table.status, 200, table.text);
      writes = table.json.routes.filter(
        (r) =>
          r.path.startsWith('/api/admin/') &&
          r.method !== 'GET' &&
          !OPEN_ADMIN_ROUTES.has(label(r)),
      );
      const login = await adminLogin(srv.url);
      assert.equal(login.res.status, 200, login.res.text);
      cookie = login.cookie;
      su = adminClient(srv.url, cookie);
    },
    { timeout: 30_000 },
  );
  after(async () => {
    await srv?.stop();
  });

  it('every admin write without the header is refused with 403 before it runs', async () => {
    assert.ok(writes.length >= 12, `only ${writes.length} admin writes listed`);
    for (const r of writes) {
      const res = await request(r.method, `${srv.url}${concrete(r.path)}`, {
        headers: { cookie },
        body: {},
      });
      assert.equal(res.status, 403, `${label(r)}: ${res.status} ${res.text.slice(0, 200)}`);
      const e = assertErrorBody(res);
      assert.notEqual(
        e.message,
        'Insufficient permissions',
        `${label(r)}: a super-admin has every permission`,
      );
    }
  });

  it('a form-style cross-site write (text/plain, no header) changes nothing', async () => {
    const res = await request('PUT', `${srv.url}/api/admin/products/1`, {
      headers: { cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ name: 'Hijacked', price: 1 }),
    });
    assert.equal(res.status, 415, res.text); // not JSON: refused before anything runs
    const del = await request('DELETE', `${srv.url}/api/admin/products/2`, { headers: { cookie } });
    assert.equal(del.status, 403, del.text);
    const created = await request('POST', `${srv.url}/api/admin/admins`, {
      headers: { cookie },
      body: {
        username: 'csrf-user',
        email: 'csrf@example.com',
        name: 'X',
        role: 'super-admin',
        password: 'csrf-pass-12345',
      },
    });
    assert.equal(created.status, 403, created.text);
    const p1 = await getJson(`${srv.url}/api/products/1`);
    assert.equal(p1.json.name, '19 Liter Bottle (Without Stand)');
    assert.equal(p1.json.pricePaisa, 25000);
    assert.equal(
      (await getJson(`${srv.url}/api/products/2`)).status,
      200,
      'product 2 still public',
    );
    const admins = await su('GET', '/api/admin/admins');
    assert.ok(!admins.json.items.some((a) => a.username === 'csrf-user'), 'no admin was created');
  });

  it('the same write with the header succeeds (the control)', async () => {
    const res = await su('PUT', '/api/admin/products/1', { body: { featured: true } });
    assert.equal(res.status, 200, res.text);
  });

  it('GET admin routes need no header', async () => {
    const res = await request('GET', `${srv.url}/api/admin/products`, { headers: { cookie } });
    assert.equal(res.status, 200, res.text);
  });
});
