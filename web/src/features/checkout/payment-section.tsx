// Checkout section 4: the payment method. Cash on delivery, the mobile wallet (which opens
// its payment instructions) and online payment, which is not offered yet.
import { Banknote, CreditCard, Smartphone, type LucideIcon } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { Section } from './checkout-fields';
import type { CheckoutValues } from './checkout-schema';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

type Register = UseFormRegister<CheckoutValues>;
type Method = CheckoutValues['paymentMethod'];

const METHODS: { value: Method; Icon: LucideIcon; title: string; text: string }[] = [
  { value: 'cod', Icon: Banknote, title: 'Cash on Delivery', text: 'Pay when your water arrives.' },
  {
    value: 'wallet',
    Icon: Smartphone,
    title: 'Mobile Wallet',
    text: 'JazzCash or Easypaisa transfer before delivery.',
  },
];

function MethodOption({
  method,
  register,
  onWallet,
}: {
  method: (typeof METHODS)[number];
  register: Register;
  onWallet: () => void;
}) {
  const { value, Icon, title, text } = method;
  useT();
  const field = register('paymentMethod', {
    onChange: (e: { target: { value: string } }) => {
      if (e.target.value === 'wallet') onWallet();
    },
  });
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input type="radio" value={value} className="h-4 w-4" {...field} />
      <Icon size={20} className="text-brand-700" aria-hidden="true" />
      <span>
        <span className="block font-semibold text-ink">{t(title)}</span>
        <span className="block text-sm text-muted">{t(text)}</span>
      </span>
    </label>
  );
}

function OnlineComingSoon() {
  useT();
  return (
    <label className="flex cursor-not-allowed items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-600">
      <input type="radio" value="online" disabled className="h-4 w-4" />
      <CreditCard size={20} aria-hidden="true" />
      <span className="flex-1">
        <span className="block font-semibold">{t('Online Payment')}</span>
        <span className="block text-sm">{t('Cards and bank transfer')}</span>
      </span>
      <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
        {t('Coming Soon')}
      </span>
    </label>
  );
}

export function PaymentSection({
  register,
  method,
  onWallet,
}: {
  register: Register;
  method: Method;
  onWallet: () => void;
}) {
  useT();
  return (
    <Section n={4} title={t('Payment Method')}>
      <fieldset>
        <legend className="sr-only">{t('Payment method')}</legend>
        <div className="grid gap-3">
          {METHODS.map((m) => (
            <MethodOption key={m.value} method={m} register={register} onWallet={onWallet} />
          ))}
          <OnlineComingSoon />
        </div>
        {method === 'wallet' && (
          <button
            type="button"
            className="mt-3 text-sm font-semibold text-brand-700 hover:underline"
            onClick={() => onWallet()}
          >
            {t('Show payment instructions')}
          </button>
        )}
      </fieldset>
    </Section>
  );
}
