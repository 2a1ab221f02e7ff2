// Every message the translated features ask for by a literal id (`t('…')`) has its Urdu, and
// every Urdu message compiles; an English text as id needs no English entry (lib/i18n/i18n.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

  it('compiles, and keeps the placeholders of its English', () => {
    const urdu = catalogue('ur');
    const english = catalogue('en');
    expect(() => compileCatalogue(JSON.stringify(urdu))).not.toThrow();
    const names = (m: string) => [...m.matchAll(/\{(\w+)/g)].map((x) => x[1]).sort();
    for (const [id, message] of Object.entries(urdu))
      expect([id, names(message)]).toEqual([id, names(english[id] ?? id)]);
  });

  it('gives one English text one Urdu text in every feature', () => {
    // The features' catalogues are merged into one (lib/i18n/urdu.ts): an id translated two
    // ways shows one of them everywhere, whichever file loads last.
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
