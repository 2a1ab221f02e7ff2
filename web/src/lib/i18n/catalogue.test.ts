// Every message the translated features ask for by a literal id (`t('…')`) has its Urdu, and
// every Urdu message compiles; an English text as id needs no English entry (lib/i18n/i18n.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../scripts/lingui-catalogs.mjs';

const src = path.resolve(import.meta.dirname, '../..');
const ENGLISH_ONLY = /^(features\/(admin|dispatch)|app\/staff|lib\/i18n)\//;

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p, pattern);
    return pattern.test(e.name) ? [p] : [];
  });
}

/** Every string literal of a source file (the TypeScript parser: JSX text has apostrophes). */
function literals(file: string, text: string): string[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
// Literals equal to a message id that are not shown: field names and cache keys.
const NOT_TEXTS = new Set(['quantity', 'products', 'plans']);

const catalogue = (lang: string) =>
  Object.assign(
    {},
    ...files(src, new RegExp(`^${lang}\\.json$`))
      .filter((f) => f.includes('/locales/'))
      .map((f) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, string>),
  ) as Record<string, string>;

describe('the Urdu catalogue', () => {
  it('has every message the translated features use', () => {
    const urdu = catalogue('ur');
    const missing: string[] = [];
    for (const file of files(src, /\.tsx?$/)) {
      const rel = path.relative(src, file);
      if (ENGLISH_ONLY.test(rel) || rel.endsWith('.test.ts') || rel.endsWith('.test.tsx')) continue;
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)) {
        const id = m[1]!.replace(/\\'/g, "'");
        if (!(id in urdu)) missing.push(`${rel}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('loads with the code that asks for it: each file imports the catalogues of its texts', () => {
    // A feature's Urdu loads when a module importing its `locales` loads (lib/i18n/i18n.ts).
    // A text counts wherever it is written, also where another module translates it
    // (`t(error.message)`): the module that defines it brings its Urdu.
    const urdu = catalogue('ur');
    const missing: string[] = [];
    for (const file of files(src, /\.tsx?$/)) {
      const rel = path.relative(src, file);
      if (ENGLISH_ONLY.test(rel) || /\.test\.tsx?$|-test-values\.ts$|\.d\.ts$|^testing\//.test(rel))
        continue;
      const text = readFileSync(file, 'utf8');
      const imported = Object.assign(
        {},
        ...[...text.matchAll(/^import '([^']*locales)';$/gm)].map((m) => {
          const dir = m[1]!.startsWith('@/')
            ? path.join(src, m[1]!.slice(2))
            : path.resolve(path.dirname(file), m[1]!);
          return JSON.parse(readFileSync(path.join(dir, 'ur.json'), 'utf8')) as object;
        }),
      ) as Record<string, string>;
      for (const id of literals(file, text))
        if (id in urdu && !(id in imported) && !NOT_TEXTS.has(id)) missing.push(`${rel}: ${id}`);
    }
    expect(missing).toEqual([]);
  });

  it('compiles, and keeps the placeholders of its English', () => {
    const urdu = catalogue('ur');
    const english = catalogue('en');
    expect(() => compileCatalogue(JSON.stringify(urdu))).not.toThrow();
    const names = (m: string) => [...m.matchAll(/\{(\w+)/g)].map((x) => x[1]).sort();
    for (const [id, message] of Object.entries(urdu))
      expect([id, names(message)]).toEqual([id, names(english[id] ?? id)]);
  });

  it('gives one English text one Urdu text in every feature', () => {
    // The features' catalogues are merged as they load (lib/i18n/urdu.ts): an id translated
    // two ways would show one of them everywhere, whichever file loaded last.
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const f of files(src, /^ur\.json$/).filter((f) => f.includes('/locales/'))) {
      for (const [id, urdu] of Object.entries(JSON.parse(readFileSync(f, 'utf8')) as object)) {
        const before = seen.get(id);
        if (before !== undefined && before !== urdu) twice.push(`${path.relative(src, f)}: ${id}`);
        seen.set(id, urdu as string);
      }
    }
    expect(twice).toEqual([]);
  });
});
