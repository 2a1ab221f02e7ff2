// Checkout sections 2 and 3 (billing and delivery address), the page's alerts, and what it
// shows for an empty cart.
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { Page, PageTitle } from '@/components/page';
import { formatPKR } from '@/lib/money';
import { AddressFields, Section } from './checkout-fields';
import type { CheckoutValues } from './checkout-schema';

type Register = UseFormRegister<CheckoutValues>;
type ErrorOf = (k: keyof CheckoutValues) => string | undefined;

export function AddressSections({
  register,
  errorOf,
  values,
}: {
  register: Register;
  errorOf: ErrorOf;
  values: CheckoutValues;
}) {
  const billingFilled = values.address.trim() && values.city && values.postalCode.trim();
  return (
    <>
      <Section n={2} title="Billing Address">
        <AddressFields kind="billing" register={register} errorOf={errorOf} />
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
          <AddressFields kind="delivery" register={register} errorOf={errorOf} className="mt-4" />
        )}
      </Section>
    </>
  );
}

/** The quote refused some cart lines: they are fixed on the cart page. */
export function ItemErrorsAlert() {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
      <p className="font-semibold text-red-800">Some items in your cart need attention.</p>
      <Link to="/cart" className="text-red-800 underline">
        Review your cart
      </Link>
    </div>
  );
}

/** The form's alert; it takes the focus whenever its message changes, so it is heard. */
export function FormAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [message]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-semibold text-red-800"
    >
      <AlertCircle size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
      {message}
    </div>
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
  return (
    <button type="submit" disabled={disabled} className={buttonClass('primary', 'lg', 'w-full')}>
      {processing ? 'Processing...' : `Complete Order - ${formatPKR(totalPaisa)}`}
    </button>
  );
}

export function EmptyCheckout() {
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
