// Connection exhaustion: floods of event streams and idle connections
// against a server started with a low descriptor limit. Health checks keep answering, the
// log stays small, and the server recovers as soon as the clients leave.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startServer, getJson, adminLogin } from './harness.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const LOW_FD = ['prlimit', '--nofile=256:256', '--'];
const EVENTS = 'GET /api/catalog/events HTTP/1.1\r\nHost: x\r\nAccept: text/event-stream\r\n\r\n';

/**
 * Opens a connection from `from` (a loopback address) and sends `payload` (null: nothing).
 * Resolves at once; .status() is the status line's code once an answer arrived.
 */
function open(port, from, payload) {
  const s = net.connect({ port, host: '127.0.0.1', localAddress: from });
  let got = '';
  let closed = false;
  s.on('error', () => {});
  s.on('close', () => {
    closed = true;
  });
  s.setEncoding('latin1');
  s.on('data', (d) => {
    if (got.length < 4096) got += d;
  });
  if (payload) s.on('connect', () => s.write(payload));
  return {
    socket: s,
    text: () => got,
    closed: () => closed,
    status: () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(got);
      return m ? Number(m[1]) : null;
    },
    close: () => s.destroy(),
  };
}

/** One request on a fresh connection from `from`; resolves to the raw answer (or ''). */
function ask(port, from, request, timeoutMs = 5000) {
  return new Promise((resolve) => {
    const c = open(port, from, request);
    const done = () => {
      clearTimeout(t);
      c.close();
      resolve(c.text());
    };
    const t = setTimeout(done, timeoutMs);
    c.socket.on('close', done);
    c.socket.on('data', () => {
      if (/\r\n\r\n/.test(c.text()) && /content-length: 0|\}$/i.test(c.text())) done();
    });
  });
}

async function healthWithin(srv, ms) {
  const started = Date.now();
  try {
    const r = await getJson(`${srv.url}/api/health`, { timeoutMs: ms });
    return { status: r.status, ms: Date.now() - started };
  } catch (e) {
    return { status: 0, ms: Date.now() - started, error: e.message };
  }
}

const logSize = (srv) => srv.stderr().length + srv.stdout().length;

describe('connection floods', () => {
  const servers = [];
  const conns = [];
  after(async () => {
    for (const c of conns) c.close();
    for (const s of servers) await s.stop();
  });

  it('streams and idle connections from many addresses: health answers, others get 503 + Retry-After, the log stays small', async () => {
    const srv = await startServer({ wrap: LOW_FD });
    servers.push(srv);
    const before = logSize(srv);
    // 40 addresses x (12 event streams + 8 idle connections): 800 connections, far more
    // than 256 descriptors allow.
    for (let a = 2; a < 42; a += 1) {
      for (let i = 0; i < 12; i += 1) conns.push(open(srv.port, `127.0.0.${a}`, EVENTS));
      for (let i = 0; i < 8; i += 1) conns.push(open(srv.port, `127.0.0.${a}`, null));
    }
    await sleep(1500);
    for (let i = 0; i < 5; i += 1) {
      const h = await healthWithin(srv, 3000);
      assert.equal(h.status, 200, `health during the flood: ${JSON.stringify(h)}`);
      await sleep(200);
    }
    const streams = conns.filter((c) => c.status() === 200).length;
    const refused = conns.filter((c) => c.status() === 503);
    assert.ok(streams > 20, `some streams were served (${streams})`);
    // Over the caps: 503 while a reserve slot is free to say so, otherwise closed at once.
    const shut = conns.filter((c) => c.closed() && !c.status()).length;
    assert.ok(refused.length > 10, `some were refused with 503 (${refused.length})`);
    assert.ok(refused.length + shut > 400, `the rest were refused (${refused.length} + ${shut})`);
    assert.match(refused[0].text(), /retry-after: \d+/i);
    // Anything but a health check over the cap: 503 with Retry-After, not a hang.
    const other = await ask(srv.port, '127.0.0.99', 'GET /api/products HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(other, /^HTTP\/1\.1 (503|200)/, `an ordinary request during the flood: ${other.slice(0, 200)}`);
    if (other.startsWith('HTTP/1.1 503')) assert.match(other, /retry-after: 5/i);
    assert.ok(logSize(srv) - before < 20_000, `log grew by ${logSize(srv) - before} bytes`);

    for (const c of conns.splice(0)) c.close();
    await sleep(300);
    const h = await healthWithin(srv, 2000);
    assert.equal(h.status, 200);
    const again = open(srv.port, '127.0.0.2', EVENTS);
    conns.push(again);
    await sleep(500);
    assert.equal(again.status(), 200, 'a stream is served again once the flood has left');
    const products = await getJson(`${srv.url}/api/products`, { timeoutMs: 2000 });
    assert.equal(products.status, 200);
  });

  it('one address: at most AQUA_MAX_STREAMS_PER_IP streams and AQUA_MAX_CONNECTIONS_PER_IP connections', async () => {
    const srv = await startServer({
      env: { AQUA_MAX_STREAMS_PER_IP: '3', AQUA_MAX_CONNECTIONS_PER_IP: '10' },
    });
    servers.push(srv);
    const { cookie } = await adminLogin(srv.url);
    const mine = [];
    for (let i = 0; i < 5; i += 1) mine.push(open(srv.port, '127.0.0.7', EVENTS));
    await sleep(700);
    const codes = mine.map((c) => c.status()).sort();
    assert.deepEqual(codes, [200, 200, 200, 503, 503]);
    // A refused stream says so and closes its connection: a client that keeps it open and
    // retries at once would hold a slot doing nothing.
    for (const c of mine.filter((x) => x.status() === 503)) {
      assert.match(c.text(), /connection: close/i, c.text().slice(0, 300));
      assert.ok(c.closed(), 'the refused stream\'s connection is closed by the server');
    }
    // Another address still gets its stream.
    const other = open(srv.port, '127.0.0.8', EVENTS);
    mine.push(other);
    await sleep(300);
    assert.equal(other.status(), 200);
    // Fill the address's connections with idle ones: the next request is refused.
    for (let i = 0; i < 10; i += 1) mine.push(open(srv.port, '127.0.0.7', null));
    await sleep(300);
    const refused = await ask(srv.port, '127.0.0.7', 'GET /api/products HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(refused, /^HTTP\/1\.1 503/);
    assert.match(refused, /retry-after: 5/i);
    const health = await ask(srv.port, '127.0.0.7', 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(health, /^HTTP\/1\.1 200/, 'health checks use the reserve');
    const session = await ask(
      srv.port,
      '127.0.0.7',
      `GET /api/admin/session HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n\r\n`,
    );
    assert.match(session, /^HTTP\/1\.1 200/, 'an admin with a session uses the reserve');
    const fake = await ask(
      srv.port,
      '127.0.0.7',
      'GET /api/products HTTP/1.1\r\nHost: x\r\nCookie: aqua_session=made-up\r\n\r\n',
    );
    assert.match(fake, /^HTTP\/1\.1 503/, 'a cookie does not open the reserve to public pages');
    const fine = await ask(srv.port, '127.0.0.8', 'GET /api/products HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(fine, /^HTTP\/1\.1 200/);
    for (const c of mine) c.close();
  });

  it('out of descriptors (caps set above the limit): accept backs off, at most a line a second, and recovers', async () => {
    const srv = await startServer({
      wrap: LOW_FD,
      env: {
        AQUA_MAX_CONNECTIONS: '100000',
        AQUA_MAX_CONNECTIONS_PER_IP: '0',
        AQUA_MAX_STREAMS: '100000',
        AQUA_MAX_STREAMS_PER_IP: '0',
      },
    });
    servers.push(srv);
    const before = logSize(srv);
    const flood = [];
    for (let i = 0; i < 400; i += 1) flood.push(open(srv.port, `127.0.1.${(i % 200) + 1}`, EVENTS));
    conns.push(...flood);
    await sleep(3000);
    const grown = logSize(srv) - before;
    const lines = srv.stderr().split('\n').filter((l) => /accept failed/.test(l)).length;
    assert.ok(grown < 5000, `log grew by ${grown} bytes in 3 s`);
    assert.ok(lines <= 5, `${lines} 'accept failed' lines in 3 s`);
    for (const c of flood) c.close();
    await sleep(500);
    const h = await healthWithin(srv, 2500);
    assert.equal(h.status, 200, `health after the flood: ${JSON.stringify(h)}`);
  });
});
