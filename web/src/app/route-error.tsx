import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { t, useT } from '@/lib/i18n/i18n';
import './layout/locales';

/** Shown when a page fails to load or render (the shop's error page). */
export function RouteError() {
  useT();
  return (
    <Page className="text-center">
      <h1 className="text-3xl font-bold">{t('Unexpected Application Error!')}</h1>
      <p className="mt-3 text-muted">
        {t('Something went wrong while showing this page. Please try again.')}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          {t('Reload the page')}
        </button>
        <Link to="/" className={buttonClass('secondary')}>
          {t('Go to the home page')}
        </Link>
      </div>
    </Page>
  );
}
