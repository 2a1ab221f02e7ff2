import { setLocale, useLocale } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

// Each language is named in itself, the same in every language, so it is not in a catalogue.
const NAMES: Record<Locale, string> = { en: 'English', ur: 'اردو' };

/**
 * Switches between English and Urdu: the button names the other language, in that language
 * (and marked as such), so a reader of either finds theirs. The choice is remembered when
 * cookie consent allows (lib/i18n/locale.ts).
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const other: Locale = useLocale() === 'ur' ? 'en' : 'ur';
  return (
    <button
      type="button"
      lang={other}
      dir={other === 'ur' ? 'rtl' : 'ltr'}
      onClick={() => void setLocale(other)}
      className={`inline-flex h-10 items-center whitespace-nowrap rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${className}`}
      data-testid="language-switch"
    >
      {NAMES[other]}
    </button>
  );
}
