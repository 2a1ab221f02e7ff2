#!/usr/bin/env node
// Comments and docs cite only what is in the repository (run by `make lint`). Fails when a
// file names a document kept outside the repository, or cites an issue or pull request by
// number ("issue 12", "(#12)"): say what the code does, or point at docs/product.md#section
// or docs/decisions/NNNN-name.md. Also fails when such a pointer leads nowhere (a missing
// decision record, or a docs/product.md section that does not exist), and when a Markdown
// file names a repository path in backticks (`server/src/...`, `web/...`) that is neither in
// the repository nor a git-ignored output (build/, web/dist, generated files).
// Plain Node, no packages; checks the files git knows (tracked and new, not ignored).
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SELF = 'scripts/check-citations.mjs';
const AREAS = [
  'server/',
  'web/src/',
  'web/e2e/',
  'web/scripts/',
  'scripts/',
  'bench/',
  'deploy/',
  'docs/',
  'tests/',
];
const TOP = new Set([
  'README.md',
  'CONTRIBUTING.md',
  'Makefile',
  'web/vite.config.ts',
  'web/playwright.config.ts',
  'web/eslint.config.js',
  'web/index.html',
  '.clang-tidy',
  '.clang-format',
  '.editorconfig',
]);
const TEXT = /\.(c|cc|cpp|h|hpp|sql|cmake|txt|json|ya?ml|md|mjs|js|ts|tsx|css|html|sh|lua|py|conf|service|example)$/;

// Documents that live outside the repository (this file is not checked).
const OUTSIDE_NAMES = ['SPEC', 'DECISIONS', 'OPERATIONS', 'ARCHITECTURE', 'TOOLCHAIN', 'STYLE'];
const OUTSIDE = new RegExp(
  `\\b(?:${OUTSIDE_NAMES.join('|')})\\.md\\b|shared/spec|/work/shared|(?:^|[\\s(\`'"])notes/`,
);
const ISSUE_WORDS = /\b(?:issues?|pull requests?|PRs?) #?\d+\b/i;
const HASH_NUMBER = /(?:^|[\s(\[,])#\d{1,5}\b(?![0-9a-fA-F;])/;
// The text of a line that is a comment (or, in Markdown, the whole line).
const COMMENT = /(?:^\s*(?:\/\/|\/\*+|\*|#|--)|\s\/\/|\s#\s|\s--\s|\/\*)(.*)$/;

function files() {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => f && f !== SELF && (TOP.has(f) || AREAS.some((a) => f.startsWith(a))))
    .filter((f) => TOP.has(f) || TEXT.test(f))
    .filter((f) => existsSync(path.join(root, f)) && lstatSync(path.join(root, f)).isFile());
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
function anchor(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const productAnchors = new Set(
  readFileSync(path.join(root, 'docs/product.md'), 'utf8')
    .split('\n')
    .filter((l) => /^#{1,6} /.test(l))
    .map((l) => anchor(l.replace(/^#+ /, ''))),
);
const decisions = new Set(readdirSync(path.join(root, 'docs/decisions')));

const problems = [];
const paths = []; // Markdown's backticked repository paths that no file has
for (const file of files()) {
  const markdown = file.endsWith('.md');
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    if (OUTSIDE.test(line)) problems.push(`${where}: cites a document outside the repository`);
    if (ISSUE_WORDS.test(line)) problems.push(`${where}: cites an issue or pull request by number`);
    const comment = markdown ? line : (COMMENT.exec(line)?.[1] ?? '');
    if (HASH_NUMBER.test(comment)) problems.push(`${where}: cites an issue by number (#N)`);
    for (const m of line.matchAll(/product\.md#([a-z0-9-]+)/g))
      if (!productAnchors.has(m[1])) problems.push(`${where}: docs/product.md has no #${m[1]}`);
    for (const m of line.matchAll(/decisions\/(\d{4}-[a-z0-9-]+\.md)/g))
      if (!decisions.has(m[1])) problems.push(`${where}: docs/decisions/${m[1]} does not exist`);
    if (markdown)
      for (const m of line.matchAll(/`((?:server|web|tests|docs|scripts|bench|deploy)\/[^`\s]*)`/g)) {
        const cited = m[1].replace(/#.*$/, '').replace(/[:,.;]+$/, '');
        if (/[*{}<>…$]|NNN/.test(cited) || existsSync(path.join(root, cited))) continue;
        paths.push({ where, cited });
      }
  });
}
// Paths no file has: fine only when git ignores them (outputs such as web/dist).
if (paths.length) {
  const asked = paths.flatMap((p) => [p.cited, `${p.cited.replace(/\/$/, '')}/`]);
  let ignored = '';
  try {
    ignored = execFileSync('git', ['check-ignore', '--no-index', ...asked], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch (e) {
    ignored = e.stdout ?? ''; // exit 1: none of them is ignored
  }
  const out = new Set(ignored.split('\n').map((l) => l.replace(/\/$/, '')));
  for (const p of paths)
    if (!out.has(p.cited.replace(/\/$/, '')))
      problems.push(`${p.where}: \`${p.cited}\` is not in the repository`);
}

if (problems.length) {
  console.error('Cite only what is in the repository (docs/product.md, docs/decisions/):');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('citations: every comment and doc cites only what is in the repository');
