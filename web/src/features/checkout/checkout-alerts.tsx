// What the checkout page tells the shopper: cart lines that need attention, the form's alert,
// and the page shown for an empty cart.
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { Page, PageTitle } from '@/components/page';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

/** The quote refused some cart lines: they are fixed on the cart page. */
export function ItemErrorsAlert() {
  useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
      <p className="font-semibold text-red-800">{t('Some items in your cart need attention.')}</p>
      <Link to="/cart" className="text-red-800 underline">
        {t('Review your cart')}
      </Link>
    </div>
  );
}

/** The form's alert; it takes the focus whenever its message changes, so it is heard. */
export function FormAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useT();
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
      {t(message)}
    </div>
  );
}

export function EmptyCheckout() {
  useT();
  return (
    <Page>
      <PageTitle>{t('Checkout')}</PageTitle>
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <p className="text-xl font-semibold text-ink">{t('Your cart is empty')}</p>
        <p className="mt-2 text-muted">{t('Add some items to your cart before checking out.')}</p>
        <Link to="/products" className={buttonClass('primary', 'lg', 'mt-6')}>
          {t('Shop Now')}
        </Link>
      </div>
    </Page>
  );
}
