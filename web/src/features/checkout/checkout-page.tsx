// Guest checkout (SPEC.md 'Checkout', DECISIONS.md 'Checkout and orders'): six numbered
// sections, server-priced summary, an idempotent order request, and a queue in browser
// storage when the shop cannot be reached.
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button';
import { Page, PageTitle } from '@/components/page';
import { useQuote } from '@/lib/quote';
import { enqueueOrder, startQueueSender } from '@/lib/order-queue';
import { newIdempotencyKey, placeOrder, rememberOrder } from '@/lib/orders-api';
import { ApiError } from '@/lib/api';
import { formatPKR } from '@/lib/money';
import { prefetchRoute } from '@/lib/prefetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { estimateLine, useCart } from '@/stores/cart-store';
import { buildPayload, resolver, unreachable } from './checkout-payload';
import { CheckoutSummary, MobileCheckoutSummary } from './checkout-summary';
import {
  allRequiredFilled,
  EMPTY_CHECKOUT,
  FORM_ERROR,
  formFieldFor,
  ORDER_FAILED,
  type CheckoutValues,
} from './checkout-schema';
import { AddressFields, Section } from './checkout-fields';
import {
  ContactSection,
  InstructionsSection,
  PaymentSection,
  ScheduleSection,
} from './checkout-sections';
import { WalletDialog } from './wallet-dialog';

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
    prefetchRoute('/order-confirmation');
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
          <ContactSection register={register} errorOf={err} />

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

          <PaymentSection
            register={register}
            method={values.paymentMethod}
            onWallet={() => setWalletOpen(true)}
          />

          <ScheduleSection register={register} errorOf={err} date={values.deliveryDate} />

          <InstructionsSection register={register} orderNote={orderNote} />

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
