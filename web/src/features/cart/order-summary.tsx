// The money lines of a server quote, shared by the cart page and the checkout side panel.
import { CalendarClock, Gift, PiggyBank, Truck } from 'lucide-react';
import { formatPKR } from '@/lib/money';
import type { Quote } from './quote';

type RowProps = { label: string; value: string; tone?: string; note?: string };

function Row({ label, value, tone = '', note }: RowProps) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${tone}`}>
      <dt>
        {label}
        {note && <span className="block text-xs text-muted">{note}</span>}
      </dt>
      <dd className="shrink-0 whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/** Subtotal before subscription savings, the savings, coupon, free delivery and total. */
export function OrderSummary({ quote }: { quote?: Quote }) {
  if (!quote) {
    return (
      <p role="status" className="mt-3 text-sm text-muted">
        Calculating…
      </p>
    );
  }
  const gross = quote.subtotalPaisa + quote.subscriptionSavingsPaisa;
  return (
    <>
      <dl className="mt-3 text-sm text-slate-700" aria-live="polite">
        <Row
          label="Subtotal"
          value={formatPKR(gross)}
          note={
            quote.depositsPaisa > 0
              ? `Includes refundable bottle deposits of ${formatPKR(quote.depositsPaisa)}`
              : undefined
          }
        />
        {quote.subscriptionSavingsPaisa > 0 && (
          <Row
            label="Subscription savings"
            value={`-${formatPKR(quote.subscriptionSavingsPaisa)}`}
            tone="text-emerald-700"
          />
        )}
        {quote.coupon && (
          <Row
            label={`Coupon ${quote.coupon.code} (${quote.coupon.percent}% off)`}
            value={`-${formatPKR(quote.couponDiscountPaisa)}`}
            tone="text-emerald-700"
          />
        )}
        <Row label="Delivery" value="Free" tone="text-emerald-700" />
        <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-ink">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="summary-total">
            {formatPKR(quote.totalPaisa)}
          </dd>
        </div>
      </dl>
      {quote.errors.couponCode && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {quote.errors.couponCode}
        </p>
      )}
    </>
  );
}

/** Shown when the cart holds a subscription line. */
export function SubscriptionBenefits() {
  const benefits = [
    { icon: PiggyBank, text: 'Save up to 18% on every delivery' },
    { icon: Truck, text: 'Free, automatic monthly delivery' },
    { icon: CalendarClock, text: 'Skip, pause or cancel anytime' },
    { icon: Gift, text: 'Priority support for subscribers' },
  ];
  return (
    <section
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
      aria-labelledby="sub-benefits-h"
    >
      <h2 id="sub-benefits-h" className="font-semibold text-brand-900">
        Subscription Benefits
      </h2>
      <ul className="mt-3 space-y-2 text-sm text-brand-900">
        {benefits.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon size={16} aria-hidden="true" /> {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
