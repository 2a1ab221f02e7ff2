import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getJson, testDb } from './harness.mjs';
import { suiteServer } from './suite.mjs';

describe('GET /api/health', () => {
  const srv = suiteServer();

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
