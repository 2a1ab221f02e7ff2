import { useState } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n/i18n';
import { rememberLocale } from '@/lib/i18n/locale';
import { persistCartNow } from '@/stores/cart-store';
import { useCookiePreferences } from '@/stores/cookie-preferences';
import './locales';

/** Asks once; necessary cookies (the cart) are on once answered, the rest only if chosen. */
export function CookieBanner() {
  const { preferences, save } = useCookiePreferences();
  const [analytics, setAnalytics] = useState(false);
  const { t, locale } = useT();
  if (preferences) return null;
  const choose = (all: boolean) => {
    save({ analytics: all || analytics, marketing: all });
    persistCartNow();
    rememberLocale(locale);
  };
  return (
    <section
      aria-label={t('Cookie preferences')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 pe-16 sm:flex-row sm:items-center">
        <p className="text-sm text-slate-700">
          {t(
            'We use necessary cookies to keep your cart between visits. Optional analytics cookies help us improve the shop.',
          )}
        </p>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={analytics}
            onChange={(e) => setAnalytics(e.target.checked)}
            className="h-4 w-4"
          />
          {t('Analytics')}
        </label>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={() => choose(false)}>
            {t('Necessary only')}
          </Button>
          <Button size="sm" onClick={() => choose(true)}>
            {t('Accept all')}
          </Button>
        </div>
      </div>
    </section>
  );
}
