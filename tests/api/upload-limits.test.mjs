// Body limits are declared per route: image uploads take up to 5 MiB, every other
// route keeps the server's AQUA_MAX_BODY (1 MiB by default).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { request, assertErrorBody } from './harness.mjs';
import { suiteServer, suiteAdmin } from './suite.mjs';

const MiB = 1024 * 1024;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A valid RGB PNG of random pixels (incompressible), about `bytes` long. */
function noisePng(bytes) {
  const width = 1024;
  const height = Math.ceil(bytes / (width * 3 + 1));
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = [];
  for (let y = 0; y < height; y++) rows.push(Buffer.from([0]), randomBytes(width * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('per-route body limits', () => {
  const srv = suiteServer();
  const api = suiteAdmin(srv);
  const upload = (bytes) =>
    api('POST', '/api/admin/uploads', {
      body: bytes,
      headers: { 'content-type': 'image/png' },
      timeoutMs: 30_000,
    });

  it('a 2 MiB PNG upload is accepted and served back byte for byte', async () => {
    const png = noisePng(2 * MiB);
    assert.ok(png.length > 2 * MiB && png.length < 3 * MiB, String(png.length));
    const res = await upload(png);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.bytes, png.length);
    const got = await fetch(`${srv.url}${res.json.imageUrl}`);
    assert.equal(got.status, 200);
    assert.deepEqual(Buffer.from(await got.arrayBuffer()), png);
  });

  it('a 6 MiB PNG upload gets 413', async () => {
    const res = await upload(noisePng(6 * MiB));
    assert.equal(res.status, 413, res.text);
    assertErrorBody(res, 'payload_too_large');
  });

  it('other routes keep the 1 MiB default: a 2 MiB contact message gets 413', async () => {
    const res = await request('POST', `${srv.url}/api/contact`, {
      body: { name: 'A', email: 'a@example.com', subject: 'Other', message: 'x'.repeat(2 * MiB) },
      timeoutMs: 30_000,
    });
    assert.equal(res.status, 413, res.text);
    assertErrorBody(res, 'payload_too_large');
  });
});
