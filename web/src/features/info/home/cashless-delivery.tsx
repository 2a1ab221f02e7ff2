import { Smartphone, Wallet } from 'lucide-react';
import { useT } from '@/lib/i18n/i18n';
import './locales';

/** The cashless-delivery section; its two buttons are static and do nothing. */
export function CashlessDelivery() {
  const { t } = useT();
  return (
    <section aria-labelledby="cashless-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-brand-900 p-8 text-white sm:p-12 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">
            {t('Cashless delivery')}
          </p>
          <h2 id="cashless-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('No cash at the door? No problem.')}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-8 text-brand-100">
            {t(
              'Every delivery can be cashless. Top up your AquaPure wallet once and pay as you go, or use it to pay subscriptions for friends and family.',
            )}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <button
              type="button"
              className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t('Order today')}
            </button>
            <button
              type="button"
              className="rounded-lg border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
            >
              {t('Free estimate')}
            </button>
          </div>
        </div>
        <ul className="grid gap-4 text-brand-50">
          <li className="flex items-start gap-3 rounded-2xl bg-white/10 p-5">
            <Wallet size={24} className="shrink-0 text-brand-200" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-white">{t('Customer wallet')}</span>
              {t('Top up a balance and never keep change ready again.')}
            </span>
          </li>
          <li className="flex items-start gap-3 rounded-2xl bg-white/10 p-5">
            <Smartphone size={24} className="shrink-0 text-brand-200" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-white">{t('Mobile-wallet transfer')}</span>
              {t('Or pay cash on delivery, as always.')}
            </span>
          </li>
        </ul>
      </div>
    </section>
  );
}
