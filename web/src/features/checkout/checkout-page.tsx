// Guest checkout (SPEC.md 'Checkout', DECISIONS.md 'Checkout and orders'): six numbered
// sections, server-priced summary, an idempotent order request, and a queue in browser
// storage when the shop cannot be reached.
import { AlertCircle, Banknote, CreditCard, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button';
import { Page, PageTitle } from '@/components/page';
import { toLineInputs, useQuote, type Quote } from '@/features/cart/quote';
import { enqueueOrder, startQueueSender } from '@/features/orders/order-queue';
import {
  newIdempotencyKey,
  placeOrder,
  rememberOrder,
  type OrderPayload,
} from '@/features/orders/orders-api';
import { ApiError } from '@/lib/api';
import { formatPKR } from '@/lib/money';
import { DELIVERY_SLOTS, isSlotAvailable, pakistanDate } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { estimateLine, useCart, type CartItem } from '@/stores/cart-store';
import { CheckoutSummary, MobileCheckoutSummary } from './checkout-summary';
import {
  allRequiredFilled,
  EMPTY_CHECKOUT,
  FORM_ERROR,
  formFieldFor,
  MAX_DAYS_AHEAD,
  ORDER_FAILED,
  validateCheckout,
  type CheckoutValues,
} from './checkout-schema';
import {
  AddressFields,
  Field,
  FieldError,
  inputClass,
  RequiredMark,
  Section,
} from './checkout-fields';
import { WalletDialog } from './wallet-dialog';

const resolver: Resolver<CheckoutValues> = (values) => {
  const errors = validateCheckout(values);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const fieldErrors: FieldErrors<CheckoutValues> = {};
  for (const [k, message] of Object.entries(errors)) {
    fieldErrors[k as keyof CheckoutValues] = { type: 'validate', message };
  }
  return { values: {}, errors: fieldErrors };
};

function buildPayload(
  v: CheckoutValues,
  items: CartItem[],
  quote: Quote | undefined,
  orderNote: string,
): OrderPayload {
  const shownPaisa = quote?.totalPaisa ?? items.reduce((s, i) => s + estimateLine(i), 0);
  return {
    customerId: 'guest',
    items: toLineInputs(items),
    customerDetails: {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      address: v.address.trim(),
      city: v.city,
      postalCode: v.postalCode.trim(),
      notes: v.notes.trim(),
      ...(v.sameAsBilling
        ? {}
        : {
            deliveryAddress: {
              address: v.deliveryAddress.trim(),
              city: v.deliveryCity,
              postalCode: v.deliveryPostalCode.trim(),
            },
          }),
    },
    total: shownPaisa / 100,
    deliveryDate: v.deliveryDate,
    deliveryTime: v.deliveryTime,
    paymentMethod: v.paymentMethod,
    couponCode: quote?.coupon?.code ?? '',
    orderNote,
  };
}

/** The server could not be reached (no network, or the proxy in front of it says so). */
function unreachable(e: unknown) {
  return e instanceof ApiError && (e.isNetwork || [502, 503, 504].includes(e.status));
}

export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const navigate = useNavigate();
  const items = useCart((s) => s.items);
  const couponCode = useCart((s) => s.couponCode);
  const orderNote = useCart((s) => s.orderNote);
  const clearCart = useCart((s) => s.clearCart);
  const { data: quote } = useQuote(items, couponCode);
  const [stage, setStage] = useState<'idle' | 'processing' | 'done'>('idle');
  const [alert, setAlert] = useState('');
  const [walletOpen, setWalletOpen] = useState(false);
  // Tailwind's lg: the side panel; below it the summary sits right above 'Complete Order'.
  const wide = useMediaQuery('(min-width: 64rem)');
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<CheckoutValues>({
    defaultValues: EMPTY_CHECKOUT,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver,
  });
  const values = { ...EMPTY_CHECKOUT, ...useWatch({ control }) } as CheckoutValues;

  useEffect(() => {
    if (items.length === 0 && stage === 'idle') void navigate('/cart', { replace: true });
  }, [items.length, stage, navigate]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  // Fetch the confirmation page's code now: an order placed offline must still be able to
  // show that it was saved.
  useEffect(() => {
    void import('@/features/orders/confirmation-page');
  }, []);

  if (items.length === 0 && stage === 'idle') {
    return (
      <Page>
        <PageTitle>Checkout</PageTitle>
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <p className="text-xl font-semibold text-ink">Your cart is empty</p>
          <p className="mt-2 text-muted">Add some items to your cart before checking out.</p>
          <Link to="/products" className={buttonClass('primary', 'lg', 'mt-6')}>
            Shop Now
          </Link>
        </div>
      </Page>
    );
  }

  const totalPaisa = quote?.totalPaisa ?? items.reduce((s, i) => s + estimateLine(i), 0);
  const itemErrors = Object.entries(quote?.errors ?? {}).filter(([k]) => k.startsWith('items'));
  const hasErrors = Object.keys(errors).length > 0;
  const canSubmit =
    stage === 'idle' && allRequiredFilled(values) && !hasErrors && itemErrors.length === 0;
  const today = pakistanDate();

  async function submit(v: CheckoutValues) {
    setAlert('');
    const payload = buildPayload(v, items, quote, orderNote);
    const body = JSON.stringify(payload);
    // A retry of the same order keeps its key, so the server never makes it twice.
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey() };
    const { key } = attempt.current;
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
      if (unreachable(e)) {
        let queued;
        try {
          queued = enqueueOrder(payload, key, items);
        } catch {
          // Browser storage is blocked or full: the order cannot wait here, so say it failed.
          setStage('idle');
          setAlert(ORDER_FAILED);
          return;
        }
        setStage('done');
        clearCart();
        startQueueSender();
        void navigate(`/order-confirmation?local=${encodeURIComponent(queued.id)}`);
        return;
      }
      setStage('idle');
      if (e instanceof ApiError && e.status === 422 && Object.keys(e.fields).length) {
        let mapped = false;
        for (const [k, message] of Object.entries(e.fields)) {
          const field = formFieldFor(k);
          if (field) {
            setError(field, { type: 'server', message });
            mapped = true;
          }
        }
        setAlert(mapped ? FORM_ERROR : Object.values(e.fields).join(' '));
        return;
      }
      setAlert(ORDER_FAILED);
    }
  }

  const err = (k: keyof CheckoutValues) => errors[k]?.message;
  const billingFilled = values.address.trim() && values.city && values.postalCode.trim();

  return (
    <Page>
      <PageTitle>Checkout</PageTitle>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_24rem]">
        <form
          noValidate
          onSubmit={(e) => void handleSubmit(submit, () => setAlert(FORM_ERROR))(e)}
          className="flex min-w-0 flex-col gap-6"
          aria-label="Checkout"
        >
          <Section n={1} title="Contact Information">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                name="firstName"
                label="First Name"
                required
                register={register}
                error={err('firstName')}
                placeholder="Enter your first name"
                autoComplete="given-name"
              />
              <Field
                name="lastName"
                label="Last Name"
                required
                register={register}
                error={err('lastName')}
                placeholder="Enter your last name"
                autoComplete="family-name"
              />
              <Field
                name="email"
                label="Email"
                type="email"
                required
                register={register}
                error={err('email')}
                placeholder="ayesha.khan@example.com"
                autoComplete="email"
              />
              <Field
                name="phone"
                label="Phone Number"
                type="tel"
                required
                register={register}
                error={err('phone')}
                placeholder="+92 300 1234567"
                autoComplete="tel"
              />
            </div>
          </Section>

          <Section n={2} title="Billing Address">
            <AddressFields kind="billing" register={register} errorOf={err} />
          </Section>

          <Section n={3} title="Delivery Address">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" className="h-4 w-4" {...register('sameAsBilling')} />
              Same as billing address
            </label>
            {values.sameAsBilling ? (
              <div
                className="mt-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700"
                data-testid="delivery-preview"
              >
                {billingFilled ? (
                  <>
                    <p>{values.address}</p>
                    <p>
                      {values.city} {values.postalCode}
                    </p>
                  </>
                ) : (
                  <p className="text-muted">Please fill in billing address above</p>
                )}
              </div>
            ) : (
              <AddressFields kind="delivery" register={register} errorOf={err} className="mt-4" />
            )}
          </Section>

          <Section n={4} title="Payment Method">
            <fieldset>
              <legend className="sr-only">Payment method</legend>
              <div className="grid gap-3">
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    value="cod"
                    className="h-4 w-4"
                    {...register('paymentMethod')}
                  />
                  <Banknote size={20} className="text-brand-700" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold text-ink">Cash on Delivery</span>
                    <span className="block text-sm text-muted">Pay when your water arrives.</span>
                  </span>
                </label>
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    value="wallet"
                    className="h-4 w-4"
                    {...register('paymentMethod', {
                      onChange: (e: { target: { value: string } }) => {
                        if (e.target.value === 'wallet') setWalletOpen(true);
                      },
                    })}
                  />
                  <Smartphone size={20} className="text-brand-700" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold text-ink">Mobile Wallet</span>
                    <span className="block text-sm text-muted">
                      JazzCash or Easypaisa transfer before delivery.
                    </span>
                  </span>
                </label>
                <label className="flex cursor-not-allowed items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-600">
                  <input type="radio" value="online" disabled className="h-4 w-4" />
                  <CreditCard size={20} aria-hidden="true" />
                  <span className="flex-1">
                    <span className="block font-semibold">Online Payment</span>
                    <span className="block text-sm">Cards and bank transfer</span>
                  </span>
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    Coming Soon
                  </span>
                </label>
              </div>
              {values.paymentMethod === 'wallet' && (
                <button
                  type="button"
                  className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
                  onClick={() => setWalletOpen(true)}
                >
                  Show payment instructions
                </button>
              )}
            </fieldset>
          </Section>

          <Section n={5} title="Delivery Schedule">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                name="deliveryDate"
                label="Delivery Date"
                type="date"
                required
                register={register}
                error={err('deliveryDate')}
                min={today}
                max={pakistanDate(undefined, MAX_DAYS_AHEAD)}
              />
            </div>
            <fieldset className="mt-4">
              <legend className="text-sm font-medium text-slate-800">
                Delivery Time
                <RequiredMark />
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {DELIVERY_SLOTS.map((slot) => {
                  const open = !values.deliveryDate || isSlotAvailable(slot, values.deliveryDate);
                  return (
                    <label
                      key={slot}
                      className={`flex items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2 ${open ? 'cursor-pointer border-slate-300' : 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500 line-through'}`}
                    >
                      <input
                        type="radio"
                        value={slot}
                        disabled={!open}
                        className="sr-only"
                        aria-describedby={err('deliveryTime') ? 'deliveryTime-error' : undefined}
                        {...register('deliveryTime')}
                      />
                      {slot}
                    </label>
                  );
                })}
              </div>
              <FieldError id="deliveryTime-error" error={err('deliveryTime')} />
            </fieldset>
          </Section>

          <Section n={6} title="Special Instructions">
            {orderNote && (
              <p className="mb-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                <span className="font-semibold">Your order note:</span> {orderNote}{' '}
                <Link to="/cart" className="text-brand-700 hover:underline">
                  Edit in cart
                </Link>
              </p>
            )}
            <label htmlFor="checkout-notes" className="text-sm font-medium text-slate-800">
              Delivery instructions (optional)
            </label>
            <textarea
              id="checkout-notes"
              rows={3}
              maxLength={500}
              placeholder="Gate code, landmark, or where to leave the bottles"
              className={inputClass}
              {...register('notes')}
            />
          </Section>

          {!wide && <MobileCheckoutSummary items={items} quote={quote} totalPaisa={totalPaisa} />}
          {itemErrors.length > 0 && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
              <p className="font-semibold text-red-800">Some items in your cart need attention.</p>
              <Link to="/cart" className="text-red-800 underline">
                Review your cart
              </Link>
            </div>
          )}
          {alert && (
            <div
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800"
            >
              <AlertCircle size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
              {alert}
            </div>
          )}
          <button
            type="submit"
            disabled={!canSubmit}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {stage === 'processing' ? 'Processing...' : `Complete Order - ${formatPKR(totalPaisa)}`}
          </button>
        </form>
        {wide && <CheckoutSummary items={items} quote={quote} />}
      </div>
      <WalletDialog
        open={walletOpen}
        onClose={() => setWalletOpen(false)}
        totalPaisa={totalPaisa}
      />
    </Page>
  );
}
