import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request, RawConnection, INDEX_MARKER, ASSET_PATH, ASSET_JS } from './harness.mjs';
import { suiteServer } from './suite.mjs';

describe('headers, static files and connections', () => {
  const srv = suiteServer();

  const RESPONSES = [
    ['GET', '/api/health', 'API 200'],
    ['GET', '/api/products', 'API list'],
    ['GET', '/api/products?limit=0', 'API 422'],
    ['GET', '/api/nope', 'API 404'],
    ['DELETE', '/api/products', 'API 405'],
    ['GET', '/', 'index.html'],
    ['GET', '/product/1', 'client route'],
    ['GET', ASSET_PATH, 'asset'],
  ];
  for (const [method, path, label] of RESPONSES) {
    it(`security headers on ${method} ${path} (${label})`, async () => {
      const r = await request(method, `${srv.url}${path}`);
      const csp = r.headers.get('content-security-policy');
      assert.ok(csp, 'Content-Security-Policy missing');
      assert.match(csp, /frame-ancestors 'none'/);
      assert.equal(r.headers.get('x-content-type-options'), 'nosniff');
      assert.ok(r.headers.get('referrer-policy'), 'Referrer-Policy missing');
    });
  }

  it('the hashed asset is served as JavaScript with an immutable Cache-Control', async () => {
    const r = await request('GET', `${srv.url}${ASSET_PATH}`);
    assert.equal(r.status, 200);
    assert.match(r.headers.get('content-type') ?? '', /javascript/);
    assert.equal(r.text, ASSET_JS);
    assert.match(r.headers.get('cache-control') ?? '', /immutable/);
  });

  for (const path of ['/', '/some/client/route', '/product/1']) {
    it(`${path} serves index.html (200 text/html)`, async () => {
      const r = await request('GET', `${srv.url}${path}`, { headers: { accept: 'text/html' } });
      assert.equal(r.status, 200);
      assert.match(r.headers.get('content-type') ?? '', /^text\/html/);
      assert.ok(r.text.includes(INDEX_MARKER), 'body is not the index.html');
    });
  }

  for (const path of ['/api/nope', '/api/', '/api/products/1/extra', '/api/some/client/route', '/api/index.html']) {
    it(`${path} never returns index.html`, async () => {
      const r = await request('GET', `${srv.url}${path}`, { headers: { accept: 'text/html' } });
      assert.ok(!r.text.includes(INDEX_MARKER), `got index.html (status ${r.status})`);
      assert.doesNotMatch(r.headers.get('content-type') ?? '', /text\/html/);
      assert.equal(r.status, 404);
    });
  }

  it('keep-alive: two requests on one connection', async () => {
    const c = new RawConnection(srv.port);
    try {
      await c.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const a = await c.readResponse();
      assert.ok(a, 'no first response');
      assert.equal(a.status, 200);
      assert.notEqual((a.headers.connection ?? '').toLowerCase(), 'close');
      assert.equal(c.closed, false, 'connection closed after the first response');
      await c.write('GET /api/settings HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const b = await c.readResponse();
      assert.ok(b, `no second response on the same connection (closed=${c.closed})`);
      assert.equal(b.status, 200);
      assert.equal(b.json?.brandName, 'AquaPure');
    } finally {
      c.close();
    }
  });

  it('keep-alive after an error response: the connection stays usable', async () => {
    const c = new RawConnection(srv.port);
    try {
      await c.write('GET /api/nope HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const a = await c.readResponse();
      assert.equal(a?.status, 404);
      await c.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const b = await c.readResponse();
      assert.equal(b?.status, 200, `no answer after a 404 on the same connection (closed=${c.closed})`);
    } finally {
      c.close();
    }
  });
});
