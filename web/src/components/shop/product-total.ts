// docs/product.md#checkout-and-pricing: a one-time line costs price × quantity, plus the refundable
// deposit × quantity when the product has bottle exchange, a deposit is set and the shopper has no
// empty bottle to swap. Display only: the server prices every quote and order.
import { hasDeposit, type Product } from '@/lib/catalog';

type Priced = Pick<Product, 'pricePaisa' | 'hasExchange' | 'depositPaisa'>;

/** Whether the product dialog offers the 'I have an empty bottle' checkbox. */
export function offersExchange(p: Priced): boolean {
  return hasDeposit(p);
}

/** The product dialog's total in paisa for `quantity` (at least 1). */
export function productTotal(p: Priced, quantity: number, exchanging: boolean): number {
  const q = Math.max(1, Math.floor(quantity));
  const deposit = hasDeposit(p) && !exchanging ? p.depositPaisa * q : 0;
  return p.pricePaisa * q + deposit;
}
