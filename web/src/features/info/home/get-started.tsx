import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/link';
import { useT } from '@/lib/i18n/i18n';
import './locales';

/** A 'Ready to Get Started' link to /products. */
export function GetStarted() {
  const { t } = useT();
  return (
    <section aria-labelledby="start-heading" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="flex flex-col items-center justify-between gap-6 rounded-3xl bg-brand-50 p-8 text-center ring-1 ring-brand-100 sm:p-10 md:flex-row md:text-start">
        <div>
          <h2 id="start-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('Fresh water for your home or office')}
          </h2>
          <p className="mt-2 text-muted">
            {t('Order in a minute; we deliver free across Islamabad and Rawalpindi.')}
          </p>
        </div>
        <Link
          to="/products"
          className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('Ready to Get Started')}{' '}
          <ArrowRight size={18} className="rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
