// Browser tests: Debian's Chromium against the real `aquapure serve` serving the built app,
// with a fresh SQLite data dir per run (the server migrates and seeds it on start).
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shardFromEnv } from './e2e/shards';

const port = Number(process.env.E2E_PORT ?? 18080);
const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'aqua-e2e-'));
// Drivers record outcomes only for their stops of the server's today, so the driver specs
// deliver today: the server's clock is held back to 10:00 in Pakistan when the run starts
// later in the day (never moved ahead of the browser's, so every slot the browser offers is
// still open on the server), and today's afternoon slots can be ordered.
// Computed once, in the runner: workers load this file again and read it from the
// environment, and a spec that moves the server's clock sets it back to this offset
// (e2e/checkout.spec.ts), never to 0, which would jump past the admin sessions' idle limit.
const hour = 3_600_000;
const pkNow = Date.now() + 5 * hour;
const clockOffsetMs = Number(
  process.env.E2E_CLOCK_OFFSET_MS ?? Math.min(0, pkNow - (pkNow % (24 * hour)) + 10 * hour - pkNow),
);
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_CLOCK_OFFSET_MS = String(clockOffsetMs);

// make test runs the suite in two shards side by side (scripts/test-all.sh), each with its
// own server, port, data dir and output dir, and its share of the files by their measured
// durations (E2E_SHARD=1/2, e2e/shards.ts).
const testDir = path.join(import.meta.dirname, 'e2e');
const shard = shardFromEnv(testDir);

export default defineConfig({
  testDir,
  // Specs only: e2e/*.test.ts are unit tests of the suite's own helpers (vitest).
  testMatch: shard ?? '*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A test that passes only on a retry fails the run (scripts/test-all.sh counts it as failed).
  failOnFlakyTests: true,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace costs a quarter of the suite's CPU (measured: 83 against 62 CPU-seconds for
    // two specs), so make test records one only when a failed test runs again
    // (E2E_TRACE=on-first-retry with --retries=1).
    trace: (process.env.E2E_TRACE as 'on-first-retry' | undefined) ?? 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `${path.join(root, 'build/server/aquapure')} serve`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      AQUA_PORT: String(port),
      AQUA_DATA_DIR: dataDir,
      AQUA_WEB_DIR: process.env.E2E_WEB_DIR ?? path.join(root, 'web/dist'),
      AQUA_MODE: 'demo',
      AQUA_TEST_HOOKS: '1',
      // The gateway's callbacks (replies), called by e2e/admin-sms.spec.ts.
      AQUA_SMS_SECRET: 'e2e-sms-secret-0123456789abcdef',
      AQUA_TEST_CLOCK_OFFSET_MS: String(clockOffsetMs),
      AQUA_LOG_LEVEL: 'warn',
      // One server serves every spec, which place many orders for a few test customers.
      AQUA_ORDER_RATE: '100000/60',
      AQUA_ORDER_CUSTOMER_RATE: '100000/60',
    },
  },
});
