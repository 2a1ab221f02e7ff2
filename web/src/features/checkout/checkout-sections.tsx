// Checkout sections 1 and 4 to 6: contact, payment method, delivery schedule and special
// instructions (the address sections are in checkout-parts.tsx).
import { Banknote, CreditCard, Smartphone } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { DELIVERY_SLOTS, isSlotAvailable, pakistanDate } from '@/lib/pakistan-time';
import { Field, FieldError, inputClass, RequiredMark, Section } from './checkout-fields';
import { MAX_DAYS_AHEAD, type CheckoutValues } from './checkout-schema';

type Register = UseFormRegister<CheckoutValues>;
type ErrorOf = (k: keyof CheckoutValues) => string | undefined;

export function ContactSection({ register, errorOf }: { register: Register; errorOf: ErrorOf }) {
  return (
    <Section n={1} title="Contact Information">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="firstName"
          label="First Name"
          required
          register={register}
          error={errorOf('firstName')}
          placeholder="Enter your first name"
          autoComplete="given-name"
        />
        <Field
          name="lastName"
          label="Last Name"
          required
          register={register}
          error={errorOf('lastName')}
          placeholder="Enter your last name"
          autoComplete="family-name"
        />
        <Field
          name="email"
          label="Email"
          type="email"
          required
          register={register}
          error={errorOf('email')}
          placeholder="ayesha.khan@example.com"
          autoComplete="email"
        />
        <Field
          name="phone"
          label="Phone Number"
          type="tel"
          required
          register={register}
          error={errorOf('phone')}
          placeholder="+92 300 1234567"
          autoComplete="tel"
        />
      </div>
    </Section>
  );
}

export function PaymentSection({
  register,
  method,
  onWallet,
}: {
  register: Register;
  method: CheckoutValues['paymentMethod'];
  onWallet: () => void;
}) {
  return (
    <Section n={4} title="Payment Method">
      <fieldset>
        <legend className="sr-only">Payment method</legend>
        <div className="grid gap-3">
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input type="radio" value="cod" className="h-4 w-4" {...register('paymentMethod')} />
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
                  if (e.target.value === 'wallet') onWallet();
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
        {method === 'wallet' && (
          <button
            type="button"
            className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => onWallet()}
          >
            Show payment instructions
          </button>
        )}
      </fieldset>
    </Section>
  );
}

export function ScheduleSection({
  register,
  errorOf,
  date,
}: {
  register: Register;
  errorOf: ErrorOf;
  date: string;
}) {
  const today = pakistanDate();
  return (
    <Section n={5} title="Delivery Schedule">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="deliveryDate"
          label="Delivery Date"
          type="date"
          required
          register={register}
          error={errorOf('deliveryDate')}
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
            const open = !date || isSlotAvailable(slot, date);
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
                  aria-describedby={errorOf('deliveryTime') ? 'deliveryTime-error' : undefined}
                  {...register('deliveryTime')}
                />
                {slot}
              </label>
            );
          })}
        </div>
        <FieldError id="deliveryTime-error" error={errorOf('deliveryTime')} />
      </fieldset>
    </Section>
  );
}

export function InstructionsSection({
  register,
  orderNote,
}: {
  register: Register;
  orderNote: string;
}) {
  return (
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
  );
}
