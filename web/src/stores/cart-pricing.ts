// The cart's display prices (docs/product.md#cart): apart from the store, so the home page,
// which shows the cart's count only, does not load them (its JavaScript budget,
// docs/performance.md).
import type { CartItem } from './cart-store';

/** Basis points of an amount, rounded half up: the server's percent_of (pricing.cpp). */
export function percentOf(amountPaisa: number, bp: number): number {
  return Math.floor((amountPaisa * bp + 5000) / 10000);
}

/**
 * Display estimate only (the server's quote is the truth): the shop's pricing rules, the
 * server's arithmetic. tests/pricing-cases.json holds the cases both implementations run.
 */
export function estimateLine(i: CartItem, discountPercent = 15): number {
  if (i.purchaseType === 'subscription') {
    const gross = i.product.pricePaisa * i.quantity;
    const bp = i.applySubscriptionDiscount ? Math.round(discountPercent * 100) : 0;
    return gross - percentOf(gross, bp);
  }
  const deposit =
    i.product.hasExchange && !i.hasBottleExchange && i.product.depositPaisa > 0
      ? i.product.depositPaisa * i.quantity
      : 0;
  return i.product.pricePaisa * i.quantity + deposit;
}
