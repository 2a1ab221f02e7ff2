// The cart page's side boxes: order note, coupon and the postal-code delivery estimate.
import { Check, Tag, Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { formatPKR } from '@/lib/money';
import { useCart, type CartItem } from '@/stores/cart-store';
import { fetchQuote, type Quote } from '@/lib/quote';

export const NOTE_MAX = 500;
export const POSTAL_MAX = 10;
export const POSTAL_MIN = 5;

export function OrderNote() {
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

export function CouponBox({ items }: { items: CartItem[] }) {
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

export function ShippingEstimate({
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
