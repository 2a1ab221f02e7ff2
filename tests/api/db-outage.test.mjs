// Database outage (PostgreSQL): while the database is stopped, requests that need it get a
// quick 503 (no hanging), the in-memory catalogue keeps answering, and the server recovers
// by itself once the database is back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { startServer, request, testDb } from './harness.mjs';
import { guestOrder } from './suite.mjs';

const order = guestOrder('Outage', 'Test', 'outage@example.pk');

test('503 quickly while PostgreSQL is down, recovery without a restart', { skip: testDb !== 'postgresql' }, async () => {
  const server = await startServer();
  const stop = () => execFileSync('bash', [process.env.AQUA_TEST_PG_STOP], { stdio: 'ignore' });
  const start = () => execFileSync('bash', [process.env.AQUA_TEST_PG_START], { stdio: 'ignore' });
  try {
    assert.equal((await request('GET', `${server.url}/api/health`)).status, 200);
    stop();
    try {
      for (const [method, path, body] of [
        ['GET', '/api/health'],
        ['POST', '/api/orders', order],
        ['POST', '/api/contact', { name: 'A', email: 'a@b.pk', subject: 'Other', message: 'hi' }],
      ]) {
        const t0 = performance.now();
        const res = await request(method, `${server.url}${path}`, {
          body,
          headers: { 'Idempotency-Key': `outage-${Math.random()}` },
          timeoutMs: 8000,
        });
        const ms = performance.now() - t0;
        assert.equal(res.status, 503, `${method} ${path} → ${res.status} ${res.text}`);
        assert.equal(res.json.error.code, 'unavailable');
        assert.ok(ms < 4000, `${method} ${path} took ${ms.toFixed(0)} ms`);
      }
      // The catalogue is served from memory and keeps working.
      assert.equal((await request('GET', `${server.url}/api/products`)).status, 200);
    } finally {
      start();
    }
    let healthy = false;
    for (let i = 0; i < 50 && !healthy; i++) {
      healthy = (await request('GET', `${server.url}/api/health`)).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 200));
    }
    assert.ok(healthy, 'the server did not recover after the database came back');
    const placed = await request('POST', `${server.url}/api/orders`, {
      body: order,
      headers: { 'Idempotency-Key': 'outage-after-recovery' },
    });
    assert.equal(placed.status, 201, placed.text);
  } finally {
    await server.stop();
  }
});
