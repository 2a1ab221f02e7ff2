import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { PlanFeatures, PlanTerms, PopularBadge } from '@/components/shop/plan-features';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { usePlans, type Plan } from '@/lib/catalog';
import { t, useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import { SectionHeading } from './section-heading';
import './locales';

function PlansLoading() {
  return (
    <div role="status" aria-label={t('Loading plans…')} className="mt-12 grid gap-6 md:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-96 animate-pulse rounded-2xl bg-slate-200/60" />
      ))}
    </div>
  );
}

function PlanCard({ plan: p }: { plan: Plan }) {
  const { locale } = useT();
  return (
    <li
      className={`relative flex flex-col rounded-2xl bg-white p-7 shadow-sm ${p.popular ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200'}`}
    >
      {p.popular && <PopularBadge className="bg-brand-700 text-white" />}
      <h3 className="text-xl font-bold">{t(p.name)}</h3>
      <p className="mt-3 text-3xl font-extrabold tabular-nums">
        <bdi dir="ltr">{formatPKR(p.pricePaisa, locale)}</bdi>
      </p>
      <PlanTerms plan={p} className="mt-2 text-sm text-muted" />
      <PlanFeatures features={p.features} className="mt-5 flex-1 space-y-2 text-sm" />
    </li>
  );
}

/** The subscription pricing section, plans from the server, 'Choose Your Plan'. */
export function SubscriptionPricing() {
  const { data, isPending, isError } = usePlans();
  const openSubscribe = useShopDialogs((s) => s.openSubscribe);
  useT();
  return (
    <section aria-labelledby="pricing-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          title={t('Subscription Plans')}
          lead={t(
            'Regular deliveries at a lower price. Free delivery on all orders, cancel anytime.',
          )}
        />
        {isPending ? (
          <PlansLoading />
        ) : isError ? (
          <LoadError what={t('plans')} />
        ) : (
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {data.items.map((p) => (
              <PlanCard key={p.id} plan={p} />
            ))}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Button size="lg" onClick={openSubscribe}>
            {t('Choose Your Plan')}
          </Button>
        </div>
      </div>
    </section>
  );
}
