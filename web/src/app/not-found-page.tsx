import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { Page } from '@/components/page';
import { t, useT } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import './layout/locales';

export function NotFoundPage() {
  useT();
  useDocumentTitle(t('Page Not Found'));
  return (
    <Page className="py-20 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold">{t('Page Not Found')}</h1>
      <p className="mt-3 text-muted">
        {t('The page you are looking for does not exist or has moved.')}
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {t('Back to Home')}
        </Link>
        <Link to="/products" className={buttonClass('secondary')}>
          {t('Browse Products')}
        </Link>
      </div>
    </Page>
  );
}
