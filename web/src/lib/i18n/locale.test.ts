import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatPKR } from '@/lib/money';
import { formatDayMonth, formatDeliveryDate, formatPakistanTime } from '@/lib/pakistan-time';
import { PREFERENCES_COOKIE } from '@/stores/cookie-preferences';
import { compileCatalogue } from '../../../scripts/lingui-catalogs.mjs';
import { addEnglish, addUrdu, setLocale, t, urduReady } from './i18n';
import { LANGUAGE_COOKIE, applyToDocument, initialLocale, rememberLocale } from './locale';

function clearCookies() {
  for (const name of [LANGUAGE_COOKIE, PREFERENCES_COOKIE])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
const consent = () =>
  (document.cookie = `${PREFERENCES_COOKIE}=${encodeURIComponent('{"necessary":true}')}; path=/`);
/** A feature's Urdu catalogue as its `import('./ur.json')` gives it, compiled as the build does. */
const urduOf = (feature: string) => async () => ({
  default: JSON.parse(
    compileCatalogue(
      readFileSync(path.resolve(import.meta.dirname, '../..', feature, 'locales/ur.json'), 'utf8'),
    ),
  ) as Record<string, string>,
});
const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  clearCookies();
  vi.restoreAllMocks();
});

describe('the first language', () => {
  it('follows the browser: Urdu for ur and ur-PK, English otherwise', () => {
    browserLanguages(['ur-PK', 'en']);
    expect(initialLocale()).toBe('ur');
    browserLanguages(['ur']);
    expect(initialLocale()).toBe('ur');
    browserLanguages(['en-GB', 'ur']);
    expect(initialLocale()).toBe('en');
    browserLanguages(['uk']);
    expect(initialLocale()).toBe('en');
  });

  it('is the remembered choice when there is one', () => {
    browserLanguages(['ur-PK']);
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    expect(initialLocale()).toBe('en');
  });
});

describe('remembering the choice', () => {
  it('writes nothing without cookie consent', () => {
    rememberLocale('ur');
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=`);
  });

  it('keeps it once necessary cookies are allowed', () => {
    consent();
    rememberLocale('ur');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ur`);
  });
});

describe('the document', () => {
  it('is right to left in Urdu and left to right in English', () => {
    applyToDocument('ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    applyToDocument('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to Urdu with its catalogue, plurals by the library', async () => {
    // The header's message, compiled as the build compiles every catalogue.
    const english = { 'header.cart': 'Open cart, {count, plural, one {# item} other {# items}}' };
    addEnglish(JSON.parse(compileCatalogue(JSON.stringify(english))));
    addUrdu(urduOf('app/layout'));
    expect(t('header.cart', { count: 1200 })).toBe('Open cart, 1,200 items');
    consent();
    await setLocale('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(t('header.cart', { count: 1 })).toBe('کارٹ کھولیں، 1 چیز');
    expect(t('header.cart', { count: 3 })).toBe('کارٹ کھولیں، 3 چیزیں');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ur`);
    await setLocale('en');
    expect(t('header.cart', { count: 1 })).toBe('Open cart, 1 item');
    expect(t('header.cart', { count: 2 })).toBe('Open cart, 2 items');
  });

  it("loads a feature's Urdu with the feature, only while Urdu is shown", async () => {
    const footer = vi.fn(urduOf('app/layout/footer'));
    addUrdu(footer);
    await urduReady();
    expect(footer).not.toHaveBeenCalled(); // English: nothing fetched
    await setLocale('ur', false);
    expect(footer).toHaveBeenCalledOnce();
    expect(t('footer.quick-links')).toBe('اہم لنکس');
    const cart = vi.fn(urduOf('features/cart'));
    expect(t('Your cart is empty')).toBe('Your cart is empty'); // not loaded yet
    addUrdu(cart); // a feature's module loading while Urdu is shown
    await urduReady();
    expect(cart).toHaveBeenCalledOnce();
    expect(t('Your cart is empty')).not.toBe('Your cart is empty');
    await setLocale('en', false);
  });
});

describe('formatting in ur-PK', () => {
  it('writes prices as Urdu readers do, digits and grouping unchanged', () => {
    expect(formatPKR(125000, 'ur')).toBe('Rs 1,250.00');
    expect(formatPKR(-5000, 'ur')).toBe('-Rs 50.00');
    expect(formatAmount(12345678, 'ur')).toBe('123,456.78');
    expect(formatPKR(125000)).toBe('PKR 1,250.00');
  });

  it('names weekdays and months in Urdu, Pakistan time as always', () => {
    expect(formatDeliveryDate('2026-11-27', 'ur')).toBe('جمعہ، 27 نومبر، 2026');
    expect(formatDayMonth('2026-11-27', 'ur')).toBe('جمعہ، 27 نومبر');
    expect(formatDayMonth('2026-11-27')).toBe('Friday, 27 November');
    // 19:54 UTC is 00:54 the next day in Pakistan.
    expect(formatPakistanTime('2026-11-23T19:54:10Z', 'ur')).toBe('24 نومبر، 2026، 00:54 PKT');
  });
});
