import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request, getJson, assertErrorBody, RawConnection, rawExchange } from './harness.mjs';
import { suiteServer } from './suite.mjs';

describe('errors', () => {
  const srv = suiteServer();

  const healthy = async () => {
    const r = await getJson(`${srv.url}/api/health`);
    assert.equal(r.status, 200, `server should still answer /api/health\n${srv.stderr().slice(-2000)}`);
  };

  it("unknown /api/nope → 404 JSON, code 'not_found', message 'Not found'", async () => {
    const r = await getJson(`${srv.url}/api/nope`);
    assert.equal(r.status, 404);
    const e = assertErrorBody(r, 'not_found');
    assert.equal(e.message, 'Not found');
  });

  it('unknown /api/ path with another method → 404 not_found', async () => {
    const r = await request('POST', `${srv.url}/api/nope/deeper`, { body: {} });
    assert.equal(r.status, 404);
    assertErrorBody(r, 'not_found');
  });

  it("DELETE /api/products → 405 'method_not_allowed' with Allow listing GET", async () => {
    const r = await request('DELETE', `${srv.url}/api/products`);
    assert.equal(r.status, 405);
    assertErrorBody(r, 'method_not_allowed');
    const allow = r.headers.get('allow');
    assert.ok(allow, 'Allow header missing');
    assert.ok(allow.split(',').map((m) => m.trim().toUpperCase()).includes('GET'), `Allow: ${allow}`);
  });

  it('PUT /api/health → 405 with Allow listing GET', async () => {
    const r = await request('PUT', `${srv.url}/api/health`, { body: {} });
    assert.equal(r.status, 405);
    assertErrorBody(r, 'method_not_allowed');
    assert.match(r.headers.get('allow') ?? '', /\bGET\b/);
  });

  it("POST /api/contact with malformed JSON → 400 'bad_json'", async () => {
    const r = await request('POST', `${srv.url}/api/contact`, {
      headers: { 'content-type': 'application/json' },
      body: '{bad json',
    });
    assert.equal(r.status, 400, r.text.slice(0, 300));
    assertErrorBody(r, 'bad_json');
  });

  it("POST /api/contact with a JSON array (not an object) → 400 'bad_json'", async () => {
    const r = await request('POST', `${srv.url}/api/contact`, {
      headers: { 'content-type': 'application/json' },
      body: '[1,2,3]',
    });
    assert.equal(r.status, 400, r.text.slice(0, 300));
    assertErrorBody(r, 'bad_json');
  });

  const BIG = 2 * 1024 * 1024;
  const bigJson = () => {
    const prefix = '{"name":"Big","email":"big@example.com","subject":"x","message":"';
    const suffix = '"}';
    return prefix + 'a'.repeat(BIG - prefix.length - suffix.length) + suffix;
  };

  it("a 2 MiB body (Content-Length) → 413 'payload_too_large'", async () => {
    // Sends the head first and gives the server a moment to reject on Content-Length alone;
    // only then sends the body, in pieces, stopping as soon as an answer arrives. This way the
    // test does not depend on how the server closes the connection (see the next test).
    const body = Buffer.from(bigJson());
    const c = new RawConnection(srv.port);
    try {
      await c.write(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\n\r\n`,
      );
      let r = await c.readResponse({ timeoutMs: 1000 });
      for (let off = 0; !r && !c.closed && off < body.length; off += 64 * 1024) {
        await c.write(body.subarray(off, off + 64 * 1024));
        if (c.raw().length || c.closed) break;
      }
      r ??= await c.readResponse({ timeoutMs: 10_000 });
      assert.ok(r, `no response to an oversized body (closed=${c.closed}, error=${c.error?.code})`);
      assert.equal(r.status, 413);
      assertErrorBody(r, 'payload_too_large');
    } finally {
      c.close();
    }
    await healthy();
  });

  it('a client that sends the whole 2 MiB body without waiting still receives the 413', async () => {
    // What browsers and fetch do: write the whole body, then read. RFC 9112 section 9.6: a
    // server that answers before reading the whole request must close in stages (half-close,
    // keep reading and discarding for a while); closing at once with unread data makes the
    // kernel send a reset, and the client gets EPIPE/ECONNRESET instead of the 413.
    const body = Buffer.from(bigJson());
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const c = new RawConnection(srv.port);
      try {
        await c.write(
          'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${body.length}\r\n\r\n`,
        );
        c.write(body); // not awaited: a server that stops reading would never let it finish
        const r = await c.readResponse({ timeoutMs: 10_000 });
        outcomes.push(r ? r.status : `no response (${c.error?.code ?? (c.closed ? 'closed' : 'timeout')})`);
      } finally {
        c.close();
      }
    }
    assert.deepEqual(outcomes, [413, 413, 413]);
    await healthy();
  });

  it('a garbage request line → 400 or connection closed; the server keeps working', async () => {
    const { response, closed, raw } = await rawExchange(
      srv.port,
      Buffer.concat([Buffer.from('THIS IS NOT HTTP \u0001\u0002'), Buffer.from([0xff, 0x00]), Buffer.from('\r\n\r\n')]),
    );
    if (response) {
      assert.equal(response.status, 400, `unexpected status ${response.status}`);
      if (response.body.length) assertErrorBody(response, 'bad_request');
    } else {
      assert.ok(closed, `neither a response nor a close within 5 s (got ${raw?.length ?? 0} bytes)`);
    }
    await healthy();
  });

  it('a malformed header line → 400 or connection closed; the server keeps working', async () => {
    const { response, closed } = await rawExchange(
      srv.port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nthis header has no colon\r\n\r\n',
    );
    if (response) {
      assert.equal(response.status, 400, `unexpected status ${response.status}`);
      if (response.body.length) assertErrorBody(response, 'bad_request');
    } else {
      assert.ok(closed, 'neither a response nor a close within 5 s');
    }
    await healthy();
  });

  it('a connection closed mid-request does not hurt the server', async () => {
    const c = new RawConnection(srv.port);
    await c.write('POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{"na');
    c.close();
    await healthy();
  });

  it('every error body has the shape {error:{code,message}}', async () => {
    const cases = [
      ['GET', '/api/nope', undefined, 404],
      ['GET', '/api/products/999', undefined, 404],
      ['GET', '/api/products?limit=0', undefined, 422],
      ['DELETE', '/api/products', undefined, 405],
      ['POST', '/api/contact', '{bad json', 400],
    ];
    for (const [method, path, body, status] of cases) {
      const r = await request(method, `${srv.url}${path}`, {
        headers: body ? { 'content-type': 'application/json' } : {},
        body,
      });
      assert.equal(r.status, status, `${method} ${path}`);
      assertErrorBody(r);
      const keys = Object.keys(r.json);
      assert.deepEqual(keys, ['error'], `${method} ${path}: top-level keys ${keys}`);
    }
  });
});
