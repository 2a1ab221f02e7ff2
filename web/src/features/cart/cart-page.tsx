// The cart page (SPEC.md 'Cart page'): lines, order note, postal-code estimate, coupon,
// 'Frequently Bought Together' and an order summary priced by the server.
import { Check, ShoppingCart, Sparkles, Tag, Trash2, Truck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Page, PageTitle } from '@/components/page';
import { QuantityStepper } from '@/components/quantity-stepper';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { ApiError } from '@/lib/api';
import { useProducts, usePlans, type Plan } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { estimateLine, lineKey, useCart, type CartItem } from '@/stores/cart-store';
import { fetchQuote, lineFor, useQuote, type Quote } from './quote';
import { LineBadges, planLine } from './line-details';
import { OrderSummary, SubscriptionBenefits } from './order-summary';

export const NOTE_MAX = 500;
export const POSTAL_MAX = 10;
export const POSTAL_MIN = 5;

function CartLine({ item, quote, plans }: { item: CartItem; quote?: Quote; plans: Plan[] }) {
  const updateQuantity = useCart((s) => s.updateQuantity);
  const removeItem = useCart((s) => s.removeItem);
  const key = lineKey(item);
  const priced = lineFor(quote, item);
  const isSub = item.purchaseType === 'subscription';
  const plan = plans.find((p) => p.id === item.subscriptionPlan);
  const percent = priced?.discountPercent ?? plan?.discountPercent ?? 15;
  const total = priced?.lineTotalPaisa ?? estimateLine(item, percent);
  const depositPaisa = priced ? priced.depositPaisa : 0;
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <img
        src={item.product.image}
        alt=""
        width="80"
        height="80"
        className="h-20 w-20 shrink-0 rounded-xl bg-brand-50 object-contain p-2"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 className="font-semibold leading-snug text-ink">{item.product.name}</h2>
            <p className="text-sm text-muted">{item.product.size}</p>
          </div>
          <p className="font-bold tabular-nums text-ink" data-testid="line-total">
            {formatPKR(total)}
          </p>
        </div>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <LineBadges item={item} offPercent={percent} />
        </div>
        {isSub && <p className="mt-1 text-sm text-muted">{planLine(item, plan)}</p>}
        {depositPaisa > 0 && (
          <p className="mt-1 text-sm text-muted">
            Includes a refundable bottle deposit of {formatPKR(depositPaisa)}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <QuantityStepper
            size="sm"
            label={`Quantity of ${item.product.name}`}
            value={item.quantity}
            onChange={(q) => updateQuantity(key, q)}
          />
          <button
            type="button"
            onClick={() => removeItem(key)}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-red-700 hover:underline"
            aria-label={`Remove ${item.product.name}`}
          >
            <Trash2 size={15} aria-hidden="true" /> Remove
          </button>
        </div>
      </div>
    </li>
  );
}

function OrderNote() {
  const note = useCart((s) => s.orderNote);
  const setNote = useCart((s) => s.setOrderNote);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <label htmlFor="order-note" className="font-semibold text-ink">
        Order note
      </label>
      <p id="order-note-hint" className="text-sm text-muted">
        Anything our delivery team should know? It goes with your order.
      </p>
      <textarea
        id="order-note"
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        onChange={(e) => setNote(e.target.value)}
        aria-describedby="order-note-hint order-note-count"
        className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <p id="order-note-count" className="text-right text-xs text-muted" aria-live="polite">
        {note.length}/{NOTE_MAX}
      </p>
    </section>
  );
}

function CouponBox({ items }: { items: CartItem[] }) {
  const coupon = useCart((s) => s.couponCode);
  const setCoupon = useCart((s) => s.setCouponCode);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply(e: FormEvent) {
    e.preventDefault();
    const wanted = code.trim();
    if (!wanted) {
      setError('Invalid coupon code');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const q = await fetchQuote(items, wanted);
      if (q.errors.couponCode || !q.coupon) setError(q.errors.couponCode ?? 'Invalid coupon code');
      else {
        setCoupon(q.coupon.code);
        setCode('');
      }
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Invalid coupon code');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="coupon-h"
    >
      <h2 id="coupon-h" className="flex items-center gap-2 font-semibold text-ink">
        <Tag size={18} aria-hidden="true" /> Coupon
      </h2>
      {coupon ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2">
          <p className="text-sm font-semibold text-emerald-800">
            <Check size={16} className="mr-1 inline" aria-hidden="true" />
            Coupon {coupon} applied
          </p>
          <button
            type="button"
            onClick={() => setCoupon('')}
            className="text-sm font-medium text-red-700 hover:underline"
          >
            Remove
          </button>
        </div>
      ) : (
        <form onSubmit={apply} className="mt-3" noValidate>
          <label htmlFor="coupon-code" className="sr-only">
            Coupon code
          </label>
          <div className="flex gap-2">
            <input
              id="coupon-code"
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setError('');
              }}
              maxLength={30}
              placeholder="Enter coupon code"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'coupon-error' : undefined}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase placeholder:normal-case"
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              Apply
            </Button>
          </div>
          {error && (
            <p id="coupon-error" role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

function ShippingEstimate({
  postalCode,
  onEstimate,
  quote,
}: {
  postalCode: string;
  onEstimate: (code: string) => void;
  quote?: Quote;
}) {
  const [code, setCode] = useState(postalCode);
  const ready = code.trim().length >= POSTAL_MIN;
  const shipping = postalCode ? quote?.shipping : null;
  const error = postalCode ? quote?.errors.postalCode : undefined;
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="shipping-h"
    >
      <h2 id="shipping-h" className="flex items-center gap-2 font-semibold text-ink">
        <Truck size={18} aria-hidden="true" /> Estimate delivery
      </h2>
      <form
        className="mt-3 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) onEstimate(code.trim());
        }}
      >
        <label htmlFor="postal-code" className="sr-only">
          Postal code
        </label>
        <input
          id="postal-code"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\s/g, ''))}
          maxLength={POSTAL_MAX}
          inputMode="numeric"
          placeholder="e.g. 44000"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
        />
        <Button type="submit" variant="secondary" disabled={!ready}>
          Calculate
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {shipping && (
        <div role="status" className="mt-2 text-sm">
          {shipping.inDeliveryArea ? (
            <p className="text-emerald-800">
              {shipping.free ? 'Free delivery' : `Delivery ${formatPKR(shipping.feePaisa)}`} to{' '}
              {shipping.area} ({shipping.postalCode}).
            </p>
          ) : (
            <p className="text-amber-900">
              {shipping.postalCode} is outside our delivery area: we deliver in Islamabad and
              Rawalpindi only.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function FrequentlyBought({ items }: { items: CartItem[] }) {
  const { data } = useProducts();
  const openProduct = useShopDialogs((s) => s.openProduct);
  const inCart = new Set(items.map((i) => i.product.id));
  const picks = (data?.items ?? []).filter((p) => p.isActive && !inCart.has(p.id)).slice(0, 3);
  if (picks.length === 0) return null;
  return (
    <section aria-labelledby="fbt-h" className="mt-10">
      <h2 id="fbt-h" className="text-xl font-bold text-ink">
        Frequently Bought Together
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {picks.map((p) => (
          <li key={p.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4">
            <img
              src={p.image}
              alt=""
              width="96"
              height="96"
              loading="lazy"
              className="mx-auto h-24 w-24 object-contain"
            />
            <Link
              to={`/product/${p.id}`}
              className="mt-3 font-semibold leading-snug text-ink hover:text-brand-700"
            >
              {p.name}
            </Link>
            <p className="text-sm text-muted">{p.size}</p>
            <p className="mt-1 font-bold tabular-nums">{formatPKR(p.pricePaisa)}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-auto self-start"
              onClick={() => openProduct(p)}
              aria-label={`Add ${p.name} to cart`}
            >
              Add to Cart
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const items = useCart((s) => s.items);
  const clearCart = useCart((s) => s.clearCart);
  const coupon = useCart((s) => s.couponCode);
  const [postalCode, setPostalCode] = useState('');
  const { data: quote, isError } = useQuote(items, coupon, postalCode);
  const { data: plansPage } = usePlans();
  const plans = plansPage?.items ?? [];

  // Checkout's code, fetched ahead so 'Proceed to Checkout' works even if the connection drops.
  useEffect(() => {
    void import('@/features/checkout/checkout-page');
  }, []);

  if (items.length === 0) {
    return (
      <Page>
        <PageTitle>Shopping Cart</PageTitle>
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
                onClick={clearCart}
                className="text-sm font-medium text-red-700 hover:underline"
              >
                Clear All
              </button>
            </div>
            <ul className="divide-y divide-slate-100">
              {items.map((i) => (
                <CartLine key={lineKey(i)} item={i} quote={quote} plans={plans} />
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
