// The money lines of a server quote, shared by the cart page and the checkout side panel.
import { CalendarClock, Gift, PiggyBank, Truck } from 'lucide-react';
import { MoneyBreakdown, type Breakdown } from '@/components/shop/money-breakdown';
import type { Quote } from '@/lib/quote';
import { Panel } from './panel';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

export function quoteBreakdown(quote: Quote): Breakdown {
  return {
    grossPaisa: quote.subtotalPaisa + quote.subscriptionSavingsPaisa,
    depositsPaisa: quote.depositsPaisa,
    subscriptionSavingsPaisa: quote.subscriptionSavingsPaisa,
    coupon: quote.coupon
      ? {
          code: quote.coupon.code,
          percent: quote.coupon.percent,
          discountPaisa: quote.couponDiscountPaisa,
        }
      : null,
    deliveryPaisa: quote.deliveryPaisa,
    totalPaisa: quote.totalPaisa,
  };
}

/** Subtotal before subscription savings, the savings, coupon, free delivery and total. */
export function OrderSummary({ quote }: { quote?: Quote }) {
  useT();
  if (!quote) {
    return (
      <p role="status" className="mt-3 text-sm text-muted">
        {t('Calculating…')}
      </p>
    );
  }
  return (
    <>
      <MoneyBreakdown b={quoteBreakdown(quote)} className="mt-3" />
      {quote.errors.couponCode && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t(quote.errors.couponCode)}
        </p>
      )}
    </>
  );
}

/** Shown when the cart holds a subscription line. */
export function SubscriptionBenefits() {
  useT();
  const benefits = [
    { icon: PiggyBank, text: t('Save up to 18% on every delivery') },
    { icon: Truck, text: t('Free, automatic monthly delivery') },
    { icon: CalendarClock, text: t('Skip, pause or cancel anytime') },
    { icon: Gift, text: t('Priority support for subscribers') },
  ];
  return (
    <Panel
      id="sub-benefits-h"
      title={t('Subscription Benefits')}
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
      titleClassName="font-semibold text-brand-900"
    >
      <ul className="mt-3 space-y-2 text-sm text-brand-900">
        {benefits.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon size={16} aria-hidden="true" /> {text}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
