// The checkout form's numbered sections: 1 contact, 2 and 3 billing and delivery address,
// 5 delivery schedule and 6 special instructions (4, the payment method, is in
// payment-section.tsx; the fields they are built from in checkout-fields.tsx).
import type { UseFormRegister } from 'react-hook-form';
import { Link } from '@/lib/link';
import { DELIVERY_SLOTS, isSlotAvailable, pakistanDate } from '@/lib/pakistan-time';
import {
  AddressFields,
  Field,
  FieldError,
  inputClass,
  RequiredMark,
  Section,
} from './checkout-fields';
import { MAX_DAYS_AHEAD, type CheckoutValues } from './checkout-schema';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

type Register = UseFormRegister<CheckoutValues>;
type ErrorOf = (k: keyof CheckoutValues) => string | undefined;

const CONTACT_FIELDS = [
  {
    name: 'firstName',
    label: 'First Name',
    placeholder: 'Enter your first name',
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    label: 'Last Name',
    placeholder: 'Enter your last name',
    autoComplete: 'family-name',
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    placeholder: 'ayesha.khan@example.com',
    autoComplete: 'email',
  },
  {
    name: 'phone',
    label: 'Phone Number',
    type: 'tel',
    placeholder: '+92 300 1234567',
    autoComplete: 'tel',
  },
] as const;

export function ContactSection({ register, errorOf }: { register: Register; errorOf: ErrorOf }) {
  useT();
  return (
    <Section n={1} title={t('Contact Information')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {CONTACT_FIELDS.map((f) => (
          <Field
            key={f.name}
            required
            register={register}
            error={errorOf(f.name)}
            {...f}
            label={t(f.label)}
            placeholder={f.name.endsWith('Name') ? t(f.placeholder) : f.placeholder}
          />
        ))}
      </div>
    </Section>
  );
}

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
  useT();
  return (
    <>
      <Section n={2} title={t('Billing Address')}>
        <AddressFields kind="billing" register={register} errorOf={errorOf} />
      </Section>

      <Section n={3} title={t('Delivery Address')}>
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="h-4 w-4" {...register('sameAsBilling')} />
          {t('Same as billing address')}
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
                  {t(values.city)} <bdi dir="ltr">{values.postalCode}</bdi>
                </p>
              </>
            ) : (
              <p className="text-muted">{t('Please fill in billing address above')}</p>
            )}
          </div>
        ) : (
          <AddressFields kind="delivery" register={register} errorOf={errorOf} className="mt-4" />
        )}
      </Section>
    </>
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
  useT();
  return (
    <Section n={5} title={t('Delivery Schedule')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="deliveryDate"
          label={t('Delivery Date')}
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
          {t('Delivery Time')}
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
                {t(slot)}
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
  useT();
  return (
    <Section n={6} title={t('Special Instructions')}>
      {orderNote && (
        <p className="mb-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold">{t('Your order note:')}</span> {orderNote}{' '}
          <Link to="/cart" className="text-brand-700 hover:underline">
            {t('Edit in cart')}
          </Link>
        </p>
      )}
      <label htmlFor="checkout-notes" className="text-sm font-medium text-slate-800">
        {t('Delivery instructions (optional)')}
      </label>
      <textarea
        id="checkout-notes"
        rows={3}
        maxLength={500}
        placeholder={t('Gate code, landmark, or where to leave the bottles')}
        className={inputClass}
        {...register('notes')}
      />
    </Section>
  );
}
