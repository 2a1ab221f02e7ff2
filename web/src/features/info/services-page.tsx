import { Building2, CalendarCheck, Clock, Droplet, Home, RefreshCw } from 'lucide-react';
import { Link } from '@/lib/link';
import { Page, PageTitle } from '@/components/page';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { t, useT } from '@/lib/i18n/i18n';
import { useSettings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import './locales';

const SERVICES = [
  {
    Icon: Home,
    title: 'Home delivery',
    text: '19-litre bottles, 6-litre bottles and handy packs brought to your door, free of charge.',
  },
  {
    Icon: Building2,
    title: 'Office & business supply',
    text: 'Regular deliveries for offices, shops and clinics, sized to your team and invoiced simply.',
  },
  {
    Icon: CalendarCheck,
    title: 'Monthly subscriptions',
    text: 'Pick a plan and save on every bottle. Free delivery on all orders, cancel anytime.',
  },
  {
    Icon: Droplet,
    title: 'Dispensers & accessories',
    text: 'Table-top dispensers, taps and stands so every bottle is easy to pour.',
  },
  {
    Icon: RefreshCw,
    title: 'Bottle exchange',
    text: 'Hand us your empty 19-litre bottle at delivery and pay only for the refill.',
  },
  {
    Icon: Clock,
    title: 'Same-day delivery',
    text: 'Order before 2 PM and we can deliver the same day in select areas.',
  },
];

export function ServicesPage() {
  const { brandName } = useSettings();
  useT();
  useDocumentTitle(t('Services | {brand}', { brand: brandName }));
  const openSubscribe = useShopDialogs((s) => s.openSubscribe);
  return (
    <Page>
      <PageTitle
        lead={t(
          'Everything you need for safe drinking water at home or at work, delivered free in Islamabad and Rawalpindi.',
        )}
      >
        {t('Our Services')}
      </PageTitle>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
              <Icon size={24} aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-semibold">{t(title)}</h2>
            <p className="mt-2 text-sm leading-6 text-muted">{t(text)}</p>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="services-cta"
        className="mt-12 rounded-3xl bg-brand-900 p-8 text-white sm:p-10"
      >
        <h2 id="services-cta" className="text-2xl font-bold sm:text-3xl">
          {t('Not sure what you need?')}
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">
          {t(
            'Tell us how many people drink at home or at work and we will suggest the right bottles or plan. Or pick a monthly plan yourself.',
          )}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={openSubscribe}
            className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('See monthly plans')}
          </button>
          <Link
            to="/contact"
            className="rounded-lg border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {t('Contact us')}
          </Link>
        </div>
      </section>
    </Page>
  );
}
