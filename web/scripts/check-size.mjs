// The size rules (run by `npm run lint`): no file over 250 lines in web/src and
// none over 300 in server/src; no function over 60 lines in web/src (test suites aside: a
// describe block is a table of cases). server/src's functions are held to 60 lines by
// clang-tidy (readability-function-size in .clang-tidy, run by `make lint`); this script lists
// the ones a quick brace count finds over it, as a hint, without failing.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const WEB_FILE_MAX = 250;
const SERVER_FILE_MAX = 300;
const FUNCTION_MAX = 60;
const here = path.dirname(new URL(import.meta.url).pathname);
const webSrc = path.resolve(here, '../src');
const serverSrc = path.resolve(here, '../../server/src');
const GENERATED = new Set(['lib/api-schema.d.ts']);

function files(dir, pattern) {
  let out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out = out.concat(files(p, pattern));
    else if (pattern.test(e.name)) out.push(p);
  }
  return out;
}

const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Every function in a TypeScript file longer than FUNCTION_MAX lines: [name, line, lines]. */
function longFunctions(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > FUNCTION_MAX) {
        const name = node.name?.getText(source) ?? nameFromParent(node, source);
        found.push([name, start + 1, end - start + 1]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameFromParent(node, source) {
  const p = node.parent;
  if (p && (ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p)))
    return p.name.getText(source);
  return '(anonymous)';
}

/** C++ functions by brace count: a line closing ')' + '{' at the start of a body. */
function longCppFunctions(text) {
  const lines = text.split('\n');
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!/\)\s*(const\s*)?(noexcept\s*)?(->\s*[\w:<>]+\s*)?\{\s*$/.test(l)) continue;
    if (/^\s*(if|for|while|switch|catch|else|do)\b|\[.*\]\s*\(/.test(l)) continue;
    if (/^\s{4,}/.test(l)) continue; // nested blocks and lambdas inside a body
    let depth = 0;
    let j = i;
    for (; j < lines.length; j++) {
      for (const ch of lines[j].replace(/"(\\.|[^"\\])*"|'(\\.|[^'\\])*'|\/\/.*$/g, '')) {
        if (ch === '{') depth++;
        else if (ch === '}') depth--;
      }
      if (depth === 0) break;
    }
    if (j - i + 1 > FUNCTION_MAX) found.push([l.trim().slice(0, 70), i + 1, j - i + 1]);
    i = j;
  }
  return found;
}

let failures = 0;
for (const file of files(webSrc, /\.(ts|tsx)$/)) {
  const rel = path.relative(webSrc, file);
  if (GENERATED.has(rel)) continue;
  const text = readFileSync(file, 'utf8');
  const n = lineCount(text);
  if (n > WEB_FILE_MAX) {
    console.error(`web/src/${rel}: ${n} lines (at most ${WEB_FILE_MAX})`);
    failures++;
  }
  if (/\.test\.tsx?$/.test(rel)) continue;
  for (const [name, line, lines] of longFunctions(file, text)) {
    console.error(`web/src/${rel}:${line}: ${name} is ${lines} lines (at most ${FUNCTION_MAX})`);
    failures++;
  }
}
for (const file of files(serverSrc, /\.(cpp|hpp)$/)) {
  const rel = path.relative(serverSrc, file);
  const text = readFileSync(file, 'utf8');
  const n = lineCount(text);
  if (n > SERVER_FILE_MAX) {
    console.error(`server/src/${rel}: ${n} lines (at most ${SERVER_FILE_MAX})`);
    failures++;
  }
  if (process.argv.includes('--server-functions') && !rel.endsWith('.test.cpp')) {
    for (const [head, line, lines] of longCppFunctions(text)) {
      console.warn(`note: server/src/${rel}:${line}: ${lines} lines: ${head}`);
    }
  }
}
if (failures) {
  console.error(`check-size: ${failures} over the limits`);
  process.exit(1);
}
console.log(
  `check-size: every file and function within the limits (web/src ${WEB_FILE_MAX}, server/src ${SERVER_FILE_MAX} lines per file; ${FUNCTION_MAX} per function)`,
);
