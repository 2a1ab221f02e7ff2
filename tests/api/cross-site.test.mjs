// Cross-site form posts: a JSON endpoint refuses a body that is not
// Content-Type: application/json (415), and every state-changing request a browser marks
// as cross-site (Sec-Fetch-Site, Origin) is refused with 403, sign-in included. Requests
// without those headers (scripts, curl) still work.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, request, assertErrorBody, signIn, DEMO_ADMIN } from './harness.mjs';

const CONTACT = { name: 'Ali', email: 'ali@example.pk', subject: 'Feedback', message: 'Hello' };

describe('cross-site requests', () => {
  let srv;
  let host;
  before(async () => {
    srv = await startServer({ env: { AQUA_CONTACT_RATE: '1000/60' } });
    host = new URL(srv.url).host;
  });
  after(async () => {
    await srv?.stop();
  });
  const post = (path, body, headers = {}) =>
    request('POST', `${srv.url}${path}`, { headers, body });

  it('a text/plain form whose body is JSON is refused with 415 (contact, login, quote)', async () => {
    for (const [path, body] of [
      ['/api/contact', CONTACT],
      ['/api/admin/login', DEMO_ADMIN],
      ['/api/quote', { items: [] }],
    ]) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await post(path, JSON.stringify(body), { 'content-type': type });
        assert.equal(res.status, 415, `${path} as ${type}: ${res.text}`);
        assertErrorBody(res, 'unsupported_media_type');
        assert.equal(res.headers.getSetCookie().length, 0, 'no session from a form');
      }
    }
    const none = await post('/api/contact', JSON.stringify(CONTACT));
    assert.equal(none.status, 415, 'no content type at all');
  });

  it('login CSRF: a cross-site sign-in is refused with 403 and sets no cookie', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `http://${host}.evil.example` },
    ]) {
      const res = await post('/api/admin/login', DEMO_ADMIN, headers);
      assert.equal(res.status, 403, `${JSON.stringify(headers)}: ${res.text}`);
      assertErrorBody(res, 'cross_site');
      assert.equal(res.headers.getSetCookie().length, 0);
    }
  });

  it('cross-site contact and order posts are refused; reads are not', async () => {
    const contact = await post('/api/contact', CONTACT, { origin: 'https://evil.example' });
    assert.equal(contact.status, 403, contact.text);
    const order = await post('/api/orders', {}, { 'sec-fetch-site': 'cross-site', 'idempotency-key': 'k-12345678' });
    assert.equal(order.status, 403, order.text);
    const read = await request('GET', `${srv.url}/api/products`, {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    assert.equal(read.status, 200);
  });

  it('a cross-site admin write with a valid session is refused before it runs', async () => {
    const admin = await signIn(srv.url);
    const res = await admin('PUT', '/api/admin/products/1', {
      body: { name: 'Hijacked', price: 1 },
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(res.status, 403, res.text);
    const product = await request('GET', `${srv.url}/api/products/1`);
    assert.notEqual(product.json.name, 'Hijacked');
  });

  it('same-origin browsers and clients without browser headers are served', async () => {
    const same = await post('/api/admin/login', DEMO_ADMIN, {
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
    });
    assert.equal(same.status, 200, same.text);
    const script = await post('/api/contact', CONTACT);
    assert.equal(script.status, 201, script.text);
    const charset = await post('/api/contact', JSON.stringify(CONTACT), {
      'content-type': 'application/json; charset=utf-8',
    });
    assert.equal(charset.status, 201, charset.text);
    const logout = await request('POST', `${srv.url}/api/admin/logout`);
    assert.equal(logout.status, 204, 'a write without a body needs no content type');
  });

  it('image uploads keep their own content type', async () => {
    const admin = await signIn(srv.url);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await admin('POST', '/api/admin/uploads', {
      body: png,
      headers: { 'content-type': 'image/png' },
    });
    assert.equal(res.status, 201, res.text);
  });
});
