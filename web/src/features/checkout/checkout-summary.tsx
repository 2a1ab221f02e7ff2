// Checkout's side panel: the server-priced items, subscription details and totals.
import { Truck } from 'lucide-react';
import { OrderSummary, SubscriptionBenefits } from '@/features/cart/order-summary';
import { lineFor, type Quote } from '@/features/cart/quote';
import { formatPKR } from '@/lib/money';
import { lineKey, type CartItem } from '@/stores/cart-store';

export function CheckoutSummary({ items, quote }: { items: CartItem[]; quote?: Quote }) {
  const hasSubscription = items.some((i) => i.purchaseType === 'subscription');
  return (
    <aside className="flex flex-col gap-5 lg:sticky lg:top-24" aria-label="Your order">
      <section
        className="rounded-2xl border border-slate-200 bg-white p-5"
        aria-labelledby="checkout-summary-h"
      >
        <h2 id="checkout-summary-h" className="text-lg font-bold text-ink">
          Order Summary
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {items.map((item) => {
            const priced = lineFor(quote, item);
            const isSub = item.purchaseType === 'subscription';
            return (
              <li key={lineKey(item)} className="py-3" data-testid="summary-line">
                <div className="flex gap-3">
                  <img
                    src={item.product.image}
                    alt=""
                    width="56"
                    height="56"
                    className="h-14 w-14 shrink-0 rounded-lg bg-brand-50 object-contain p-1"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold leading-snug text-ink">
                      {item.product.name}
                    </p>
                    <p className="text-xs text-muted">Qty: {item.quantity}</p>
                    {isSub && (
                      <span className="mt-1 inline-block rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        Subscription
                      </span>
                    )}
                  </div>
                  <p className="text-sm font-semibold tabular-nums">
                    {priced ? formatPKR(priced.lineTotalPaisa) : '…'}
                  </p>
                </div>
                {isSub && (
                  <div className="mt-2 rounded-lg bg-brand-50 p-3 text-xs text-brand-900">
                    {priced?.plan ? (
                      <dl className="space-y-0.5">
                        <div className="flex justify-between gap-2">
                          <dt>Plan</dt>
                          <dd className="font-semibold">{priced.plan.name}</dd>
                        </div>
                        <div className="flex justify-between gap-2">
                          <dt>Discount</dt>
                          <dd>{priced.discountPercent}% off</dd>
                        </div>
                        <div className="flex justify-between gap-2">
                          <dt>Delivery</dt>
                          <dd>Automatic &amp; Free</dd>
                        </div>
                        <div className="flex justify-between gap-2">
                          <dt>Schedule</dt>
                          <dd>Recurring deliveries</dd>
                        </div>
                        <div className="flex justify-between gap-2">
                          <dt>You save</dt>
                          <dd className="font-semibold">
                            {formatPKR(priced.subscriptionDiscountPaisa)}
                          </dd>
                        </div>
                      </dl>
                    ) : (
                      <p>Plan: {item.subscriptionPlan}</p>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        <div className="border-t border-slate-200">
          <OrderSummary quote={quote} />
        </div>
      </section>
      {hasSubscription && <SubscriptionBenefits />}
      <p className="flex items-center gap-2 text-sm text-muted">
        <Truck size={16} aria-hidden="true" /> Free delivery on all orders
      </p>
    </aside>
  );
}
