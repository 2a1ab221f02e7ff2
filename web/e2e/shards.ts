// How make test splits the browser suite into shards that take about the same time.
// Playwright's own --shard splits by test count, and a few files (every page at every width)
// take minutes while most take seconds, so one shard ran 4 minutes longer than the other.
// Here each spec file goes, longest first, to the shard with the least time so far, by the
// seconds it took in the last measured run (e2e/durations.json). A file not measured yet
// counts as an average one. Refresh the figures after a full run:
//   PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json npx playwright test --reporter=json
//   node scripts/e2e-durations.mjs /tmp/e2e.json
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Durations = Record<string, number>;

/** The spec files of shard `index` (1-based) of `count`, balanced by their durations. */
export function shardFiles(files: string[], durations: Durations, index: number, count: number) {
  const known = files.map((f) => durations[f]).filter((d): d is number => d !== undefined);
  const average = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const seconds = (f: string) => durations[f] ?? average;
  const sorted = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  const load = new Array<number>(count).fill(0);
  const picked: string[][] = Array.from({ length: count }, () => []);
  for (const file of sorted) {
    const lightest = load.indexOf(Math.min(...load));
    load[lightest] = (load[lightest] ?? 0) + seconds(file);
    picked[lightest]?.push(file);
  }
  return (picked[index - 1] ?? []).sort();
}

/** `E2E_SHARD=2/3` → the spec files of that shard; no E2E_SHARD → undefined (every file). */
export function shardFromEnv(testDir: string, value = process.env.E2E_SHARD) {
  if (!value) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || index > count) {
    throw new Error(`E2E_SHARD must be INDEX/COUNT, such as 1/2 (got "${value}")`);
  }
  const files = readdirSync(testDir).filter((f) => f.endsWith('.spec.ts'));
  const durations = JSON.parse(
    readFileSync(path.join(testDir, 'durations.json'), 'utf8'),
  ) as Durations;
  return shardFiles(files, durations, index, count);
}
