// Updates e2e/durations.json (seconds per spec file, which e2e/shards.ts balances make test's
// browser shards by) from Playwright JSON reports:
//   PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json npx playwright test --reporter=json
//   node scripts/e2e-durations.mjs /tmp/e2e.json [more reports...]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const reports = process.argv.slice(2);
if (!reports.length) {
  console.error('usage: node scripts/e2e-durations.mjs REPORT.json...');
  process.exit(2);
}
const seconds = {};
function add(suite, file) {
  const owner = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      seconds[owner] = (seconds[owner] ?? 0) + ms / 1000;
    }
  }
  for (const child of suite.suites ?? []) add(child, owner);
}
for (const report of reports) {
  for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) add(suite);
}
// The files a report measured get their new figures; the others keep theirs, and a spec file
// that no longer exists is dropped.
const dir = path.join(import.meta.dirname, '../e2e');
const out = path.join(dir, 'durations.json');
const merged = { ...JSON.parse(readFileSync(out, 'utf8')) };
for (const [file, s] of Object.entries(seconds))
  merged[path.basename(file)] = Math.round(s * 10) / 10;
const sorted = Object.fromEntries(
  Object.entries(merged)
    .filter(([file]) => existsSync(path.join(dir, file)))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(out, JSON.stringify(sorted, null, 2) + '\n');
console.log(
  `${out}: ${Object.keys(sorted).length} files, ${Math.round(Object.values(sorted).reduce((a, b) => a + b, 0))} s`,
);
