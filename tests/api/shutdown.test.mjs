import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, RawConnection, getJson } from './harness.mjs';
import { suiteServer } from './suite.mjs';

async function exitWithin(srv, ms) {
  const started = Date.now();
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), ms));
  const result = await Promise.race([srv.exited, timer]);
  return { result, elapsed: Date.now() - started };
}

describe('shutdown', () => {
  const srv = suiteServer();

  it('SIGTERM: the process exits with code 0 within 5 s', async () => {
    assert.equal((await getJson(`${srv.url}/api/health`)).status, 200);
    srv.kill('SIGTERM');
    const { result, elapsed } = await exitWithin(srv, 5000);
    assert.notEqual(result, 'timeout', `still running 5 s after SIGTERM\n${srv.stderr()}`);
    assert.deepEqual(
      { code: result.code, signal: result.signal },
      { code: 0, signal: null },
      `exit after ${elapsed} ms; stderr:\n${srv.stderr()}`,
    );
  });

  it('SIGTERM with an idle keep-alive connection and an open event stream: exits 0 within 5 s', async () => {
    const s2 = await startServer();
    const idle = new RawConnection(s2.port);
    const events = new RawConnection(s2.port);
    try {
      await idle.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const r = await idle.readResponse();
      assert.equal(r?.status, 200);
      await events.write('GET /api/catalog/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 300));
      s2.kill('SIGTERM');
      const { result, elapsed } = await exitWithin(s2, 5000);
      assert.notEqual(result, 'timeout', `still running 5 s after SIGTERM\n${s2.stderr()}`);
      assert.deepEqual(
        { code: result.code, signal: result.signal },
        { code: 0, signal: null },
        `exit after ${elapsed} ms; stderr:\n${s2.stderr()}`,
      );
    } finally {
      idle.close();
      events.close();
      await s2.stop();
    }
  });
});
