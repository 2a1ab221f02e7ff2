import { Droplets, HeartHandshake, ShieldCheck, Truck } from 'lucide-react';
import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { IconCards } from '@/components/icon-cards';
import { Page, PageTitle } from '@/components/page';
import { t, useT } from '@/lib/i18n/i18n';
import { useSettings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Panel } from '@/components/shop/panel';
import './locales';

const STATS = [
  { value: '15+', label: 'Years in water treatment' },
  { value: '50K+', label: 'Happy customers' },
  { value: '2M+', label: 'Bottles delivered' },
  { value: '100+', label: 'Cities our engineers have worked in' },
];

const VALUES = [
  {
    Icon: Droplets,
    title: 'Purity first',
    text: '5-step filtration, UV and ozone purification and food-grade bottles: 99.99% purity, chlorine free, zero turbidity.',
  },
  {
    Icon: ShieldCheck,
    title: 'Tested every day',
    text: 'We check every batch and keep TDS below 150 ppm, so every bottle tastes the same.',
  },
  {
    Icon: Truck,
    title: 'Reliable delivery',
    text: 'Our own riders deliver free across Islamabad and Rawalpindi, on the day and time you choose.',
  },
  {
    Icon: HeartHandshake,
    title: 'People we know',
    text: 'Families, offices and clinics order from us month after month. We answer every call ourselves.',
  },
];

function OurStory({ brandName }: { brandName: string }) {
  return (
    <section aria-labelledby="story-heading" className="space-y-4 leading-7 text-slate-700">
      <h2 id="story-heading" className="text-2xl font-bold text-ink">
        {t('Our story')}
      </h2>
      <p>
        {t(
          '{brand} was founded in 2020 by a team with more than 15 years in water treatment. We saw families in the twin cities boiling tap water or buying bottles they could not trust, and set out to deliver water that is purified, tested and sealed the same way every day.',
          { brand: brandName },
        )}
      </p>
      <p>
        {t(
          'Today our plant filters, purifies and bottles water for more than fifty thousand customers, and our riders bring it to the door, free of charge, with cash on delivery or a cashless wallet payment.',
        )}
      </p>
    </section>
  );
}

function InNumbers({ brandName }: { brandName: string }) {
  return (
    <section aria-labelledby="numbers-heading">
      <h2 id="numbers-heading" className="sr-only">
        {t('{brand} in numbers', { brand: brandName })}
      </h2>
      <dl className="grid grid-cols-2 gap-4">
        {STATS.map((s) => (
          <div
            key={s.label}
            className="flex flex-col rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100"
          >
            <dt className="mt-2 text-sm font-medium text-muted">{t(s.label)}</dt>
            <dd className="order-first text-4xl font-extrabold text-brand-800">
              <bdi dir="ltr">{s.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-center text-sm text-muted">{t('Founded 2020 · Islamabad')}</p>
    </section>
  );
}

function OurValues() {
  return (
    <Panel
      id="values-heading"
      title={t('What we stand for')}
      className="mt-16"
      titleClassName="text-2xl font-bold tracking-tight sm:text-3xl"
    >
      <IconCards
        cards={VALUES.map((v) => ({ ...v, title: t(v.title), text: t(v.text) }))}
        look="roomy"
        className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
    </Panel>
  );
}

export function AboutPage() {
  const { brandName } = useSettings();
  useT();
  useDocumentTitle(t('About Us | {brand}', { brand: brandName }));
  return (
    <Page>
      <PageTitle
        lead={t(
          'Safe, great-tasting drinking water for homes and offices in Islamabad and Rawalpindi.',
        )}
      >
        {t('About {brand}', { brand: brandName })}
      </PageTitle>
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <OurStory brandName={brandName} />
        <InNumbers brandName={brandName} />
      </div>
      <OurValues />
      <div className="mt-12 flex flex-wrap gap-3">
        <Link to="/products" className={buttonClass('primary', 'lg')}>
          {t('Browse our products')}
        </Link>
        <Link to="/contact" className={buttonClass('secondary', 'lg')}>
          {t('Talk to our team')}
        </Link>
      </div>
    </Page>
  );
}
