import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, getJson, testDb } from './harness.mjs';

describe('GET /api/health', () => {
  let srv;
  before(async () => {
    srv = await startServer();
  }, { timeout: 30_000 });
  after(async () => {
    await srv?.stop();
  });

  it('answers 200 JSON with status ok', async () => {
    const res = await getJson(`${srv.url}/api/health`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(res.json.status, 'ok');
  });

  it(`reports the database in use (${testDb})`, async () => {
    const res = await getJson(`${srv.url}/api/health`);
    assert.equal(res.json.database, testDb);
  });

  it('reports a version string', async () => {
    const res = await getJson(`${srv.url}/api/health`);
    assert.equal(typeof res.json.version, 'string');
    assert.match(res.json.version, /^\d+\.\d+\.\d+/);
  });
});
