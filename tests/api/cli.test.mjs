// The binary's own commands: `aquapure backup` copies a database that exists and refuses to
// invent one; a mistyped AQUA_LOG_LEVEL is refused rather than read as "off".
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverBinary, startServer, testDb } from './harness.mjs';

/** Runs the binary: {code, output} (spdlog writes to stdout). */
function run(args, env) {
  return new Promise((resolve) => {
    execFile(
      serverBinary,
      args,
      { env: { ...process.env, ...env }, timeout: 30_000 },
      (err, stdout, stderr) => resolve({ code: err ? err.code : 0, output: stdout + stderr }),
    );
  });
}

const sqliteOnly = testDb === 'sqlite' ? {} : { skip: 'backup copies the SQLite database' };

it('backup refuses a data directory with no database, and creates none', sqliteOnly, async () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'aqua-cli-'));
  const to = path.join(tmp, 'backup.db');
  const { code, output } = await run(['backup', '--to', to], {
    AQUA_DATA_DIR: path.join(tmp, 'typo'),
  });
  assert.equal(code, 1);
  assert.match(output, /no database at .*typo/);
  assert.equal(existsSync(to), false);
  assert.deepEqual(readdirSync(tmp), []);
});

it('backup copies the shop database while it runs, never over a file', sqliteOnly, async () => {
  const srv = await startServer();
  try {
    const to = path.join(mkdtempSync(path.join(os.tmpdir(), 'aqua-cli-')), 'backup.db');
    const env = { AQUA_DATA_DIR: srv.dataDir };
    assert.equal((await run(['backup', '--to', to], env)).code, 0);
    const products = execFileSync('sqlite3', [to, 'SELECT count(*) FROM products']).toString();
    assert.ok(Number(products) > 0, `products in the backup: ${products}`);
    const again = await run(['backup', '--to', to], env);
    assert.equal(again.code, 1);
    assert.match(again.output, /already exists/);
  } finally {
    await srv.stop();
  }
});

it('a mistyped AQUA_LOG_LEVEL is refused with the levels it takes', async () => {
  const { code, output } = await run(['check'], { AQUA_LOG_LEVEL: 'verbose' });
  assert.equal(code, 1);
  assert.match(output, /AQUA_LOG_LEVEL must be trace, debug, info, warn, error, critical or off/);
});
