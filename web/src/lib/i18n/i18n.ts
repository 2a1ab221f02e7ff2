// The shop's texts in English or Urdu. Catalogues are per feature, `locales/en.json` and
// `locales/ur.json` beside the code, compiled at build time (web/scripts/lingui-catalogs.mjs).
// English comes with each feature's code and needs no library (lib/i18n/english.ts); a
// feature's Urdu loads with the feature, only while Urdu is shown, read by Lingui's runtime,
// which loads with the first of them (lib/i18n/urdu.ts, with the Nastaliq font).
import { useEffect, useSyncExternalStore } from 'react';
import { english, type Compiled } from './english';
import { applyToDocument, initialLocale, rememberLocale, type Locale } from './locale';

type Catalogue = Record<string, Compiled>;
type UrduLoader = () => Promise<{ default: Catalogue }>;

let locale: Locale = 'en';
let version = 0;
const listeners = new Set<() => void>();
function changed() {
  version++;
  for (const listener of listeners) listener();
}

const englishMessages: Catalogue = {};

/** A feature's English messages (those that need ICU: plurals); called when its module loads. */
export function addEnglish(messages: Catalogue) {
  Object.assign(englishMessages, messages);
}

let urdu: typeof import('./urdu') | undefined;
let runtime: Promise<typeof import('./urdu')> | undefined;
const urduLoaders: UrduLoader[] = [];
const urduLoads = new Map<UrduLoader, Promise<void>>();

function loadUrdu(loader: UrduLoader): Promise<void> {
  let load = urduLoads.get(loader);
  if (!load) {
    runtime ??= import('./urdu').catch((error: unknown) => {
      runtime = undefined;
      throw error;
    });
    load = Promise.all([runtime, loader()]).then(([module, catalogue]) => {
      urdu = module;
      module.addMessages(catalogue.default);
    });
    load.catch(() => urduLoads.delete(loader));
    urduLoads.set(loader, load);
  }
  return load;
}

/**
 * A feature's Urdu catalogue, `() => import('./ur.json')`; called when its module loads. It is
 * fetched at once while Urdu is shown, else when the shopper chooses Urdu.
 */
export function addUrdu(loader: UrduLoader) {
  urduLoaders.push(loader);
  if (locale === 'ur') loadUrdu(loader).then(changed, () => {});
}

/**
 * Resolves once the Urdu of every feature loaded so far has arrived (at once in English).
 * Lazy code waits for it (lib/lazy-chunk.ts), so a page shows in Urdu from its first frame.
 */
export function urduReady(): Promise<void> {
  if (locale !== 'ur') return Promise.resolve();
  return Promise.all(urduLoaders.map(loadUrdu)).then(() => {});
}

// The runtime (and its font) even before any feature with a catalogue loads.
const noCatalogue: UrduLoader = () => Promise.resolve({ default: {} });

function activate(next: Locale) {
  if (next === locale) return;
  locale = next;
  changed();
}

/** Shows the shop in `locale` (loading its Urdu first when needed) and remembers the choice. */
export async function setLocale(next: Locale, remember = true) {
  if (next === 'ur') await Promise.all(urduLoaders.map(loadUrdu).concat(loadUrdu(noCatalogue)));
  activate(next);
  applyToDocument(next);
  if (remember) rememberLocale(next);
}

/** The first language before the first render: resolves at once for English. */
export function startI18n(): Promise<void> | null {
  const first = initialLocale();
  if (first === 'en') {
    activate('en');
    applyToDocument('en');
    return null;
  }
  return setLocale(first, false).catch(() => setLocale('en', false));
}

/** The language shown now: what prices, dates and numbers are formatted in by default. */
export const activeLocale = (): Locale => locale;

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
};
const currentVersion = () => version;

/** The active language; the component renders again when it (or its Urdu) changes. */
export function useLocale(): Locale {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return locale;
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
    const chosen = locale;
    activate('en');
    applyToDocument('en');
    return () => {
      if (chosen !== 'en' && locale === 'en') activate(chosen);
      applyToDocument(locale);
    };
  }, []);
}

/**
 * A message in the active language. A plain English text is its own id (Lingui's source-as-id):
 * it needs no English catalogue entry, only its Urdu one, so translating a page adds almost
 * nothing to its English JavaScript. `{name}` placeholders are filled here when no catalogue
 * compiled the message; plurals need ICU, so those have an English entry by key.
 */
export function t(id: string, values?: Record<string, unknown>): string {
  if (locale === 'en' || !urdu) return english(englishMessages, id, values);
  const text = urdu.translate(id, values);
  return values ? text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k])) : text;
}

/** Left to right inside an Urdu sentence (a phone, order number or price); English as is. */
export const ltr = (text: string | number) =>
  locale === 'ur' ? `\u2066${text}\u2069` : String(text);

/** `t('id', values)` in the active language; the component renders again when it changes. */
export function useT() {
  const current = useLocale();
  return { t, locale: current };
}
