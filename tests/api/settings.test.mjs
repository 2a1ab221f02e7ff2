import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, getJson } from './harness.mjs';

describe('GET /api/settings', () => {
  let srv;
  let res;
  before(async () => {
    srv = await startServer();
    res = await getJson(`${srv.url}/api/settings`);
  }, { timeout: 30_000 });
  after(async () => {
    await srv?.stop();
  });

  it('answers 200 JSON', () => {
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
    assert.equal(typeof res.json, 'object');
  });

  it("has brandName 'AquaPure'", () => {
    assert.equal(res.json.brandName, 'AquaPure');
  });

  it('has business hours Mon-Fri 8AM-8PM and Sat-Sun 9AM-5PM', () => {
    assert.deepEqual(res.json.businessHours, [
      { days: 'Mon-Fri', hours: '8AM-8PM' },
      { days: 'Sat-Sun', hours: '9AM-5PM' },
    ]);
  });

  it('has a customerPortalUrl', () => {
    assert.equal(typeof res.json.customerPortalUrl, 'string');
    assert.match(res.json.customerPortalUrl, /^https?:\/\/\S+$/);
  });

  it('has demoMode true (server runs with AQUA_MODE=demo)', () => {
    assert.equal(res.json.demoMode, true);
  });

  it('has every documented contact field as a non-empty string', () => {
    for (const k of ['phone', 'phoneHref', 'whatsappNumber', 'email', 'address', 'mapsUrl',
      'walletAccountHolder', 'walletAccountNumber', 'emergencyPhone']) {
      assert.equal(typeof res.json[k], 'string', `settings.${k} should be a string`);
      assert.ok(res.json[k].length > 0, `settings.${k} should not be empty`);
    }
    assert.equal(typeof res.json.social, 'object', 'settings.social should be an object');
  });

  it('sends an ETag, and If-None-Match answers 304 with an empty body', async () => {
    const etag = res.headers.get('etag');
    assert.ok(etag, 'ETag header missing');
    const again = await getJson(`${srv.url}/api/settings`, { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
  });

  it('answers 200 to a non-matching If-None-Match', async () => {
    const other = await getJson(`${srv.url}/api/settings`, { headers: { 'if-none-match': '"nope"' } });
    assert.equal(other.status, 200);
    assert.equal(other.json.brandName, 'AquaPure');
  });
});
