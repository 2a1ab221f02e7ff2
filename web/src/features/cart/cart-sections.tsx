// The cart page's parts: the lines with 'Clear All', the summary box, the empty cart and the
// notice that undoes 'Clear All'.
import { ShoppingCart, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { OrderSummary } from '@/components/shop/order-summary';
import { Panel } from '@/components/shop/panel';
import type { Plan } from '@/lib/catalog';
import type { Quote } from '@/lib/quote';
import { lineKey, type CartItem } from '@/stores/cart-store';
import { CartLine } from './cart-line';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

export type Cleared = { items: CartItem[]; couponCode: string; orderNote: string };

/** After 'Clear All': what was removed, and the way back. */
export function ClearedNotice({ cleared, onUndo }: { cleared: Cleared; onUndo: () => void }) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), []);
  const count = cleared.items.reduce((n, i) => n + i.quantity, 0);
  useT();
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>{t('cart.removed', { count })}</p>
      <button ref={undo} type="button" className={buttonClass('secondary', 'sm')} onClick={onUndo}>
        {t('Undo')}
      </button>
    </div>
  );
}

export function EmptyCart() {
  useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <ShoppingCart size={48} className="text-slate-400" aria-hidden="true" />
      <p className="text-xl font-semibold text-ink">{t('Your cart is empty')}</p>
      <p className="text-muted">{t('Fresh water is a click away.')}</p>
      <Link to="/products" className={buttonClass('primary', 'lg')}>
        {t('Shop Now')}
      </Link>
    </div>
  );
}

export function CartItems({
  items,
  quote,
  plans,
  onClearAll,
}: {
  items: CartItem[];
  quote: Quote | undefined;
  plans: Plan[];
  onClearAll: () => void;
}) {
  useT();
  return (
    <section
      aria-labelledby="items-h"
      className="rounded-2xl border border-slate-200 bg-white px-5"
    >
      <div className="flex items-center justify-between border-b border-slate-100 py-4">
        <h2 id="items-h" className="font-semibold text-ink">
          {t('Items ({count})', { count: items.reduce((n, i) => n + i.quantity, 0) })}
        </h2>
        <button
          type="button"
          onClick={onClearAll}
          className="text-sm font-medium text-red-700 hover:underline"
        >
          {t('Clear All')}
        </button>
      </div>
      <ul className="divide-y divide-slate-100">
        {items.map((i, n) => (
          <CartLine key={lineKey(i)} item={i} index={n} quote={quote} plans={plans} />
        ))}
      </ul>
    </section>
  );
}

/** The server's figures for the cart (or why there are none), and the ways on. */
export function CartSummary({ quote, failed }: { quote: Quote | undefined; failed: boolean }) {
  useT();
  return (
    <Panel id="summary-h" title={t('Order Summary')}>
      {failed && !quote ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t('We could not price your cart right now. Please try again in a moment.')}
        </p>
      ) : (
        <OrderSummary quote={quote} />
      )}
      <Link to="/checkout" className={buttonClass('primary', 'lg', 'mt-5 w-full')}>
        {t('Proceed to Checkout')}
      </Link>
      <Link to="/products" className={buttonClass('ghost', 'md', 'mt-2 w-full')}>
        {t('Continue Shopping')}
      </Link>
    </Panel>
  );
}

export function FreeDeliveryNote() {
  useT();
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <Sparkles size={16} aria-hidden="true" />{' '}
      {t('Free delivery on all orders in Islamabad and Rawalpindi.')}
    </p>
  );
}
