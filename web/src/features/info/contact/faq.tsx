import { ChevronDown } from 'lucide-react';
import { Panel } from '@/components/shop/panel';
import { t, useT } from '@/lib/i18n/i18n';
import '@/features/info/locales';

const FAQS = [
  {
    q: 'Which areas do you deliver to?',
    a: 'We deliver across Islamabad and Rawalpindi. Orders placed before 2 PM can arrive the same day in select areas.',
  },
  {
    q: 'Is delivery really free?',
    a: 'Yes. Delivery is free on all orders, whether you buy once or subscribe.',
  },
  {
    q: 'How can I pay?',
    a: 'Pay cash on delivery or by mobile-wallet transfer. Card payments are coming soon.',
  },
  {
    q: 'How does the bottle exchange work?',
    a: 'Your first 19-litre bottles carry a refundable deposit. Hand us an empty bottle at each delivery and you only pay for the refill.',
  },
  {
    q: 'Can I pause or cancel my subscription?',
    a: 'Yes, you can change or cancel your monthly plan anytime by calling or writing to us.',
  },
  {
    q: 'How do you make sure the water is safe?',
    a: 'Every batch goes through 5-step filtration with UV and ozone purification, and is tested to keep TDS below 150 ppm with zero turbidity.',
  },
];

/** Six questions as native disclosures (<details>): keyboard and screen reader friendly. */
export function Faq() {
  useT();
  return (
    <Panel
      id="faq-heading"
      title={t('Frequently Asked Questions')}
      className="mt-16"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {FAQS.map(({ q, a }) => (
          <details key={q} className="group p-5" data-testid="faq">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              {t(q)}
              <ChevronDown
                size={20}
                className="shrink-0 text-brand-700 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="mt-3 leading-7 text-muted">{t(a)}</p>
          </details>
        ))}
      </div>
    </Panel>
  );
}
