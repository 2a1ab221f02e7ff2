// The cart page (SPEC.md 'Cart page'): lines, order note, postal-code estimate, coupon,
// 'Frequently Bought Together' and an order summary priced by the server.
import { ShoppingCart, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Page, PageTitle } from '@/components/page';
import { usePlans } from '@/lib/catalog';
import { prefetchRoute } from '@/lib/prefetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { lineKey, useCart, type CartItem } from '@/stores/cart-store';
import { CartLine } from './cart-line';
import { CouponBox, OrderNote, ShippingEstimate } from './cart-extras';
import { FrequentlyBought } from './frequently-bought';
import { OrderSummary, SubscriptionBenefits } from '@/components/shop/order-summary';
import { useQuote } from '@/lib/quote';

type Cleared = { items: CartItem[]; couponCode: string; orderNote: string };

/** After 'Clear All': what was removed, and the way back. */
function ClearedNotice({ cleared, onUndo }: { cleared: Cleared; onUndo: () => void }) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), []);
  const count = cleared.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>
        Removed {count} {count === 1 ? 'item' : 'items'} from your cart.
      </p>
      <button ref={undo} type="button" className={buttonClass('secondary', 'sm')} onClick={onUndo}>
        Undo
      </button>
    </div>
  );
}

export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const items = useCart((s) => s.items);
  const clearCart = useCart((s) => s.clearCart);
  const coupon = useCart((s) => s.couponCode);
  const [postalCode, setPostalCode] = useState('');
  const [cleared, setCleared] = useState<Cleared | null>(null);
  const { data: quote, isError } = useQuote(items, coupon, postalCode);
  const { data: plansPage } = usePlans();
  const plans = plansPage?.items ?? [];

  // Checkout's code, fetched ahead so 'Proceed to Checkout' works even if the connection drops.
  useEffect(() => {
    prefetchRoute('/checkout');
  }, []);

  if (items.length === 0) {
    return (
      <Page>
        <PageTitle>Shopping Cart</PageTitle>
        {cleared && (
          <ClearedNotice
            cleared={cleared}
            onUndo={() => {
              useCart.setState(cleared);
              setCleared(null);
            }}
          />
        )}
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <ShoppingCart size={48} className="text-slate-400" aria-hidden="true" />
          <p className="text-xl font-semibold text-ink">Your cart is empty</p>
          <p className="text-muted">Fresh water is a click away.</p>
          <Link to="/products" className={buttonClass('primary', 'lg')}>
            Shop Now
          </Link>
        </div>
      </Page>
    );
  }

  const hasSubscription = items.some((i) => i.purchaseType === 'subscription');
  return (
    <Page>
      <PageTitle>Shopping Cart</PageTitle>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <section
            aria-labelledby="items-h"
            className="rounded-2xl border border-slate-200 bg-white px-5"
          >
            <div className="flex items-center justify-between border-b border-slate-100 py-4">
              <h2 id="items-h" className="font-semibold text-ink">
                Items ({items.reduce((n, i) => n + i.quantity, 0)})
              </h2>
              <button
                type="button"
                onClick={() => {
                  const { couponCode, orderNote } = useCart.getState();
                  setCleared({ items, couponCode, orderNote });
                  clearCart();
                }}
                className="text-sm font-medium text-red-700 hover:underline"
              >
                Clear All
              </button>
            </div>
            <ul className="divide-y divide-slate-100">
              {items.map((i, n) => (
                <CartLine key={lineKey(i)} item={i} index={n} quote={quote} plans={plans} />
              ))}
            </ul>
          </section>
          <div className="mt-6">
            <OrderNote />
          </div>
        </div>
        <aside className="flex flex-col gap-5" aria-label="Order summary and offers">
          <section
            className="rounded-2xl border border-slate-200 bg-white p-5"
            aria-labelledby="summary-h"
          >
            <h2 id="summary-h" className="text-lg font-bold text-ink">
              Order Summary
            </h2>
            {isError && !quote ? (
              <p role="alert" className="mt-3 text-sm text-red-700">
                We could not price your cart right now. Please try again in a moment.
              </p>
            ) : (
              <OrderSummary quote={quote} />
            )}
            <Link to="/checkout" className={buttonClass('primary', 'lg', 'mt-5 w-full')}>
              Proceed to Checkout
            </Link>
            <Link to="/products" className={buttonClass('ghost', 'md', 'mt-2 w-full')}>
              Continue Shopping
            </Link>
          </section>
          <CouponBox items={items} />
          <ShippingEstimate postalCode={postalCode} onEstimate={setPostalCode} quote={quote} />
          {hasSubscription && <SubscriptionBenefits />}
          <p className="flex items-center gap-2 text-sm text-muted">
            <Sparkles size={16} aria-hidden="true" /> Free delivery on all orders in Islamabad and
            Rawalpindi.
          </p>
        </aside>
      </div>
      <FrequentlyBought items={items} />
    </Page>
  );
}
