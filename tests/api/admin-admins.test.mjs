// Admin management under the role model (docs/product.md#staff-and-permissions): a super-admin
// creates and changes admins; each role gets exactly its permissions, checked on every request; a
// deactivated admin's session stops working at once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getJson, request, assertErrorBody, adminLogin, adminClient } from './harness.mjs';
import { suiteServer, suiteAdmin } from './suite.mjs';

const MANAGER = {
  username: 'manny',
  email: 'manny@example.com',
  name: 'Manny Manager',
  role: 'manager',
  password: 'manager-pass-123',
};
const SHOP_ADMIN = {
  username: 'shopadmin',
  email: 'shopadmin@example.com',
  name: 'Shop Admin',
  role: 'admin',
  password: 'shop-admin-pass-1',
};
const PAT = {
  username: 'pat',
  email: 'pat@example.com',
  name: 'Pat',
  role: 'driver',
  password: 'driver-pass-123',
};

function assertForbidden(res, what) {
  assert.equal(res.status, 403, `${what}: ${res.status} ${res.text.slice(0, 200)}`);
  assert.equal(assertErrorBody(res, 'forbidden').message, 'Insufficient permissions', what);
}
function assertUnauthenticated(res, what) {
  assert.equal(res.status, 401, `${what}: ${res.status} ${res.text.slice(0, 200)}`);
  assert.equal(assertErrorBody(res, 'unauthenticated').message, 'Authentication required', what);
}

describe('admin management and roles', () => {
  const srv = suiteServer();
  const su = suiteAdmin(srv);
  let manager; // the created record
  let mgr; // the manager's client
  const audit = async () => (await su('GET', '/api/admin/audit-logs')).json.items;


  it('the super-admin creates a manager: 201, its role and permissions, no password material', async () => {
    const res = await su('POST', '/api/admin/admins', { body: MANAGER });
    assert.equal(res.status, 201, res.text);
    manager = res.json;
    assert.match(manager.id, /\S/);
    assert.equal(manager.username, 'manny');
    assert.equal(manager.email, 'manny@example.com');
    assert.equal(manager.name, 'Manny Manager');
    assert.equal(manager.role, 'manager');
    assert.equal(manager.isActive, true);
    assert.equal(manager.createdBy, su.admin.id);
    assert.equal(manager.lastLoginAt, null);
    assert.ok(manager.permissions.includes('read:order'));
    assert.ok(!manager.permissions.includes('delete:product'));
    assert.ok(!manager.permissions.includes('create:admin'));
    assert.ok(!/argon2|manager-pass-123/i.test(res.text), 'no password or hash in the answer');
    const listed = await su('GET', '/api/admin/admins');
    assert.ok(listed.json.items.some((a) => a.id === manager.id));
    assert.ok(!/argon2|manager-pass-123/i.test(listed.text));
    const entry = (await audit()).find(
      (a) => a.resource === 'admin' && a.action === 'create' && a.success,
    );
    assert.ok(entry, 'admin creation is audited');
    assert.ok(
      !JSON.stringify(entry).includes('manager-pass-123'),
      'the password is not in the audit log',
    );
  });

  it('create validation: short password, unknown or missing role, bad e-mail → 422; duplicates → 409', async () => {
    const bad = async (over, field) => {
      const res = await su('POST', '/api/admin/admins', {
        body: { ...MANAGER, username: 'other', email: 'other@example.com', ...over },
      });
      assert.equal(res.status, 422, `${JSON.stringify(over)}: ${res.text}`);
      const e = assertErrorBody(res, 'validation_failed');
      assert.equal(typeof e.fields?.[field], 'string', `fields.${field}: ${res.text}`);
    };
    await bad({ password: '123456789' }, 'password');
    await bad({ role: 'owner' }, 'role');
    await bad({ role: undefined }, 'role');
    await bad({ email: 'not-an-email' }, 'email');
    await bad({ username: 'ab' }, 'username');
    const dupUser = await su('POST', '/api/admin/admins', {
      body: { ...MANAGER, email: 'new@example.com' },
    });
    assert.equal(dupUser.status, 409, dupUser.text);
    const dupMail = await su('POST', '/api/admin/admins', {
      body: { ...MANAGER, username: 'manny2' },
    });
    assert.equal(dupMail.status, 409, dupMail.text);
    const names = (await su('GET', '/api/admin/admins')).json.items.map((a) => a.username);
    assert.deepEqual(names.filter((n) => n !== 'admin').sort(), ['manny']);
  });

  it('the manager signs in as a manager', async () => {
    const login = await adminLogin(srv.url, MANAGER.username, MANAGER.password);
    assert.equal(login.res.status, 200, login.res.text);
    mgr = adminClient(srv.url, login.cookie);
    const s = await mgr('GET', '/api/admin/session');
    assert.equal(s.status, 200, s.text);
    assert.equal(s.json.admin.role, 'manager');
    assert.equal(s.json.admin.isAdmin, true);
    assert.equal(s.json.admin.id, manager.id);
  });

  it('the manager reads orders, customers, products and updates a product', async () => {
    for (const path of [
      '/api/admin/orders',
      '/api/admin/customers',
      '/api/admin/products',
      '/api/admin/plans',
    ]) {
      const r = await mgr('GET', path);
      assert.equal(r.status, 200, `${path}: ${r.text}`);
    }
    const csv = await mgr('GET', '/api/admin/orders.csv');
    assert.equal(csv.status, 200, 'manager holds export:data');
    const put = await mgr('PUT', '/api/admin/products/2', { body: { featured: true } });
    assert.equal(put.status, 200, put.text);
  });

  it('the manager cannot delete, create or reset products, manage admins or read the audit log (403 + audit)', async () => {
    assertForbidden(await mgr('DELETE', '/api/admin/products/1'), 'DELETE product');
    assert.equal((await getJson(`${srv.url}/api/products/1`)).status, 200, 'product 1 still there');
    assertForbidden(
      await mgr('POST', '/api/admin/products', {
        body: { name: 'X', price: 1, imageUrl: '/x.png' },
      }),
      'create product',
    );
    assertForbidden(await mgr('POST', '/api/admin/products/reset'), 'reset products');
    assertForbidden(await mgr('DELETE', '/api/admin/orders/ORD-X'), 'delete order');
    assertForbidden(await mgr('GET', '/api/admin/admins'), 'list admins');
    assertForbidden(
      await mgr('POST', '/api/admin/admins', {
        body: { ...MANAGER, username: 'mm', email: 'mm@example.com', role: 'super-admin' },
      }),
      'create admin',
    );
    assertForbidden(
      await mgr('PATCH', `/api/admin/admins/${manager.id}`, { body: { role: 'super-admin' } }),
      'promote self',
    );
    assertForbidden(await mgr('GET', '/api/admin/audit-logs'), 'audit log');
    const entries = (await audit()).filter(
      (a) => a.action === 'UNAUTHORIZED_ACCESS' && a.userId === manager.id,
    );
    const seen = entries.map((a) => `${a.metadata.method} ${a.metadata.path}`);
    for (const want of [
      'DELETE /api/admin/products/1',
      'POST /api/admin/products/reset',
      `PATCH /api/admin/admins/${manager.id}`,
      'GET /api/admin/audit-logs',
    ]) {
      assert.ok(
        seen.includes(want),
        `no UNAUTHORIZED_ACCESS entry for ${want}: ${seen.join(', ')}`,
      );
    }
    const del = entries.find((a) => a.metadata.path === '/api/admin/products/1');
    assert.equal(del.resource, 'product');
    assert.equal(del.resourceId, '1');
    assert.equal(del.userRole, 'manager');
    assert.equal(del.userEmail, 'manny@example.com');
    assert.equal(del.metadata.permission, 'delete:product');
    assert.equal(del.success, false);
    const me = (await su('GET', '/api/admin/admins')).json.items.find((a) => a.id === manager.id);
    assert.equal(me.role, 'manager', 'the manager did not promote itself');
  });

  it('an admin-role account runs the shop but cannot create or change admins', async () => {
    const made = await su('POST', '/api/admin/admins', { body: SHOP_ADMIN });
    assert.equal(made.status, 201, made.text);
    const login = await adminLogin(srv.url, SHOP_ADMIN.username, SHOP_ADMIN.password);
    assert.equal(login.res.status, 200, login.res.text);
    const shop = adminClient(srv.url, login.cookie);
    assert.equal((await shop('GET', '/api/admin/admins')).status, 200, 'admin holds read:admin');
    assert.equal((await shop('GET', '/api/admin/audit-logs')).status, 200);
    assertForbidden(
      await shop('POST', '/api/admin/admins', {
        body: { ...MANAGER, username: 'x2', email: 'x2@example.com' },
      }),
      'admin creates admin',
    );
    assertForbidden(
      await shop('PATCH', `/api/admin/admins/${manager.id}`, { body: { isActive: false } }),
      'admin deactivates admin',
    );
    assertForbidden(
      await shop('PATCH', `/api/admin/admins/${made.json.id}`, { body: { role: 'super-admin' } }),
      'admin promotes itself',
    );
    const p = await shop('PUT', '/api/admin/products/3', { body: { featured: true } });
    assert.equal(p.status, 200, p.text);
  });

  it('a role change applies to a live session at once', async () => {
    const r = await su('PATCH', `/api/admin/admins/${manager.id}`, { body: { role: 'driver' } });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.role, 'driver');
    assertForbidden(await mgr('GET', '/api/admin/customers'), 'driver reads customers');
    // A driver sees their own stops only: not the order list either.
    assertForbidden(await mgr('GET', '/api/admin/orders'), 'driver reads orders');
    assert.equal((await mgr('GET', '/api/driver/stops')).status, 200, 'driver reads own stops');
    assert.equal((await mgr('GET', '/api/admin/session')).json.admin.role, 'driver');
    const back = await su('PATCH', `/api/admin/admins/${manager.id}`, {
      body: { role: 'manager' },
    });
    assert.equal(back.status, 200, back.text);
    assert.equal((await mgr('GET', '/api/admin/customers')).status, 200);
  });

  it("a deactivated admin's session stops working at once, and it cannot sign in again", async () => {
    const r = await su('PATCH', `/api/admin/admins/${manager.id}`, { body: { isActive: false } });
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.isActive, false);
    assertUnauthenticated(await mgr('GET', '/api/admin/orders'), 'orders after deactivation');
    assertUnauthenticated(await mgr('GET', '/api/admin/session'), 'session after deactivation');
    assertUnauthenticated(
      await mgr('PUT', '/api/admin/products/2', { body: { featured: false } }),
      'write after deactivation',
    );
    const again = await adminLogin(srv.url, MANAGER.username, MANAGER.password);
    assert.equal(again.res.status, 401, again.res.text);
    assert.equal(again.cookie, null);
    const unknown = await request('POST', `${srv.url}/api/admin/login`, {
      body: { username: 'nobody-here', password: MANAGER.password },
    });
    assert.equal(again.res.text, unknown.text, 'a deactivated account looks like a wrong password');
  });

  it('reactivated, the admin can sign in again (the old session stays ended)', async () => {
    const r = await su('PATCH', `/api/admin/admins/${manager.id}`, { body: { isActive: true } });
    assert.equal(r.status, 200, r.text);
    assertUnauthenticated(await mgr('GET', '/api/admin/session'), 'old session');
    const login = await adminLogin(srv.url, MANAGER.username, MANAGER.password);
    assert.equal(login.res.status, 200, login.res.text);
  });

  it('a super-admin sets a new password: the old one stops working; short ones are refused', async () => {
    const made = await su('POST', '/api/admin/admins', { body: PAT });
    assert.equal(made.status, 201, made.text);
    const short = await su('PATCH', `/api/admin/admins/${made.json.id}`, {
      body: { password: 'short' },
    });
    assert.equal(short.status, 422, short.text);
    const ok = await su('PATCH', `/api/admin/admins/${made.json.id}`, {
      body: { password: 'brand-new-pass-456', name: 'Pat Driver' },
    });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(ok.json.name, 'Pat Driver');
    assert.ok(!/argon2|brand-new-pass/i.test(ok.text));
    assert.equal((await adminLogin(srv.url, PAT.username, PAT.password)).res.status, 401);
    assert.equal((await adminLogin(srv.url, PAT.username, 'brand-new-pass-456')).res.status, 200);
  });

  it('a super-admin cannot deactivate itself or change its own role; unknown admin → 404; bad role → 422', async () => {
    const off = await su('PATCH', `/api/admin/admins/${su.admin.id}`, { body: { isActive: false } });
    assert.equal(off.status, 422, off.text);
    const demote = await su('PATCH', `/api/admin/admins/${su.admin.id}`, {
      body: { role: 'customer' },
    });
    assert.equal(demote.status, 422, demote.text);
    assert.equal((await su('GET', '/api/admin/session')).json.admin.role, 'super-admin');
    const missing = await su('PATCH', '/api/admin/admins/adm-nope', { body: { name: 'x' } });
    assert.equal(missing.status, 404, missing.text);
    const badRole = await su('PATCH', `/api/admin/admins/${manager.id}`, {
      body: { role: 'owner' },
    });
    assert.equal(badRole.status, 422, badRole.text);
  });
});
