// Text messages per second through the outbox and the real gateway (make bench, bench/sms.sh
// runs it inside scripts/with-kannel.sh): SMS_COUNT staff texts (default 500, one number
// each, so the daily cap never refuses one) are queued through POST /api/admin/messages/sms
// with 8 requests at a time; the worker hands them to Kannel's sendsms and fakesmsc, the
// simulated operator, reports each delivered. Prints how fast they were queued, reached the
// operator and were reported delivered (SQLite, AQUA_SMS_POLL_MS=100).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { adminClient, adminLogin, startServer } from '../tests/api/harness.mjs';
import { kannelEnv, operator, relay } from '../tests/api/kannel-operator.mjs';

const COUNT = Number(process.env.SMS_COUNT ?? 500);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const srv = await startServer({ env: kannelEnv() });
const gateway = await relay(() => srv.url);
const op = operator();
await sleep(1000);
const login = await adminLogin(srv.url);
const su = adminClient(srv.url, login.cookie);
const db = path.join(srv.dataDir, 'aquapure.db');
const statuses = () =>
  Object.fromEntries(
    execFileSync('sqlite3', [db, "SELECT status, COUNT(*) FROM sms_outbox WHERE kind = 'staff' GROUP BY status"])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('|'))
      .map(([s, n]) => [s, Number(n)]),
  );

const t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    while (next < COUNT) {
      const i = next++;
      const phone = `0300${String(1_000_000 + i).padStart(7, '0')}`;
      const r = await su('POST', '/api/admin/messages/sms', { body: { phone, text: `Bench text ${i}` } });
      if (r.status !== 201) throw new Error(`${r.status} ${r.text}`);
    }
  }),
);
const queued = performance.now();
let atOperator = 0;
let delivered = 0;
for (let waited = 0; waited < 600_000 && (!atOperator || !delivered); waited += 100) {
  const got = op.lines().filter((l) => l.includes('Bench text')).length;
  if (!atOperator && got >= COUNT) atOperator = performance.now();
  if (!delivered && (statuses().delivered ?? 0) >= COUNT) delivered = performance.now();
  await sleep(100);
}
const rate = (t) => (t ? `${((COUNT * 1000) / (t - t0)).toFixed(0)}/s (${((t - t0) / 1000).toFixed(1)} s)` : 'not reached');
console.log(`SMS: ${COUNT} texts through outbox + Kannel (SQLite)`);
console.log(`  queued (POST /api/admin/messages/sms, 8 at a time): ${rate(queued)}`);
console.log(`  all at the operator:                                ${rate(atOperator)}`);
console.log(`  all reported delivered:                             ${rate(delivered)}`);
console.log(`  outbox: ${JSON.stringify(statuses())}`);
await op.stop();
await gateway.close();
await srv.stop();
