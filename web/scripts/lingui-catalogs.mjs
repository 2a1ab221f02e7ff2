// Vite plugin: a feature's message catalogue (src/**/locales/<lang>.json, ICU MessageFormat
// strings by id) is compiled by Lingui's compiler at build time, so the browser gets Lingui's
// compiled form and never needs the compiler (web/src/lib/i18n/i18n.ts).
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const CATALOGUE = /\/locales\/[a-z]{2}\.json$/;

export function compileCatalogue(source, file = 'catalogue') {
  const out = {};
  for (const [id, message] of Object.entries(JSON.parse(source))) {
    try {
      const compiled = compileMessageOrThrow(message);
      // A message without placeholders stays a plain string (Lingui accepts both).
      out[id] = compiled.every((t) => typeof t === 'string') ? compiled.join('') : compiled;
    } catch (e) {
      throw new Error(`${file}: message '${id}' is not valid ICU MessageFormat: ${e.message}`);
    }
  }
  return JSON.stringify(out);
}

export function linguiCatalogs() {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0])) return null;
      return { code: compileCatalogue(code, id), map: null };
    },
  };
}
