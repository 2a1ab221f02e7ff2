// The badges, plan line and quantity a cart line shows, in the drawer and on the cart page alike.
import { QuantityStepper } from '@/components/quantity-stepper';
import type { Plan } from '@/lib/catalog';
import { lineKey, useCart, type CartItem } from '@/stores/cart-store';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

const badge = 'rounded px-2 py-0.5 text-xs font-semibold';

/** 'Subscription', 'Exchange' and, where given, '{n}% off applied'. */
export function LineBadges({ item, offPercent }: { item: CartItem; offPercent?: number }) {
  const isSub = item.purchaseType === 'subscription';
  useT();
  return (
    <>
      {isSub && <span className={`${badge} bg-brand-100 text-brand-800`}>{t('Subscription')}</span>}
      {item.hasBottleExchange && (
        <span className={`${badge} bg-emerald-100 text-emerald-800`}>{t('Exchange')}</span>
      )}
      {isSub && offPercent !== undefined && item.applySubscriptionDiscount && (
        <span className={`${badge} bg-amber-100 text-amber-900`}>
          {t('{percent}% off applied', { percent: offPercent })}
        </span>
      )}
    </>
  );
}

/** A subscription line's plan, savings and 'Auto delivery', or 'Plan: {id}' if unknown. */
export function planLine(item: CartItem, plan: Plan | undefined): string {
  return plan
    ? t('{plan} plan · {savings} · Auto delivery', { plan: plan.name, savings: plan.savings })
    : t('Plan: {id}', { id: item.subscriptionPlan });
}

/** The line's quantity, changed in the cart as it is stepped. */
export function LineStepper({ item }: { item: CartItem }) {
  const updateQuantity = useCart((s) => s.updateQuantity);
  return (
    <QuantityStepper
      size="sm"
      label={t('Quantity of {name}', { name: ltr(item.product.name) })}
      value={item.quantity}
      onChange={(q) => updateQuantity(lineKey(item), q)}
    />
  );
}
