// English needs no i18n library: its texts are their own ids, and the few messages with
// plurals come compiled by the build (web/scripts/lingui-catalogs.mjs) into Lingui's compiled
// form, which this reads. Lingui's runtime (about 1.8 KB gzip) loads only with Urdu
// (lib/i18n/urdu.ts), off the English home page's budget (docs/performance.md).

/** Lingui's compiled message: text, `#`, and `[name]` or `[name, 'plural' | 'select', cases]`. */
export type Compiled = string | Part[];
type Part = string | [string] | [string, string, Record<string, Compiled>];

const plurals = new Intl.PluralRules('en');
const numbers = new Intl.NumberFormat('en');

function render(message: Compiled, values: Record<string, unknown>, count?: number): string {
  if (typeof message === 'string') return message;
  return message
    .map((part) => {
      if (typeof part === 'string')
        return part === '#' && count !== undefined ? numbers.format(count) : part;
      const [name, kind, cases] = part;
      const value = values[name];
      if (!kind || !cases) return String(value ?? '');
      if (kind === 'select') return render(cases[String(value)] ?? cases.other ?? '', values);
      const n = Number(value);
      const chosen = cases[String(n)] ?? cases[plurals.select(n)] ?? cases.other ?? '';
      return render(chosen, values, n);
    })
    .join('');
}

/** An English message: its catalogue entry when it has one, else the id with `{name}` filled. */
export function english(
  catalogue: Record<string, Compiled>,
  id: string,
  values?: Record<string, unknown>,
): string {
  const message = catalogue[id];
  if (message !== undefined) return render(message, values ?? {});
  return values ? id.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k])) : id;
}
