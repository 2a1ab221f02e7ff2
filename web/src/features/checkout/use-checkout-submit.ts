// Placing the order from the checkout form: the server's quote for the cart, one idempotency
// key per attempt (a retry of the same order keeps it, so the server never makes it twice),
// the browser's queue when the shop cannot be reached, and a 422's field errors on the form.
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api';
import { activeLocale } from '@/lib/i18n/i18n';
import { enqueueOrder, startQueueSender } from '@/lib/order-queue';
import { newIdempotencyKey, placeOrder, rememberOrder, type OrderPayload } from '@/lib/orders-api';
import { useQuote } from '@/lib/quote';
import { estimateLine } from '@/stores/cart-pricing';
import { useCart } from '@/stores/cart-store';
import { buildPayload, resolver, unreachable } from './checkout-payload';
import {
  EMPTY_CHECKOUT,
  FORM_ERROR,
  formFieldFor,
  ORDER_FAILED,
  type CheckoutValues,
} from './checkout-schema';

export type CheckoutStage = 'idle' | 'processing' | 'done';

/**
 * The alert for a refused order. A 422's field errors go onto their fields (then the alert
 * asks to correct the form); fields the form does not have are said in the alert itself.
 */
export function refusalAlert(e: unknown, setError: UseFormSetError<CheckoutValues>): string {
  if (!(e instanceof ApiError) || e.status !== 422 || !Object.keys(e.fields).length) {
    return ORDER_FAILED;
  }
  let mapped = false;
  for (const [k, message] of Object.entries(e.fields)) {
    const field = formFieldFor(k);
    if (field) {
      setError(field, { type: 'server', message });
      mapped = true;
    }
  }
  return mapped ? FORM_ERROR : Object.values(e.fields).join(' ');
}

/** The checkout form (react-hook-form, the schema's resolver) and its values as typed. */
export function useCheckoutForm() {
  const form = useForm<CheckoutValues>({
    defaultValues: EMPTY_CHECKOUT,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver,
  });
  const watched = useWatch({ control: form.control });
  return { form, values: { ...EMPTY_CHECKOUT, ...watched } as CheckoutValues };
}

/** The same order (same request body) keeps its key; a changed order gets a new one. */
function useIdempotencyKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return (payload: OrderPayload) => {
    const body = JSON.stringify(payload);
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    return attempt.current.key;
  };
}

export function useCheckoutSubmit(setError: UseFormSetError<CheckoutValues>, deliveryDate = '') {
  const navigate = useNavigate();
  const items = useCart((s) => s.items);
  const couponCode = useCart((s) => s.couponCode);
  const orderNote = useCart((s) => s.orderNote);
  const clearCart = useCart((s) => s.clearCart);
  // Priced for the chosen date: a plan's deposit covers the first delivery of that month.
  const { data: quote } = useQuote(items, couponCode, '', deliveryDate);
  const [stage, setStage] = useState<CheckoutStage>('idle');
  const [alert, setAlert] = useState('');
  const keyFor = useIdempotencyKey();

  // An emptied cart has nothing to check out (an order being placed empties it on purpose).
  useEffect(() => {
    if (items.length === 0 && stage === 'idle') void navigate('/cart', { replace: true });
  }, [items.length, stage, navigate]);

  /** Keeps the order in browser storage to send when the shop is back; false if it cannot. */
  function queue(payload: OrderPayload, key: string) {
    let queued;
    try {
      queued = enqueueOrder(payload, key, items);
    } catch {
      return false; // storage blocked or full: the order cannot wait here
    }
    setStage('done');
    clearCart();
    startQueueSender();
    void navigate(`/order-confirmation?local=${encodeURIComponent(queued.id)}`);
    return true;
  }

  async function submit(v: CheckoutValues) {
    setAlert('');
    // The language goes in the payload itself, so an order queued offline is sent again the
    // same (its idempotency key names this body) even if the shopper switches language.
    const payload = { ...buildPayload(v, items, quote, orderNote), language: activeLocale() };
    const key = keyFor(payload);
    setStage('processing');
    try {
      const order = await placeOrder(payload, key);
      rememberOrder(order.id, order.accessToken);
      setStage('done');
      clearCart();
      void navigate(`/order-confirmation?id=${encodeURIComponent(order.id)}`, {
        state: { order },
      });
    } catch (e) {
      if (unreachable(e) && queue(payload, key)) return;
      setStage('idle');
      setAlert(unreachable(e) ? ORDER_FAILED : refusalAlert(e, setError));
    }
  }

  const totalPaisa = quote?.totalPaisa ?? items.reduce((s, i) => s + estimateLine(i), 0);
  const itemErrors = Object.keys(quote?.errors ?? {}).filter((k) => k.startsWith('items'));
  return { items, orderNote, quote, totalPaisa, itemErrors, stage, alert, setAlert, submit };
}
