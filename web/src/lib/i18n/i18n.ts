// Lingui's runtime (its core only: @lingui/react would add 1 KB gzip to the home page, whose
// budget is in docs/performance.md). Catalogues are per feature, `locales/en.json` and
// `locales/ur.json` beside the code, compiled at build time (web/scripts/lingui-catalogs.mjs):
// English comes with each feature's code, Urdu (all of it, and its font) only when chosen.
import { i18n, type Messages } from '@lingui/core';
import { useEffect, useSyncExternalStore } from 'react';
import { applyToDocument, initialLocale, rememberLocale, type Locale } from './locale';

export { i18n };

// English is active from the start (its texts are their own ids; lib/i18n/locale.ts may switch).
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** A feature's English messages; called once when its module loads. */
export function addEnglish(messages: Messages) {
  i18n.load('en', messages);
}

let urdu: Promise<void> | undefined;
function loadUrdu() {
  urdu ??= import('./urdu').then((m) => i18n.load('ur', m.urduMessages()));
  return urdu;
}

/** Shows the shop in `locale` (loading Urdu first when needed) and remembers the choice. */
export async function setLocale(locale: Locale, remember = true) {
  if (locale === 'ur') await loadUrdu();
  i18n.activate(locale);
  applyToDocument(locale);
  if (remember) rememberLocale(locale);
}

/** The first language before the first render: resolves at once for English. */
export function startI18n(): Promise<void> | null {
  const locale = initialLocale();
  if (locale === 'en') {
    if (i18n.locale !== 'en') i18n.activate('en');
    applyToDocument('en');
    return null;
  }
  return setLocale(locale, false).catch(() => setLocale('en', false));
}

/** The language shown now: what prices, dates and numbers are formatted in by default. */
export const activeLocale = (): Locale => (i18n.locale === 'ur' ? 'ur' : 'en');

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = activeLocale;

/** The active language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, () => 'en');
}

/**
 * The back office and the pages not yet translated are English and left to right whatever
 * the shopper chose: the document says so while they are shown (dialogs included).
 */
export function useEnglishDocument() {
  useLocale(); // the pages render again once English is active
  useEffect(() => {
    // Their texts, prices and dates too: English while they are shown, the shopper's choice
    // (not forgotten) once they are left.
    const chosen = i18n.locale;
    if (chosen !== 'en') i18n.activate('en');
    applyToDocument('en');
    return () => {
      if (chosen !== 'en' && i18n.locale === 'en') i18n.activate(chosen);
      applyToDocument(currentLocale());
    };
  }, []);
}

/**
 * A message in the active language. A plain English text is its own id (Lingui's source-as-id):
 * it needs no English catalogue entry, only its Urdu one, so translating a page adds almost
 * nothing to its English JavaScript. `{name}` placeholders are filled here when no catalogue
 * compiled the message (English); plurals need ICU, so those have an English entry by key.
 */
export function t(id: string, values?: Record<string, unknown>): string {
  const text = i18n._(id, values);
  return values ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k])) : text;
}

/** Left to right inside an Urdu sentence (a phone, order number or price); English as is. */
export const ltr = (text: string | number) =>
  i18n.locale === 'ur' ? `\u2066${text}\u2069` : String(text);

/** `t('id', values)` in the active language; the component renders again when it changes. */
export function useT() {
  const locale = useLocale();
  return { t, locale };
}
