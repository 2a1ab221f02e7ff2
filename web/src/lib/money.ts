// Money arrives from the server as integer paisa (1/100 PKR); this is how people see it, in
// the language shown unless a locale is given.
import { activeLocale } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
const formatters: Partial<Record<Locale, Intl.NumberFormat>> = {};
const formatter = (locale: Locale) =>
  (formatters[locale] ??= new Intl.NumberFormat(locale === 'ur' ? 'ur-PK' : 'en-US', options));
// Urdu readers write the rupee as 'Rs' before the figure (Intl's ur-PK symbol for PKR).
const PREFIX: Record<Locale, string> = { en: 'PKR', ur: 'Rs' };

/** 125000 -> "PKR 1,250.00" ("Rs 1,250.00" in Urdu) */
export function formatPKR(paisa: number, locale: Locale = activeLocale()): string {
  const sign = paisa < 0 ? '-' : '';
  return `${sign}${PREFIX[locale]} ${formatter(locale).format(Math.abs(paisa) / 100)}`;
}

/** 125000 -> "1,250.00" (for texts that already say PKR) */
export function formatAmount(paisa: number, locale: Locale = activeLocale()): string {
  return formatter(locale).format(paisa / 100);
}

/** A count as the language writes it (digits stay Western in ur-PK, grouped the same). */
export function formatNumber(n: number, locale: Locale = activeLocale()): string {
  return new Intl.NumberFormat(locale === 'ur' ? 'ur-PK' : 'en-US').format(n);
}
