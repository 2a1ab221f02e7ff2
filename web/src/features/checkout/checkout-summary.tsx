// Checkout's order summary: the server-priced items (with their bottle exchange or deposit),
// subscription details and totals. A side panel on wide screens; on narrower ones a
// collapsible summary with the total, placed before 'Complete Order'. The page
// renders one of the two, never both. Also the 'Complete Order' button itself.
import { ChevronDown, Truck } from 'lucide-react';
import { buttonClass } from '@/components/button';
import { BottleNote } from '@/components/shop/bottle-note';
import { OrderSummary, SubscriptionBenefits } from '@/components/shop/order-summary';
import { Panel } from '@/components/shop/panel';
import { ProductImage } from '@/components/shop/product-image';
import { lineFor, type Quote, type QuoteLine } from '@/lib/quote';
import { formatPKR } from '@/lib/money';
import { cartCount, lineKey, type CartItem } from '@/stores/cart-store';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

type Props = { items: CartItem[]; quote?: Quote };

function PlanDetails({ item, priced }: { item: CartItem; priced?: QuoteLine }) {
  useT();
  return (
    <div className="mt-2 rounded-lg bg-brand-50 p-3 text-xs text-brand-900">
      {priced?.plan ? (
        <dl className="space-y-0.5">
          <div className="flex justify-between gap-2">
            <dt>{t('Plan')}</dt>
            <dd className="font-semibold">{priced.plan.name}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>{t('Discount')}</dt>
            <dd>{t('{percent}% off', { percent: priced.discountPercent })}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>{t('Delivery')}</dt>
            <dd>{t('Automatic & Free')}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>{t('Schedule')}</dt>
            <dd>{t('Recurring deliveries')}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt>{t('You save')}</dt>
            <dd className="font-semibold">
              <bdi dir="ltr">{formatPKR(priced.subscriptionDiscountPaisa)}</bdi>
            </dd>
          </div>
        </dl>
      ) : (
        <p>{t('Plan: {id}', { id: item.subscriptionPlan })}</p>
      )}
    </div>
  );
}

function SummaryLine({ item, priced }: { item: CartItem; priced?: QuoteLine }) {
  const isSub = item.purchaseType === 'subscription';
  useT();
  return (
    <li className="py-3" data-testid="summary-line">
      <div className="flex gap-3">
        <ProductImage src={item.product.image} size={56} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold leading-snug text-ink">
            <bdi>{item.product.name}</bdi>
          </p>
          <p className="text-xs text-muted">{t('Qty: {count}', { count: item.quantity })}</p>
          {priced && <BottleNote line={priced} className="mt-0.5" />}
          {isSub && (
            <span className="mt-1 inline-block rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {t('Subscription')}
            </span>
          )}
        </div>
        <p className="text-sm font-semibold tabular-nums">
          <bdi dir="ltr">{priced ? formatPKR(priced.lineTotalPaisa) : '…'}</bdi>
        </p>
      </div>
      {isSub && <PlanDetails item={item} priced={priced} />}
    </li>
  );
}

function SummaryBody({ items, quote }: Props) {
  return (
    <>
      <ul className="mt-3 divide-y divide-slate-100">
        {items.map((item, n) => (
          <SummaryLine key={lineKey(item)} item={item} priced={lineFor(quote, item, n)} />
        ))}
      </ul>
      <div className="border-t border-slate-200">
        <OrderSummary quote={quote} />
      </div>
    </>
  );
}

function Extras({ items }: { items: CartItem[] }) {
  useT();
  return (
    <>
      {items.some((i) => i.purchaseType === 'subscription') && <SubscriptionBenefits />}
      <p className="flex items-center gap-2 text-sm text-muted">
        <Truck size={16} aria-hidden="true" /> {t('Free delivery on all orders')}
      </p>
    </>
  );
}

/** The side panel of wide screens. */
export function CheckoutSummary({ items, quote }: Props) {
  useT();
  return (
    <aside className="flex flex-col gap-5 lg:sticky lg:top-24" aria-label={t('Your order')}>
      <Panel id="checkout-summary-h" title={t('Order Summary')}>
        <SummaryBody items={items} quote={quote} />
      </Panel>
      <Extras items={items} />
    </aside>
  );
}

/** Phones and tablets: what the shopper pays, right above 'Complete Order', details on tap. */
export function MobileCheckoutSummary({
  items,
  quote,
  totalPaisa,
}: Props & { totalPaisa: number }) {
  const count = cartCount(items);
  useT();
  return (
    <details
      className="group rounded-2xl border border-slate-200 bg-white"
      data-testid="mobile-summary"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 p-4 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{t('Order Summary')}</span>
          <span className="flex items-center gap-1 text-sm text-brand-700">
            {t('checkout.items', { count })} ·{' '}
            <span className="group-open:hidden">{t('Show details')}</span>
            <span className="hidden group-open:inline">{t('Hide details')}</span>
            <ChevronDown
              size={16}
              className="transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </span>
        </span>
        <span className="shrink-0 text-end">
          <span className="block text-xs text-muted">{t('Total')}</span>
          <span className="whitespace-nowrap text-lg font-bold tabular-nums text-ink">
            <bdi dir="ltr">{formatPKR(totalPaisa)}</bdi>
          </span>
        </span>
      </summary>
      <div className="flex flex-col gap-4 border-t border-slate-100 px-4 pb-4">
        <SummaryBody items={items} quote={quote} />
        <Extras items={items} />
      </div>
    </details>
  );
}

export function CompleteOrderButton({
  processing,
  disabled,
  totalPaisa,
}: {
  processing: boolean;
  disabled: boolean;
  totalPaisa: number;
}) {
  useT();
  return (
    <button type="submit" disabled={disabled} className={buttonClass('primary', 'lg', 'w-full')}>
      {processing
        ? t('Processing...')
        : t('Complete Order - {total}', { total: ltr(formatPKR(totalPaisa)) })}
    </button>
  );
}
