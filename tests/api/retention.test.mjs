// Retention (issue 15): bodies of mails sent longer ago than the retention (30 days by
// default) are emptied by the scheduled prune; mails not sent (an SMTP outage: pending or
// failed) keep theirs; idempotency keys older than 30 days are forgotten. Uses the test
// clock and the "prune now" hook (AQUA_TEST_HOOKS=1).
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request, signIn, startServer } from './harness.mjs';
import { placeOrder } from './customers-helpers.mjs';

const DAY = 86_400_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** [orderId, status, has a body] for every mail, oldest first, read from the database. */
function mailRows(srv) {
  const q =
    "SELECT order_id || '|' || status || '|' || CASE WHEN body_text <> '' AND body_html <> '' " +
    "THEN 'body' ELSE CASE WHEN body_text = '' AND body_html = '' THEN 'none' ELSE 'half' END " +
    'END FROM mail_outbox ORDER BY id';
  const out = srv.databaseUrl
    ? execFileSync('psql', [srv.databaseUrl, '-Atc', q])
    : execFileSync('sqlite3', [path.join(srv.dataDir, 'aquapure.db'), q]);
  return String(out)
    .trim()
    .split('\n')
    .map((l) => l.split('|'));
}

it('prunes the bodies of sent mails after the retention, never unsent ones', async () => {
  const srv = await startServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_MAIL_POLL_MS: '50' } });
  try {
    const api = await signIn(srv.url);
    const mails = async (orderId) =>
      (await api('GET', '/api/admin/mail')).json.items.filter((m) => m.orderId === orderId);
    const waitFor = async (orderId, test) => {
      for (let i = 0; i < 200; i++) {
        const ms = await mails(orderId);
        if (ms.length === 2 && ms.every(test)) return;
        await sleep(50);
      }
      throw new Error(`mails of ${orderId}: ${JSON.stringify(await mails(orderId))}`);
    };
    const who = { firstName: 'Rida', lastName: 'Noor', phone: '0300 1234567', city: 'Islamabad' };
    const sent = await placeOrder(srv.url, { ...who, email: 'rida@example.pk' });
    await waitFor(sent.id, (m) => m.status === 'sent');
    // The mail folder becomes unwritable: an outage. The next order's mails are not sent.
    renameSync(path.join(srv.dataDir, 'mail'), path.join(srv.dataDir, 'mail-away'));
    writeFileSync(path.join(srv.dataDir, 'mail'), 'not a folder');
    const unsent = await placeOrder(srv.url, { ...who, email: 'rida2@example.pk' });
    await waitFor(unsent.id, (m) => m.status !== 'sent' && m.attempts > 0);

    const clock = async (offsetMs) => {
      const r = await request('POST', `${srv.url}/api/test/clock`, { body: { offsetMs } });
      assert.equal(r.status, 204, r.text);
    };
    const prune = async () => {
      const r = await request('POST', `${srv.url}/api/test/run-retention`, { body: {} });
      assert.equal(r.status, 200, r.text);
      return r.json;
    };
    await clock(29 * DAY);
    assert.deepEqual(await prune(), { mailBodies: 0, idempotencyKeys: 0 }, 'within 30 days');
    await clock(31 * DAY);
    assert.deepEqual(await prune(), { mailBodies: 2, idempotencyKeys: 2 });
    assert.deepEqual(await prune(), { mailBodies: 0, idempotencyKeys: 0 }, 'nothing twice');
    const rows = mailRows(srv);
    assert.deepEqual(
      rows.filter((r) => r[0] === sent.id).map((r) => r.slice(1)),
      [
        ['sent', 'none'],
        ['sent', 'none'],
      ],
    );
    const kept = rows.filter((r) => r[0] === unsent.id);
    assert.equal(kept.length, 2);
    for (const r of kept) {
      assert.notEqual(r[1], 'sent');
      assert.equal(r[2], 'body', 'an unsent mail keeps its body');
    }
    // The list still shows the pruned mails (only their bodies are gone).
    await clock(0);
    assert.deepEqual(
      (await mails(sent.id)).map((m) => m.status),
      ['sent', 'sent'],
    );
  } finally {
    await srv.stop();
  }
});
