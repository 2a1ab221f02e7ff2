import { CheckCircle2 } from 'lucide-react';
import { t, useT } from '@/lib/i18n/i18n';
import { HomeSection } from './section-heading';
import './locales';

const CLAIMS = [
  'TDS below 150 ppm',
  'UV and ozone purification',
  'Food-grade bottles',
  '99.99% purity',
  '5-step filtration',
  'Chlorine free',
  'Zero turbidity',
];

/** The quality claims, savings up to 20% and the customer wallet. */
export function QualityPromise() {
  useT();
  return (
    <HomeSection
      id="quality-heading"
      title={t('Our Water Quality Promise')}
      lead={t(
        'Every bottle is filtered, purified and sealed the same careful way, so your family drinks water you can trust.',
      )}
    >
      <ul className="mx-auto mt-10 grid max-w-4xl grid-cols-2 gap-3 lg:grid-cols-4">
        {CLAIMS.map((c) => (
          <li
            key={c}
            className="flex items-center gap-2 rounded-xl bg-white px-3 py-3 text-sm font-semibold shadow-sm ring-1 ring-slate-200 sm:px-4 sm:text-base"
          >
            <CheckCircle2 size={20} className="shrink-0 text-green-700" aria-hidden="true" /> {t(c)}
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-8 grid max-w-4xl gap-4 sm:grid-cols-2">
        <p className="rounded-2xl bg-green-50 p-5 text-green-900 ring-1 ring-green-200">
          <span className="block text-2xl font-bold">{t('Save up to 20%')}</span>
          {t('with a monthly plan, and delivery stays free on every order.')}
        </p>
        <p className="rounded-2xl bg-brand-50 p-5 text-brand-900 ring-1 ring-brand-100">
          <span className="block text-2xl font-bold">{t('Pay from your wallet')}</span>
          {t('Top up your AquaPure wallet and pay for subscriptions for friends and family.')}
        </p>
      </div>
    </HomeSection>
  );
}
