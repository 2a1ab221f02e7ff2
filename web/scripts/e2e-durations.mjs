// Writes e2e/durations.json (seconds per spec file, which e2e/shards.ts balances make test's
// browser shards by) from Playwright JSON reports:
//   npx playwright test --reporter=json > /tmp/e2e.json
//   node scripts/e2e-durations.mjs /tmp/e2e.json [more reports...]
import { readFileSync, writeFileSync } from 'node:fs';
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
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [path.basename(file), Math.round(s * 10) / 10]),
);
const out = path.join(import.meta.dirname, '../e2e/durations.json');
writeFileSync(out, JSON.stringify(sorted, null, 2) + '\n');
console.log(
  `${out}: ${Object.keys(sorted).length} files, ${Math.round(Object.values(sorted).reduce((a, b) => a + b, 0))} s`,
);
