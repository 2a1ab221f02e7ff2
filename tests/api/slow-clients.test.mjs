// Slow clients: 500 connections that send their headers one byte at a time must not stop
// normal requests from being served quickly (each connection costs a coroutine, not a thread).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startServer, request } from './harness.mjs';

const SLOW = 500;

/** True when the server closes the socket within `ms`. */
function closedWithin(socket, ms) {
  return new Promise((resolve) => {
    const t = setTimeout(() => resolve(false), ms);
    socket.on('close', () => {
      clearTimeout(t);
      resolve(true);
    });
  });
}

test('500 byte-by-byte clients do not slow normal requests down', async () => {
  const server = await startServer();
  const sockets = [];
  const request_line = 'GET /api/products HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ';
  try {
    for (let i = 0; i < SLOW; i++) {
      // 500 clients, 5 per address: one address may hold only so many connections
      // (AQUA_MAX_CONNECTIONS_PER_IP, tests/api/connection-flood.test.mjs).
      const s = net.connect({
        port: server.port,
        host: '127.0.0.1',
        localAddress: `127.0.2.${1 + (i % 100)}`,
      });
      s.on('error', () => {});
      s.setNoDelay(true);
      sockets.push(s);
    }
    let pos = 0;
    const drip = setInterval(() => {
      const ch = request_line[pos % request_line.length];
      pos++;
      for (const s of sockets) if (!s.destroyed) s.write(ch);
    }, 100);
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const times = [];
      for (let i = 0; i < 50; i++) {
        const t0 = performance.now();
        const res = await request('GET', `${server.url}/api/products`, { timeoutMs: 2000 });
        times.push(performance.now() - t0);
        assert.equal(res.status, 200);
      }
      times.sort((a, b) => a - b);
      const p95 = times[Math.floor(times.length * 0.95)];
      assert.ok(
        p95 < 250,
        `p95 of normal requests was ${p95.toFixed(1)} ms with ${SLOW} slow clients`,
      );
      const alive = sockets.filter((s) => !s.destroyed).length;
      assert.ok(alive > SLOW * 0.9, 'the slow connections were still open during the measurement');
    } finally {
      clearInterval(drip);
    }
  } finally {
    for (const s of sockets) s.destroy();
    await server.stop();
  }
});

test('a client that never finishes its headers is disconnected by the read deadline', async () => {
  const server = await startServer({ env: { AQUA_READ_TIMEOUT_MS: '1000' } });
  try {
    const s = net.connect(server.port, '127.0.0.1');
    s.on('error', () => {});
    await new Promise((r) => s.on('connect', r));
    s.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const closed = await closedWithin(s, 5000);
    assert.ok(closed, 'the server kept a half-sent request open past its deadline');
  } finally {
    await server.stop();
  }
});

test('on a kept-alive connection the next request has the same read deadline once it starts', async () => {
  const server = await startServer({ env: { AQUA_READ_TIMEOUT_MS: '1000' } });
  try {
    const s = net.connect(server.port, '127.0.0.1');
    s.on('error', () => {});
    await new Promise((r) => s.on('connect', r));
    let received = '';
    s.on('data', (d) => (received += d.toString()));
    s.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const deadline = Date.now() + 5000;
    while (!received.includes('"status":"ok"') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    assert.match(received, /^HTTP\/1\.1 200/, 'the first request was answered');
    // Idle for longer than the read deadline (the connection waits for a next request), then a
    // second request that never finishes its headers.
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(s.destroyed, false, 'an idle kept-alive connection waits past the read deadline');
    s.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const started = Date.now();
    const closed = await closedWithin(s, 5000);
    assert.ok(closed, 'a half-sent second request was kept open past the read deadline');
    assert.ok(Date.now() - started < 3000, `closed after ${Date.now() - started} ms`);
  } finally {
    await server.stop();
  }
});
