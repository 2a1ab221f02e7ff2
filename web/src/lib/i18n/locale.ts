// The shopper's language: English or Urdu. Remembered in the 'lang' cookie only when cookie
// preferences allow 'necessary', as the cart is (docs/decisions/0001-cart-in-cookie-not-local-storage.md);
// the first visit follows the browser's language.
import { readCookie, writeCookie } from '@/lib/cookies';
import { readPreferences } from '@/stores/cookie-preferences';

export type Locale = 'en' | 'ur';
export const LOCALES: readonly Locale[] = ['en', 'ur'];
export const LANGUAGE_COOKIE = 'lang';

const isLocale = (v: unknown): v is Locale => v === 'en' || v === 'ur';

/** The remembered choice, else the browser's first language (ur, ur-PK -> Urdu), else English. */
export function initialLocale(): Locale {
  const saved = readCookie(LANGUAGE_COOKIE);
  if (isLocale(saved)) return saved;
  const languages =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const first = languages.find(Boolean)?.toLowerCase() ?? '';
  return first === 'ur' || first.startsWith('ur-') ? 'ur' : 'en';
}

/** Keeps the choice for a year, only with consent (nothing is written without it). */
export function rememberLocale(locale: Locale) {
  if (readPreferences()?.necessary) writeCookie(LANGUAGE_COOKIE, locale, 365);
}

/** The tag Intl formats with: Pakistan's Urdu, or the English the shop always used. */
export const intlTag = (locale: Locale) => (locale === 'ur' ? 'ur-PK' : 'en-GB');

/** `<html lang dir>` for the language shown. */
export function applyToDocument(locale: Locale) {
  const html = document.documentElement;
  html.lang = locale;
  html.dir = locale === 'ur' ? 'rtl' : 'ltr';
}
