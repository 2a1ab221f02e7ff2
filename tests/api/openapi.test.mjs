// The API contract (docs/openapi.yaml, served as GET /api/openapi.json): the document lists
// exactly the routes of the server's route table (method, path, permission), and the
// server's real answers, successes and errors, match the document's schema for their status.
// Every documented operation must be seen answering 2xx here at least once.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  startServer,
  request,
  adminClient,
  signIn,
  staffClient,
  repoRoot,
  testDb,
} from './harness.mjs';
import { resolveRef, schemaChecker } from './schema-check.mjs';
import { checkDeliveryDay } from './openapi-delivery.mjs';
import { checkChannels } from './openapi-channels.mjs';

const run = promisify(execFile);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
// Routes that exist only with AQUA_TEST_HOOKS=1 (never in production): not part of the contract.
const TEST_ONLY = new Set([
  'POST /api/test/clock',
  'POST /api/test/run-scheduler',
  'POST /api/test/run-retention',
  'POST /api/test/run-reminders',
]);
const PK_DAY = (days) =>
  new Date(Date.now() + 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(`contract-${randomUUID()}`),
]);

/** The router's ':name' segments as OpenAPI's '{name}'. */
const toTemplate = (pattern) => pattern.replace(/:([A-Za-z_]\w*)/g, '{$1}');
const fill = (template, params = {}) =>
  template.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(params[k] ?? 'x'));

// The gateway's calls carry this in their path (AQUA_SMS_SECRET).
const SMS_SECRET = 'contract-sms-secret-0123456789';

describe(`the OpenAPI contract (${testDb})`, () => {
  let srv;
  let doc;
  let check;
  let su; // the demo super-admin
  let table; // GET /api/routes
  const seen = new Map(); // 'GET /api/x' -> Set of statuses checked against the document
  const pub = (method, p, opts = {}) => request(method, `${srv.url}${p}`, opts);

  /** Checks one answer against the document: status listed, content type, body schema. */
  function expectAnswer(method, template, res, status) {
    const what = `${method} ${template}`;
    assert.equal(res.status, status, `${what}: ${res.text.slice(0, 300)}`);
    const op = doc.paths[template]?.[method.toLowerCase()];
    assert.ok(op, `${what} is not in the document`);
    let response = op.responses[String(res.status)];
    assert.ok(response, `${what} answered ${res.status}, which the document does not list`);
    if (response.$ref) response = resolveRef(doc, response.$ref);
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
    if (!response.content) {
      assert.equal(res.text, '', `${what} ${res.status}: the document says no body`);
    } else {
      const media = response.content[type];
      assert.ok(media, `${what} ${res.status}: content type '${type}' is not documented`);
      if (type === 'application/json') {
        const problems = check(media.schema, res.json);
        assert.deepEqual(
          problems,
          [],
          `${what} ${res.status} does not match the document:\n  ${problems.join('\n  ')}\n` +
            `body: ${res.text.slice(0, 600)}`,
        );
      }
    }
    if (!seen.has(what)) seen.set(what, new Set());
    seen.get(what).add(res.status);
    return res.json;
  }

  /** Sends method template (params filled, query appended) with client and checks it. */
  // A string body is sent as it is, labelled JSON unless a content type is given (broken JSON
  // answers 400; an unlabelled body would answer 415 before it is read).
  async function call(client, method, template, status, { params, query = '', ...opts } = {}) {
    const typed = Object.keys(opts.headers ?? {}).some((k) => k.toLowerCase() === 'content-type');
    if (typeof opts.body === 'string' && !typed) {
      opts.headers = { ...opts.headers, 'content-type': 'application/json' };
    }
    const res = await client(method, `${fill(template, params)}${query}`, opts);
    return { body: expectAnswer(method, template, res, status), res };
  }

  before(async () => {
    // Orders per customer as in production's order of magnitude (the harness lifts it), so the
    // 429 is seen; every order below but the last loop's is for another customer or fewer.
    // Test hooks: the delivery day moves the server's clock to its stops' day.
    srv = await startServer({
      env: { AQUA_ORDER_CUSTOMER_RATE: '4/3600', AQUA_TEST_HOOKS: '1', AQUA_SMS_SECRET: SMS_SECRET },
    });
    su = await signIn(srv.url);
    const served = await pub('GET', '/api/openapi.json');
    assert.equal(served.status, 200, served.text);
    doc = served.json;
    check = schemaChecker(doc);
  });
  after(async () => {
    await srv?.stop();
  });

  it('serves the document built from docs/openapi.yaml, with an ETag', async () => {
    const { stdout } = await run('/usr/bin/python3', [
      path.join(repoRoot, 'server/cmake/embed_openapi.py'),
      path.join(repoRoot, 'docs/openapi.yaml'),
      '-',
    ]);
    assert.deepEqual(doc, JSON.parse(stdout), 'the binary is older than docs/openapi.yaml');
    assert.match(doc.openapi, /^3\.1\./);
    const { res } = await call(pub, 'GET', '/api/openapi.json', 200);
    const etag = res.headers.get('etag');
    assert.ok(etag);
    const again = await pub('GET', '/api/openapi.json', { headers: { 'if-none-match': etag } });
    expectAnswer('GET', '/api/openapi.json', again, 304);
  });

  it('lists exactly the routes of the route table, with their permissions', async () => {
    ({ body: table } = await call(su, 'GET', '/api/routes', 200));
    await call(pub, 'GET', '/api/routes', 401);
    const served = new Map();
    for (const r of table.routes) {
      const key = `${r.method} ${toTemplate(r.path)}`;
      if (!TEST_ONLY.has(key)) served.set(key, r.permission);
    }
    const documented = new Map();
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const m of METHODS) if (ops[m]) documented.set(`${m.toUpperCase()} ${p}`, ops[m]);
    }
    const missing = [...served.keys()].filter((k) => !documented.has(k));
    const extra = [...documented.keys()].filter((k) => !served.has(k));
    assert.deepEqual(missing, [], 'routes the server serves that docs/openapi.yaml lacks');
    assert.deepEqual(extra, [], 'routes docs/openapi.yaml lists that the server lacks');
    for (const [key, permission] of served) {
      const op = documented.get(key);
      assert.equal(op['x-permission'] ?? '', permission, `${key}: x-permission`);
      if (permission) assert.deepEqual(op.security, [{ session: [] }], `${key}: security`);
      assert.ok(op.responses.default || op.responses['200'], `${key}: responses`);
    }
  });

  it('catalogue and meta answers match', async () => {
    await call(pub, 'GET', '/api/health', 200);
    const { res } = await call(pub, 'GET', '/api/settings', 200);
    const etag = res.headers.get('etag');
    expectAnswer(
      'GET',
      '/api/settings',
      await pub('GET', '/api/settings', { headers: { 'if-none-match': etag } }),
      304,
    );
    await call(pub, 'GET', '/api/products', 200);
    await call(pub, 'GET', '/api/products', 200, { query: '?type=bottle&featured=true&limit=2' });
    await call(pub, 'GET', '/api/products', 422, { query: '?limit=0&type=boat' });
    await call(pub, 'GET', '/api/products/{id}', 200, { params: { id: '1' } });
    await call(pub, 'GET', '/api/products/{id}', 404, { params: { id: 'no-such-product' } });
    await call(pub, 'GET', '/api/plans', 200);
    const ac = new AbortController();
    const events = await fetch(`${srv.url}/api/catalog/events`, { signal: ac.signal });
    expectAnswer(
      'GET',
      '/api/catalog/events',
      { status: events.status, headers: events.headers, text: '' },
      200,
    );
    ac.abort();
  });

  it('quote, contact and track answers match, errors included', async () => {
    const cart = {
      items: [
        { productId: '1', quantity: 2 },
        {
          productId: 'subscription-family',
          purchaseType: 'subscription',
          subscriptionPlan: 'family',
        },
        { productId: 'no-such-product' },
      ],
      couponCode: 'NOPE',
      postalCode: '44000',
    };
    const { body: quote } = await call(pub, 'POST', '/api/quote', 200, { body: cart });
    assert.ok(
      quote.lines.some((l) => l.plan),
      'a plan line',
    );
    assert.ok(quote.errors.couponCode && quote.errors['items[2]']);
    await call(pub, 'POST', '/api/quote', 200, { body: {} });
    await call(pub, 'POST', '/api/quote', 422, { body: { items: 'three bottles' } });
    await call(pub, 'POST', '/api/quote', 400, { body: 'not json' });

    const message = { name: 'Ali', email: 'ali@example.pk', subject: 'Feedback', message: 'Hi' };
    // A JSON body labelled as a form (415) and a write from another site (403 cross_site).
    const asText = { 'content-type': 'text/plain' };
    await call(pub, 'POST', '/api/contact', 415, {
      body: JSON.stringify(message),
      headers: asText,
    });
    await call(pub, 'POST', '/api/quote', 415, { body: '{}', headers: asText });
    const elsewhere = { 'sec-fetch-site': 'cross-site' };
    const { body: crossSite } = await call(pub, 'POST', '/api/contact', 403, {
      body: message,
      headers: elsewhere,
    });
    assert.equal(crossSite.error.code, 'cross_site');
    await call(pub, 'POST', '/api/quote', 403, {
      body: cart,
      headers: { origin: 'https://elsewhere.example' },
    });
    await call(pub, 'POST', '/api/contact', 201, { body: message });
    await call(pub, 'POST', '/api/contact', 422, { body: { ...message, subject: 'Spam' } });
    await call(pub, 'POST', '/api/contact', 400, { body: '[1]' });
    let limited = false;
    for (let i = 0; i < 10 && !limited; ++i) {
      const res = await pub('POST', '/api/contact', { body: message });
      expectAnswer('POST', '/api/contact', res, res.status === 429 ? 429 : 201);
      limited = res.status === 429;
    }
    assert.ok(limited, 'contact is rate limited');
  });

  let order; // placed below, used by the admin tests
  it('order answers match: placed, replayed, read, tracked and refused', async () => {
    const body = orderBody();
    const key = `contract-${randomUUID()}`;
    const headers = { 'idempotency-key': key };
    ({ body: order } = await call(pub, 'POST', '/api/orders', 201, { body, headers }));
    await call(pub, 'POST', '/api/orders', 200, { body, headers });
    await call(pub, 'POST', '/api/orders', 409, { body: { ...body, orderNote: 'x' }, headers });
    await call(pub, 'POST', '/api/orders', 400, { body });
    const fresh = () => ({ 'idempotency-key': `contract-${randomUUID()}` });
    for (const bad of [
      { ...body, total: 0 },
      { ...body, items: [] },
      { ...body, customerDetails: { ...body.customerDetails, email: 'nope' } },
      { customerId: 'guest' },
    ]) {
      await call(pub, 'POST', '/api/orders', 422, { body: bad, headers: fresh() });
    }

    const params = { id: order.id };
    const token = { 'x-order-token': order.accessToken };
    await call(pub, 'GET', '/api/orders/{id}', 200, { params, headers: token });
    await call(pub, 'GET', '/api/orders/{id}', 200, {
      params,
      query: `?token=${order.accessToken}`,
    });
    await call(pub, 'GET', '/api/orders/{id}', 404, { params, headers: { 'x-order-token': 'no' } });

    const phone = body.customerDetails.phone;
    await call(pub, 'POST', '/api/track', 200, { body: { orderId: order.id, phone } });
    await call(pub, 'POST', '/api/track', 404, { body: { orderId: order.id, phone: '+1 555' } });
    await call(pub, 'POST', '/api/track', 422, { body: { orderId: '', phone: '' } });
    await call(pub, 'POST', '/api/track', 400, { body: 'nope' });
    let limited = false;
    for (let i = 0; i < 12 && !limited; ++i) {
      const res = await pub('POST', '/api/track', { body: { orderId: 'ORD-NONE', phone } });
      expectAnswer('POST', '/api/track', res, res.status === 429 ? 429 : 404);
      limited = res.status === 429;
    }
    assert.ok(limited, 'tracking is rate limited');
  });

  it('subscription answers match: manage link, changes, resend, order links, admin', async () => {
    // The order above has a Family plan line: it started a subscription (Monthly, 12 bottles
    // in four weekly deliveries from tomorrow).
    const linksOf = async (o) => {
      const { body } = await call(pub, 'POST', '/api/subscriptions/order-links', 200, {
        body: { orderId: o.id, orderToken: o.accessToken },
      });
      assert.equal(body.links.length, 1, 'one plan line, one link');
      const [, id, token] = /^\/subscription\/([^#]+)#token=(.+)$/.exec(body.links[0].path);
      return { id, token };
    };
    const { id, token } = await linksOf(order);
    await call(pub, 'POST', '/api/subscriptions/order-links', 404, {
      body: { orderId: order.id, orderToken: 'not-the-token' },
    });
    await call(pub, 'POST', '/api/subscriptions/order-links', 400, { body: 'x' });

    const T = '/api/subscriptions/{id}';
    const params = { id };
    const headers = { 'x-subscription-token': token };
    const { body: sub } = await call(pub, 'GET', T, 200, { params, headers });
    assert.equal(sub.status, 'active');
    assert.deepEqual(sub.notices, []);
    await call(pub, 'GET', T, 200, { params, query: `?token=${token}` });
    await call(pub, 'GET', T, 404, { params, headers: { 'x-subscription-token': 'wrong' } });
    await call(pub, 'GET', T, 404, { params: { id: 'SUB-NONE' }, headers });

    const change = (status, body, who = pub, h = headers) =>
      call(who, 'PATCH', T, status, { params, headers: h, body });
    const paused = await change(200, { action: 'pause', until: PK_DAY(3) });
    assert.equal(paused.body.status, 'paused');
    assert.ok(paused.body.notices.length > 0);
    await change(200, { action: 'resume' });
    await change(200, { action: 'weekday', weekday: (sub.weekday + 1) % 7 });
    await change(200, { action: 'slot', slot: '6pm-9pm' });
    const moved = { address: 'House 1, Street 2, F-7', city: 'Islamabad', postalCode: '44000' };
    await change(200, { action: 'address', ...moved });
    const { body: split } = await change(200, { action: 'split', split: 'biweekly' });
    const later = split.deliveries.find((d) => d.date > PK_DAY(0) && d.status === 'planned');
    assert.ok(later, 'a planned delivery after today');
    const { body: skipped } = await change(200, { action: 'skip', deliveryId: later.id });
    assert.equal(skipped.deliveries.find((d) => d.id === later.id).status, 'skipped');
    await change(409, { action: 'skip', deliveryId: later.id });
    await change(404, { action: 'skip', deliveryId: 0 });
    for (const bad of [
      { action: 'pause', until: PK_DAY(0) },
      { action: 'pause', until: 'soon' },
      { action: 'weekday', weekday: 9 },
      { action: 'slot', slot: 'midnight' },
      { action: 'address', ...moved, city: 'Lahore' },
      { action: 'split', split: 'daily' },
      { action: 'cancel-now' },
      { action: 'note', note: 'customers cannot' },
      {},
    ]) {
      await change(422, bad);
    }
    await change(400, 'not json');
    await change(404, { action: 'resume' }, pub, { 'x-subscription-token': 'wrong' });
    const { body: cancelled } = await change(200, { action: 'cancel' });
    assert.equal(cancelled.status, 'cancelled');
    await change(409, { action: 'resume' });

    const R = '/api/subscriptions/resend-link';
    const email = order.customerDetails.email;
    await call(pub, 'POST', R, 202, { body: { email } });
    await call(pub, 'POST', R, 422, { body: { email: 'not-an-address' } });
    await call(pub, 'POST', R, 400, { body: '[]' });
    let limited = false;
    for (let i = 0; i < 6 && !limited; ++i) {
      const res = await pub('POST', R, { body: { email } });
      expectAnswer('POST', R, res, res.status === 429 ? 429 : 202);
      limited = res.status === 429;
    }
    assert.ok(limited, 'resend-link is rate limited');

    // Admin: a second subscription to cancel now; the list, the detail and the changes.
    const { body: second } = await call(pub, 'POST', '/api/orders', 201, {
      body: orderBody(),
      headers: { 'idempotency-key': `contract-${randomUUID()}` },
    });
    const other = await linksOf(second);
    const A = '/api/admin/subscriptions';
    const { body: page } = await call(su, 'GET', A, 200);
    assert.ok(page.items.some((s) => s.id === id) && page.items.some((s) => s.id === other.id));
    const { body: found } = await call(su, 'GET', A, 200, {
      query: `?q=sana&status=active&orderId=${second.id}&limit=5`,
    });
    assert.deepEqual(
      found.items.map((s) => s.id),
      [other.id],
    );
    await call(su, 'GET', A, 200, { query: '?status=cancelled' });
    await call(su, 'GET', A, 422, { query: '?status=lost' });
    await call(su, 'GET', A, 422, { query: '?limit=0' });
    const { body: one } = await call(su, 'GET', A, 200, { query: '?limit=1' });
    await call(su, 'GET', A, 200, { query: `?limit=1&cursor=${encodeURIComponent(one.nextCursor)}` });
    await call(su, 'GET', A, 400, { query: '?cursor=x' });

    const AI = '/api/admin/subscriptions/{id}';
    const { body: detail } = await call(su, 'GET', AI, 200, { params });
    assert.equal(detail.periods.length, 1);
    await call(su, 'GET', AI, 404, { params: { id: 'SUB-NONE' } });
    const admin = (status, body, p = { id: other.id }) =>
      call(su, 'PATCH', AI, status, { params: p, body });
    await admin(200, { action: 'slot', slot: '9am-12pm' });
    await admin(200, { action: 'note', note: 'Gate code 42' });
    await admin(422, { action: 'note', note: 'x'.repeat(2001) });
    await admin(422, { action: 'teleport' });
    await admin(400, 'not json');
    await admin(404, { action: 'resume' }, { id: 'SUB-NONE' });
    const { body: now } = await admin(200, { action: 'cancel-now' });
    assert.equal(now.status, 'cancelled');
    assert.ok(now.deliveries.every((d) => d.date <= PK_DAY(0) || d.status === 'cancelled'));
    await admin(409, { action: 'cancel-now' });
    await admin(200, { action: 'note', note: 'Cancelled by phone' });

    // Signed in without manage:subscription (a driver); the csrf 403 is checked with sign-in.
    const driver = await staffClient(srv.url, su, {
      username: 'contract-driver',
      role: 'driver',
      password: 'driver-password-1',
    });
    await call(driver, 'GET', A, 403);
    await call(driver, 'GET', '/api/routes', 403);
    await call(driver, 'GET', AI, 403, { params });
    await call(driver, 'PATCH', AI, 403, { params, body: { action: 'resume' } });
  });

  let me; // a client signed in by the login below (its own cookie)
  it('sign-in, session and admin account answers match', async () => {
    const login = (body) => call(pub, 'POST', '/api/admin/login', body.status, { body: body.body });
    await login({ status: 401, body: { username: 'admin', password: 'wrong-password' } });
    await login({ status: 422, body: { username: '', password: '' } });
    await login({ status: 400, body: 'x' });
    const { res } = await login({
      status: 200,
      body: { username: 'admin', password: 'aquapure-demo' },
    });
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('aqua_session='))
      .split(';')[0];
    me = adminClient(srv.url, cookie);
    await call(me, 'GET', '/api/admin/session', 200);
    await call(pub, 'GET', '/api/admin/session', 401);

    await call(su, 'GET', '/api/admin/admins', 200);
    const manager = {
      username: 'contract-manager',
      email: 'contract-manager@example.pk',
      name: 'Contract Manager',
      role: 'manager',
      password: 'manager-password-1',
    };
    const { body: made } = await call(su, 'POST', '/api/admin/admins', 201, { body: manager });
    await call(su, 'POST', '/api/admin/admins', 409, { body: manager });
    await call(su, 'POST', '/api/admin/admins', 422, { body: { ...manager, username: 'ab' } });
    const params = { id: made.id };
    await call(su, 'PATCH', '/api/admin/admins/{id}', 200, { params, body: { name: 'Manager C' } });
    await call(su, 'PATCH', '/api/admin/admins/{id}', 422, { params, body: { role: 'king' } });
    await call(su, 'PATCH', '/api/admin/admins/{id}', 404, { params: { id: 'nobody' }, body: {} });

    const mgr = await signIn(srv.url, manager.username, manager.password);
    await call(mgr, 'GET', '/api/admin/admins', 403);
    await call(mgr, 'POST', '/api/admin/products/reset', 403);
    // A write without X-Requested-With: the csrf form of 403.
    const noCsrf = (method, p, opts) =>
      request(method, `${srv.url}${p}`, {
        ...opts,
        headers: { cookie },
      });
    await call(noCsrf, 'POST', '/api/admin/products/reset', 403);
    await call(noCsrf, 'PATCH', '/api/admin/subscriptions/{id}', 403, {
      params: { id: 'SUB-NONE' },
      body: { action: 'resume' },
    });

    await call(su, 'GET', '/api/admin/audit-logs', 200);
    await call(su, 'GET', '/api/admin/audit-logs', 200, { query: '?limit=5' });
    await call(su, 'GET', '/api/admin/audit-logs', 422, { query: '?limit=0' });
    await call(su, 'GET', '/api/admin/audit-logs', 200, { query: '?limit=1&before=1' });
    await call(su, 'GET', '/api/admin/audit-logs', 400, { query: '?before=999999999' });
  });

  it('admin catalogue answers match: products, uploads, plans', async () => {
    await call(su, 'GET', '/api/admin/products', 200);
    const product = {
      name: 'Contract Jug',
      description: 'A jug for the contract test',
      price: 120.5,
      imageUrl: '/images/products/1.svg',
      size: '2 Liters',
      type: 'accessory',
    };
    const { body: made } = await call(su, 'POST', '/api/admin/products', 201, { body: product });
    await call(su, 'POST', '/api/admin/products', 422, { body: { name: 'No price' } });
    await call(su, 'POST', '/api/admin/products', 400, { body: 'x' });
    const asText = { 'content-type': 'text/plain' };
    await call(su, 'POST', '/api/admin/products', 415, {
      body: JSON.stringify(product),
      headers: asText,
    });
    const { body: crossSite } = await call(su, 'POST', '/api/admin/products', 403, {
      body: product,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    assert.equal(crossSite.error.code, 'cross_site');
    const params = { id: made.id };
    await call(su, 'PUT', '/api/admin/products/{id}', 200, { params, body: { price: 130 } });
    await call(su, 'PUT', '/api/admin/products/{id}', 422, { params, body: { colour: 'blue' } });
    await call(su, 'PUT', '/api/admin/products/{id}', 404, { params: { id: 'nope' }, body: {} });
    const batch = {
      items: [
        { id: made.id, featured: true },
        { id: '2', isActive: true },
      ],
    };
    await call(su, 'POST', '/api/admin/products/batch', 200, { body: batch });
    await call(su, 'POST', '/api/admin/products/batch', 422, { body: { items: 'all' } });
    await call(su, 'DELETE', '/api/admin/products/{id}', 204, { params });
    await call(su, 'DELETE', '/api/admin/products/{id}', 404, { params: { id: 'nope' } });

    const upload = (body) => (method, p, opts) =>
      su(method, p, { ...opts, body, headers: { 'content-type': 'image/png' } });
    const { body: image } = await call(upload(PNG), 'POST', '/api/admin/uploads', 201);
    const name = image.imageUrl.slice('/uploads/'.length);
    const got = await call(pub, 'GET', '/uploads/{name}', 200, { params: { name } });
    assert.equal(got.res.text.length > 0, true);
    await call(pub, 'GET', '/uploads/{name}', 404, { params: { name: 'nothing.png' } });
    await call(upload(Buffer.from('not an image')), 'POST', '/api/admin/uploads', 422);

    await call(su, 'GET', '/api/admin/plans', 200);
    const plan = { name: 'Contract', price: 999, bottles: 4, frequency: 'Weekly', features: ['x'] };
    const { body: p } = await call(su, 'POST', '/api/admin/plans', 201, { body: plan });
    await call(su, 'POST', '/api/admin/plans', 422, { body: { bottles: -1 } });
    const planId = { id: p.id };
    await call(su, 'PUT', '/api/admin/plans/{id}', 200, {
      params: planId,
      body: { popular: true, features: 'a, b' },
    });
    await call(su, 'PUT', '/api/admin/plans/{id}', 422, { params: planId, body: { id: 'other' } });
    await call(su, 'PUT', '/api/admin/plans/{id}', 404, { params: { id: 'nope' }, body: {} });
    await call(su, 'DELETE', '/api/admin/plans/{id}', 204, { params: planId });
    await call(su, 'DELETE', '/api/admin/plans/{id}', 404, { params: planId });

    await call(su, 'POST', '/api/admin/products/reset', 200);
    await call(su, 'POST', '/api/admin/plans/reset', 200);
  });

  it('admin order, customer, message and mail answers match', async () => {
    const { body: page } = await call(su, 'GET', '/api/admin/orders', 200, { query: '?limit=5' });
    assert.ok(page.items.some((o) => o.id === order.id));
    await call(su, 'GET', '/api/admin/orders', 200, { query: '?q=sana&status=pending' });
    await call(su, 'GET', '/api/admin/orders', 422, { query: '?status=lost' });
    const params = { id: order.id };
    const change = { status: 'processing', paymentStatus: 'paid' };
    await call(su, 'PATCH', '/api/admin/orders/{id}', 200, { params, body: change });
    await call(su, 'PATCH', '/api/admin/orders/{id}', 422, { params, body: {} });
    await call(su, 'PATCH', '/api/admin/orders/{id}', 404, {
      params: { id: 'ORD-NONE' },
      body: change,
    });
    await call(su, 'GET', '/api/admin/orders.csv', 200);
    await call(su, 'GET', '/api/admin/orders.csv', 422, { query: '?status=lost' });
    await call(su, 'GET', '/api/admin/customers', 200);
    await call(su, 'GET', '/api/admin/customers', 200, { query: '?q=a&limit=1' });
    await call(su, 'GET', '/api/admin/customers', 200, { query: '?cursor=1.e%3Ax&limit=1' });
    await call(su, 'GET', '/api/admin/customers', 400, { query: '?cursor=x' });
    await call(su, 'GET', '/api/admin/customers', 422, { query: '?limit=0' });
    await call(su, 'GET', '/api/admin/messages', 200);

    await call(su, 'GET', '/api/admin/mail', 200, { query: '?limit=1&before=999999' });
    await call(su, 'GET', '/api/admin/mail', 400, { query: '?before=x' });
    await call(su, 'GET', '/api/admin/mail', 422, { query: '?limit=0' });
    const { body: outbox } = await call(su, 'GET', '/api/admin/mail', 200);
    assert.ok(outbox.items.length > 0, 'the order and the contact message queued mail');
    const mail = outbox.items[0];
    if (mail.status !== 'failed') {
      await call(su, 'POST', '/api/admin/mail/{id}/retry', 409, { params: { id: mail.id } });
    }
    await failMail(srv, mail.id);
    await call(su, 'POST', '/api/admin/mail/{id}/retry', 200, { params: { id: mail.id } });
    await call(su, 'POST', '/api/admin/mail/{id}/retry', 404, { params: { id: 'abc' } });

    await call(su, 'GET', '/api/admin/sms', 200, { query: '?limit=1&before=999999' });
    await call(su, 'GET', '/api/admin/sms', 400, { query: '?before=x' });
    await call(su, 'GET', '/api/admin/sms', 422, { query: '?limit=0' });
    const { body: texts } = await call(su, 'GET', '/api/admin/sms', 200);
    assert.ok(texts.items.length > 0, 'the orders queued text messages');
    const sms = texts.items[0];
    const secret = { secret: SMS_SECRET };
    const report = `?id=${sms.id}&type=8`;
    await call(pub, 'GET', '/api/sms/dlr/{secret}', 204, { params: secret, query: report });
    await call(pub, 'GET', '/api/sms/dlr/{secret}', 404, { params: { secret: 'x' }, query: report });
    await call(pub, 'GET', '/api/sms/dlr/{secret}', 404, { params: secret, query: '?id=0&type=1' });
    await call(pub, 'GET', '/api/sms/dlr/{secret}', 400, { params: secret });
    const reply = '?from=0300%201234567&text=When%20do%20you%20come%3F';
    await call(pub, 'GET', '/api/sms/inbound/{secret}', 204, { params: secret, query: reply });
    await call(pub, 'GET', '/api/sms/inbound/{secret}', 404, { params: { secret: 'x' }, query: reply });
    await call(pub, 'GET', '/api/sms/inbound/{secret}', 400, { params: secret, query: '?text=1' });
    await call(su, 'GET', '/api/admin/sms/replies', 200);
    if (sms.status !== 'failed') {
      await call(su, 'POST', '/api/admin/sms/{id}/resend', 409, { params: { id: sms.id } });
    }
    await failMail(srv, sms.id, 'sms_outbox');
    await call(su, 'POST', '/api/admin/sms/{id}/resend', 200, { params: { id: sms.id } });
    await call(su, 'POST', '/api/admin/sms/{id}/resend', 404, { params: { id: 'abc' } });
    await call(su, 'GET', '/api/admin/orders/{id}/sms', 200, { params: { id: sms.orderId } });
    const staffText = { orderId: sms.orderId, text: 'Your driver is on the way.' };
    await call(su, 'POST', '/api/admin/messages/sms', 201, { body: staffText });
    await call(su, 'POST', '/api/admin/messages/sms', 422, { body: { text: '' } });
    await call(su, 'POST', '/api/admin/messages/sms', 404, { body: { ...staffText, orderId: 'ORD-NONE' } });

    await call(su, 'DELETE', '/api/admin/orders/{id}', 204, { params });
    await call(su, 'DELETE', '/api/admin/orders/{id}', 404, { params });
    await call(me, 'POST', '/api/admin/logout', 204);
  });

  it('delivery day answers match: zones, drivers, dispatch, outcomes, cash-up, ledger', async () => {
    await checkDeliveryDay({ call, su, pub, srv, day: PK_DAY(1) });
    // Orders are limited per customer (and per client address): the fifth in an hour is refused.
    const busy = orderBody();
    busy.customerDetails = {
      ...busy.customerDetails,
      email: 'busy@example.pk',
      phone: '0333 1234567',
    };
    let limited = false;
    for (let i = 0; i < 6 && !limited; ++i) {
      const res = await pub('POST', '/api/orders', {
        body: busy,
        headers: { 'idempotency-key': `contract-${randomUUID()}` },
      });
      expectAnswer('POST', '/api/orders', res, res.status === 429 ? 429 : 201);
      limited = res.status === 429;
    }
    assert.ok(limited, 'order placement is rate limited');
  });

  it('every admin route answers 401 without a session, as documented', async () => {
    for (const r of table.routes.filter((x) => x.permission)) {
      const res = await pub(r.method, fill(toTemplate(r.path)), {
        body: r.method === 'GET' ? undefined : {},
        headers: { 'x-requested-with': 'contract' },
      });
      expectAnswer(r.method, toTemplate(r.path), res, 401);
    }
  });

  it('unknown paths and wrong methods answer the one error shape', async () => {
    const error = { $ref: '#/components/schemas/Error' };
    const notFound = await pub('GET', '/api/no-such-thing');
    assert.equal(notFound.status, 404);
    assert.deepEqual(check(error, notFound.json), []);
    const wrong = await pub('DELETE', '/api/health');
    assert.equal(wrong.status, 405);
    assert.deepEqual(check(error, wrong.json), []);
    assert.deepEqual(check(error, { error: { code: 'teapot', message: 'x' } }).length, 1);
  });

  it('channel and short link answers match', async () => {
    await checkChannels({ call, pub, srv });
  });

  it('every documented operation was seen answering 2xx (a redirect: 302)', () => {
    const unseen = [];
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const m of METHODS) {
        if (!ops[m]) continue;
        const statuses = [...(seen.get(`${m.toUpperCase()} ${p}`) ?? [])];
        const ok = (s) => (s >= 200 && s < 300) || (s === 302 && ops[m].responses['302']);
        if (!statuses.some(ok)) unseen.push(`${m.toUpperCase()} ${p}`);
      }
    }
    assert.deepEqual(unseen, []);
  });
});

/** A valid order: a bottle with exchange and a plan, delivered elsewhere, paid by wallet. */
function orderBody() {
  return {
    customerId: 'guest',
    items: [
      { productId: '1', quantity: 2, hasBottleExchange: true },
      {
        productId: 'subscription-family',
        purchaseType: 'subscription',
        subscriptionPlan: 'family',
      },
    ],
    customerDetails: {
      firstName: 'Sana',
      lastName: 'Malik',
      email: 'sana.contract@example.pk',
      phone: '+92 300 7654321',
      address: 'House 3, Street 9, G-9/4',
      city: 'islamabad',
      postalCode: '44000',
      notes: '',
      deliveryAddress: { address: 'Office 5, Saddar', city: 'Rawalpindi', postalCode: '46000' },
    },
    total: 1,
    deliveryDate: PK_DAY(1),
    deliveryTime: '12pm-3pm',
    paymentMethod: 'wallet',
    couponCode: 'SAVE10',
    orderNote: 'Contract test',
  };
}

/** Marks one outbox mail failed straight in the database (a real failure needs SMTP). */
async function failMail(srv, id, table = 'mail_outbox') {
  const sql = `UPDATE ${table} SET status = 'failed', last_error = 'test' WHERE id = ${Number(id)}`;
  if (srv.databaseUrl) await run('psql', [srv.databaseUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql]);
  else await run('sqlite3', ['-cmd', '.timeout 5000', path.join(srv.dataDir, 'aquapure.db'), sql]);
}
