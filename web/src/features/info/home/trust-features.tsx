import { Clock, ShieldCheck, Truck, Wallet } from 'lucide-react';
import { t, useT } from '@/lib/i18n/i18n';
import { SectionHeading } from './section-heading';
import './locales';

const FEATURES = [
  {
    Icon: Truck,
    title: 'Free Delivery',
    text: 'Free delivery on all orders across Islamabad and Rawalpindi.',
  },
  {
    Icon: ShieldCheck,
    title: 'Lab-Tested Quality',
    text: 'Every batch is tested: TDS below 150 ppm and zero turbidity.',
  },
  {
    Icon: Clock,
    title: 'Same-Day Delivery',
    text: 'Order before 2 PM for same-day delivery in select areas.',
  },
  {
    Icon: Wallet,
    title: 'Cashless & Easy',
    text: 'Pay cash on delivery, by mobile wallet, or from your AquaPure wallet.',
  },
];

export function TrustFeatures() {
  useT();
  return (
    <section aria-labelledby="trust-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="trust-heading" title={t('Why Families Trust Us')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:block sm:p-6"
            >
              <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon size={24} aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold sm:mt-4">{t(title)}</h3>
                <p className="mt-1 text-sm leading-6 text-muted sm:mt-2">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
