// The checkout form's building blocks: numbered sections, labelled fields with their inline
// error, the city choice and an address group (billing or delivery).
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { CITIES, type CheckoutValues } from './checkout-schema';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-600';

type Register = UseFormRegister<CheckoutValues>;

export function Section({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      aria-labelledby={`step-${n}`}
    >
      <h2 id={`step-${n}`} className="flex items-center gap-3 text-lg font-bold text-ink">
        <span
          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm text-white"
          aria-hidden="true"
        >
          {n}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The visible asterisk of a required field (aria-required says it to screen readers). */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {t(error)}
    </p>
  );
}

/** aria attributes shared by every control: required, invalid, described by its error. */
function controlAria(id: string, error: string | undefined, required: boolean) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

type FieldProps = {
  name: keyof CheckoutValues;
  label: string;
  register: Register;
  error?: string;
  required?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  maxLength?: number;
  min?: string;
  max?: string;
};

export function Field({
  name,
  label,
  register,
  error,
  required = false,
  type = 'text',
  className = '',
  ...rest
}: FieldProps) {
  const id = `checkout-${name}`;
  useT();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        type={type}
        {...controlAria(id, error, required)}
        className={inputClass}
        {...rest}
        {...register(name)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function CitySelect({
  name,
  register,
  error,
}: {
  name: 'city' | 'deliveryCity';
  register: Register;
  error?: string;
}) {
  const id = `checkout-${name}`;
  useT();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('City')}
        <RequiredMark />
      </label>
      <select id={id} {...controlAria(id, error, true)} className={inputClass} {...register(name)}>
        <option value="">{t('Select your city')}</option>
        {CITIES.map((c) => (
          <option key={c} value={c}>
            {t(c)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

const ADDRESS = {
  billing: {
    address: 'address',
    city: 'city',
    postalCode: 'postalCode',
    addressLabel: 'Address',
    postalLabel: 'Postal Code',
    postalExample: '44000',
    autoComplete: '',
  },
  delivery: {
    address: 'deliveryAddress',
    city: 'deliveryCity',
    postalCode: 'deliveryPostalCode',
    addressLabel: 'Delivery Address',
    postalLabel: 'Delivery Postal Code',
    postalExample: '46000',
    autoComplete: 'shipping ',
  },
} as const;

/** Address, city and postal code, for the billing or the delivery address. */
export function AddressFields({
  kind,
  register,
  errorOf,
  className = '',
}: {
  kind: keyof typeof ADDRESS;
  register: Register;
  errorOf: (name: keyof CheckoutValues) => string | undefined;
  className?: string;
}) {
  const a = ADDRESS[kind];
  useT();
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className}`}>
      <Field
        name={a.address}
        label={t(a.addressLabel)}
        required
        register={register}
        error={errorOf(a.address)}
        placeholder={t('House, street, sector')}
        autoComplete={`${a.autoComplete}street-address`}
        className="sm:col-span-2"
      />
      <CitySelect name={a.city} register={register} error={errorOf(a.city)} />
      <Field
        name={a.postalCode}
        label={t(a.postalLabel)}
        required
        register={register}
        error={errorOf(a.postalCode)}
        placeholder={a.postalExample}
        autoComplete={`${a.autoComplete}postal-code`}
        inputMode="numeric"
        maxLength={10}
      />
    </div>
  );
}
