// The drawer's display estimates (the server's quote is the truth): which plan a line is on,
// and the cart's total by the pricing rules (15% off a subscription whose plan is unknown).
import type { Plan } from '@/lib/catalog';
import { estimateLine } from '@/stores/cart-pricing';
import type { CartItem } from '@/stores/cart-store';

/** The plan a subscription line is on, if the catalogue has it. Pure. */
export function planOf(item: CartItem, plans: Plan[]): Plan | undefined {
  return item.subscriptionPlan ? plans.find((p) => p.id === item.subscriptionPlan) : undefined;
}

/** One line's estimate with its plan's discount. Pure. */
export function estimateWithPlan(item: CartItem, plans: Plan[]): number {
  return estimateLine(item, planOf(item, plans)?.discountPercent ?? 15);
}

/** The whole cart's estimate. Pure. */
export function estimateCart(items: CartItem[], plans: Plan[]): number {
  return items.reduce((sum, i) => sum + estimateWithPlan(i, plans), 0);
}

/** A one-time line pays a deposit when its bottle is not swapped for an empty. Pure. */
export function paysDeposit(item: CartItem): boolean {
  return (
    item.purchaseType !== 'subscription' &&
    item.product.hasExchange &&
    !item.hasBottleExchange &&
    item.product.depositPaisa > 0
  );
}

/**
 * A plan line pays a refundable deposit for its first delivery's bottles when the plan's
 * bottle is returnable and no empties are handed back; the amount comes with the quote (it
 * depends on the delivery date), so the drawer names it without a price. Pure.
 */
export function planPaysDeposit(item: CartItem): boolean {
  return (
    item.purchaseType === 'subscription' && item.product.hasExchange && !item.hasBottleExchange
  );
}
