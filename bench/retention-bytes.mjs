// Database bytes per order (goal <= 3 KB): places ORDERS orders (default 1000,
// one customer each) through the API on SQLite, waits for their mails to be sent, and
// measures the pages in use (page_count - freelist_count, after a WAL checkpoint), per
// table (dbstat). Then moves the test clock 31 days on and runs the retention prune
// (/api/test/run-retention), and measures again. AQUA_BIN picks the server binary (a build
// without the prune stops after the first measurement).
//
//   node bench/retention-bytes.mjs            (ORDERS=2000 node bench/retention-bytes.mjs)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { request, startServer } from '../tests/api/harness.mjs';
import { placeOrder } from '../tests/api/customers-helpers.mjs';

const N = Number(process.env.ORDERS ?? 1000);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const srv = await startServer({ env: { AQUA_TEST_HOOKS: '1', AQUA_MAIL_POLL_MS: '50' } });
const db = path.join(srv.dataDir, 'aquapure.db');
if (process.env.AQUA_TEST_KEEP) console.log(`database: ${db}`);
const sql = (q) => String(execFileSync('sqlite3', [db, q])).trim();
function used() {
  sql('PRAGMA wal_checkpoint(TRUNCATE)');
  const total = Number(
    sql(
      'SELECT (page_count - freelist_count) * page_size FROM pragma_page_count(), pragma_freelist_count(), pragma_page_size()',
    ),
  );
  const tables = sql(
    "SELECT name || '=' || SUM(pgsize) FROM dbstat GROUP BY name ORDER BY SUM(pgsize) DESC LIMIT 12",
  );
  return {
    total,
    tables: Object.fromEntries(
      tables.split('\n').map((l) => l.split('=').map((x, i) => (i ? Number(x) : x))),
    ),
  };
}
function report(label, now, base) {
  console.log(
    `${label}: ${((now.total - base.total) / N).toFixed(0)} bytes per order (${N} orders)`,
  );
  for (const [name, bytes] of Object.entries(now.tables)) {
    const delta = (bytes - (base.tables[name] ?? 0)) / N;
    if (Math.abs(delta) >= 10)
      console.log(`  ${name.padEnd(32)} ${delta.toFixed(0).padStart(6)} B/order`);
  }
}
try {
  const base = used();
  for (let i = 0; i < N; i++)
    await placeOrder(srv.url, {
      firstName: 'Bench',
      lastName: `Customer${i}`,
      email: `bench${i}@example.pk`,
      phone: `0300 ${String(1000000 + i)}`,
      city: 'Islamabad',
    });
  while (Number(sql("SELECT COUNT(*) FROM mail_outbox WHERE status <> 'sent'")) > 0)
    await sleep(200);
  const before = used();
  report('with every mail body', before, base);
  await request('POST', `${srv.url}/api/test/clock`, { body: { offsetMs: 31 * 86_400_000 } });
  const r = await request('POST', `${srv.url}/api/test/run-retention`, { body: {} });
  if (r.status !== 200) console.log(`(no retention prune in this build: ${r.status})`);
  else {
    console.log(`pruned: ${JSON.stringify(r.json)}`);
    report('after the retention prune (31 days on)', used(), base);
  }
} finally {
  await srv.stop();
}
