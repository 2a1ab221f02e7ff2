// The cart page's side boxes: order note, coupon and the postal-code delivery estimate.
import { Check, Tag, Truck } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { formatPKR } from '@/lib/money';
import { useCart, type CartItem } from '@/stores/cart-store';
import { fetchQuote, type Quote } from '@/lib/quote';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

export const NOTE_MAX = 500;
export const POSTAL_MAX = 10;
export const POSTAL_MIN = 5;

export function OrderNote() {
  const note = useCart((s) => s.orderNote);
  const setNote = useCart((s) => s.setOrderNote);
  useT();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <label htmlFor="order-note" className="font-semibold text-ink">
        {t('Order note')}
      </label>
      <p id="order-note-hint" className="text-sm text-muted">
        {t('Anything our delivery team should know? It goes with your order.')}
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
      <p id="order-note-count" className="text-end text-xs text-muted" aria-live="polite">
        <bdi dir="ltr">
          {note.length}/{NOTE_MAX}
        </bdi>
      </p>
    </section>
  );
}

const couponSchema = z.object({ code: z.string().trim().min(1, 'Invalid coupon code') });

/** A code the server accepts for this cart becomes the cart's coupon; else its reason shows. */
function CouponForm({ items }: { items: CartItem[] }) {
  const setCoupon = useCart((s) => s.setCouponCode);
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm({
    defaultValues: { code: '' },
    resolver: zodResolver(couponSchema),
    reValidateMode: 'onSubmit',
  });
  const message = formState.errors.code?.message;
  const error = message && t(message);
  useT();
  const apply = handleSubmit(async ({ code }) => {
    try {
      const q = await fetchQuote(items, code);
      if (q.errors.couponCode || !q.coupon) {
        setError('code', { message: q.errors.couponCode ?? 'Invalid coupon code' });
      } else {
        setCoupon(q.coupon.code);
        reset();
      }
    } catch (err) {
      setError('code', { message: err instanceof ApiError ? err.message : 'Invalid coupon code' });
    }
  });
  return (
    <form onSubmit={(e) => void apply(e)} className="mt-3" noValidate>
      <label htmlFor="coupon-code" className="sr-only">
        {t('Coupon code')}
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          maxLength={30}
          placeholder={t('Enter coupon code')}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase placeholder:normal-case"
          {...register('code', { onChange: () => clearErrors('code') })}
        />
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          {t('Apply')}
        </Button>
      </div>
      {error && (
        <p id="coupon-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

export function CouponBox({ items }: { items: CartItem[] }) {
  const coupon = useCart((s) => s.couponCode);
  const setCoupon = useCart((s) => s.setCouponCode);
  useT();
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="coupon-h"
    >
      <h2 id="coupon-h" className="flex items-center gap-2 font-semibold text-ink">
        <Tag size={18} aria-hidden="true" /> {t('Coupon')}
      </h2>
      {coupon ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2">
          <p className="text-sm font-semibold text-emerald-800">
            <Check size={16} className="me-1 inline" aria-hidden="true" />
            {t('Coupon {code} applied', { code: ltr(coupon) })}
          </p>
          <button
            type="button"
            onClick={() => setCoupon('')}
            className="text-sm font-medium text-red-700 hover:underline"
          >
            {t('Remove')}
          </button>
        </div>
      ) : (
        <CouponForm items={items} />
      )}
    </section>
  );
}

// The server checks the code (its message shows under the form); 'Calculate' waits for 5.
const postalSchema = z.object({ code: z.string().trim().min(POSTAL_MIN) });

function PostalForm({
  postalCode,
  onEstimate,
}: {
  postalCode: string;
  onEstimate: (code: string) => void;
}) {
  const { register, handleSubmit, setValue, control } = useForm({
    defaultValues: { code: postalCode },
    resolver: zodResolver(postalSchema),
  });
  const ready = useWatch({ control, name: 'code' }).trim().length >= POSTAL_MIN;
  const submit = handleSubmit(({ code }) => onEstimate(code));
  useT();
  return (
    <form className="mt-3 flex gap-2" onSubmit={(e) => void submit(e)}>
      <label htmlFor="postal-code" className="sr-only">
        {t('Postal code')}
      </label>
      <input
        id="postal-code"
        maxLength={POSTAL_MAX}
        inputMode="numeric"
        placeholder={t('e.g. 44000')}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2"
        {...register('code', {
          onChange: (e: { target: { value: string } }) =>
            setValue('code', e.target.value.replace(/\s/g, '')),
        })}
      />
      <Button type="submit" variant="secondary" disabled={!ready}>
        {t('Calculate')}
      </Button>
    </form>
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
  const shipping = postalCode ? quote?.shipping : null;
  const error = postalCode ? quote?.errors.postalCode : undefined;
  useT();
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5"
      aria-labelledby="shipping-h"
    >
      <h2 id="shipping-h" className="flex items-center gap-2 font-semibold text-ink">
        <Truck size={18} aria-hidden="true" /> {t('Estimate delivery')}
      </h2>
      <PostalForm postalCode={postalCode} onEstimate={onEstimate} />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t(error)}
        </p>
      )}
      {shipping && (
        <div role="status" className="mt-2 text-sm">
          {shipping.inDeliveryArea ? (
            <p className="text-emerald-800">
              {t(
                shipping.free
                  ? 'Free delivery to {area} ({code}).'
                  : 'Delivery {fee} to {area} ({code}).',
                {
                  fee: ltr(formatPKR(shipping.feePaisa)),
                  area: shipping.area,
                  code: ltr(shipping.postalCode),
                },
              )}
            </p>
          ) : (
            <p className="text-amber-900">
              {t(
                '{code} is outside our delivery area: we deliver in Islamabad and Rawalpindi only.',
                { code: ltr(shipping.postalCode) },
              )}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
