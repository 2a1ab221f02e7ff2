// What API test files share beyond harness.mjs: a describe block's server and admin session
// (the start-up and sign-in most files open with, as before/after hooks), and restarts.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, adminLogin, adminClient, request, DEMO_ADMIN } from './harness.mjs';

/**
 * Starts a server (startServer's options) before the enclosing describe block's tests and
 * stops it after them. Returns a stand-in for that server (srv.url, srv.stderr(), srv.kill(),
 * …), usable from the block's hooks and tests.
 */
export function suiteServer(opts = {}) {
  let srv;
  before(async () => {
    srv = await startServer(opts);
  }, { timeout: 30_000 });
  after(async () => {
    await srv?.stop();
  });
  return new Proxy(
    {},
    {
      get(_, key) {
        if (!srv) throw new Error(`suiteServer: srv.${String(key)} before the server started`);
        const value = srv[key];
        return typeof value === 'function' ? value.bind(srv) : value;
      },
    },
  );
}

/**
 * Signs an admin (the demo super-admin by default) in to srv before the block's tests and
 * checks that it worked. Returns an adminClient for that session: api(method, path, options);
 * api.admin is the signed-in admin's record from the login answer.
 */
export function suiteAdmin(srv, username = DEMO_ADMIN.username, password = DEMO_ADMIN.password) {
  let client;
  let record;
  before(async () => {
    const login = await adminLogin(srv.url, username, password);
    assert.equal(login.res.status, 200, login.res.text);
    client = adminClient(srv.url, login.cookie);
    record = login.res.json.admin;
  });
  const api = (...args) => client(...args);
  Object.defineProperty(api, 'admin', { get: () => record });
  return api;
}

/** Moves the server's clock (AQUA_TEST_HOOKS=1) offsetMs from the real one. */
export async function setTestClock(srv, offsetMs) {
  const res = await request('POST', `${srv.url}/api/test/clock`, { body: { offsetMs } });
  assert.equal(res.status, 204, res.text);
}

/** The clock offset that puts the server's clock at hh:00 in Pakistan, `days` from today. */
export function pakistanAt(hh, days = 0) {
  const pkMinutes = Math.floor(((Date.now() + 5 * 3600e3) % 86400e3) / 60e3);
  return (hh * 60 - pkMinutes) * 60e3 + days * 86400e3;
}

/**
 * The demo super-admin for a suite whose clock moves (AQUA_TEST_HOOKS=1): api(method, path,
 * options), and api.moveClock(hh), which puts the server at hh:00 in Pakistan today and signs
 * in again (moving the clock by hours ends an admin session). Call moveClock before api.
 */
export function clockedAdmin(srv) {
  let client;
  const api = (...args) => client(...args);
  api.moveClock = async (hh) => {
    await setTestClock(srv, pakistanAt(hh));
    const login = await adminLogin(srv.url);
    assert.equal(login.res.status, 200, login.res.text);
    client = adminClient(srv.url, login.cookie);
  };
  return api;
}

/** GET /api/admin/session with the given session cookie. */
export function getSession(srv, cookie) {
  return request('GET', `${srv.url}/api/admin/session`, { headers: { cookie } });
}

/**
 * A new server on `first`'s data folder and database (after first stopped or was killed), with
 * the extra environment `env`.
 */
export function startAgain(first, env = {}, opts = {}) {
  return startServer({
    ...opts,
    dataDir: first.dataDir,
    env: { ...env, ...(first.databaseUrl ? { AQUA_DATABASE_URL: first.databaseUrl } : {}) },
  });
}

/** A guest's order of one bottle (product 2) for tomorrow in Pakistan, paid cash on delivery. */
export function guestOrder(firstName, lastName, email) {
  const tomorrow = new Date(Date.now() + 5 * 3600e3 + 86400e3).toISOString().slice(0, 10);
  return {
    customerId: 'guest',
    total: 1,
    deliveryDate: tomorrow,
    deliveryTime: '3pm-6pm',
    items: [{ productId: '2', quantity: 1 }],
    customerDetails: {
      firstName,
      lastName,
      email,
      phone: '+92 300 1234567',
      address: 'House 1, F-7',
      city: 'Islamabad',
      postalCode: '44000',
    },
  };
}

/**
 * Every page of a list read by cursor, in order: path(cursor) is the page's path (cursor null
 * for the first), each answer 200 with items and nextCursor; between() runs after each page.
 * Returns [[ids of a page]].
 */
export async function walkPages(api, path, between = async () => {}) {
  const pages = [];
  let cursor = null;
  do {
    const r = await api('GET', path(cursor));
    assert.equal(r.status, 200, r.text);
    pages.push(r.json.items.map((x) => x.id));
    cursor = r.json.nextCursor;
    await between();
  } while (cursor);
  return pages;
}
