// The server's price for the cart (POST /api/quote). The cart page and checkout show these
// amounts, never their own sums: the server decides every price
// (docs/decisions/0005-server-decides-prices.md).
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';
import { CATALOG_CHANGED } from '@/lib/live-catalog';
import type { CartItem } from '@/stores/cart-store';

export type QuotePlan = Schemas['QuotePlan'];
export type QuoteLine = Schemas['QuoteLine'];
export type Quote = Schemas['Quote'];
export type QuoteRequest = Schemas['QuoteRequest'];

/** A cart line as the app sends it: the server's LineInput, every choice spelled out. */
export type OrderLineInput = Schemas['LineInput'] &
  Required<
    Pick<
      Schemas['LineInput'],
      'quantity' | 'purchaseType' | 'hasBottleExchange' | 'applySubscriptionDiscount'
    >
  >;

/** What the server needs to price a line: choices only, never a price. */
export function toLineInputs(items: CartItem[]): OrderLineInput[] {
  return items.map((i) => ({
    productId: i.product.id,
    quantity: i.quantity,
    purchaseType: i.purchaseType,
    ...(i.subscriptionPlan ? { subscriptionPlan: i.subscriptionPlan } : {}),
    hasBottleExchange: i.hasBottleExchange,
    applySubscriptionDiscount: i.applySubscriptionDiscount,
  }));
}

/**
 * The date sent with a quote: a plan's deposit covers its first delivery, which depends on the
 * month the deliveries start in. Only a whole date is sent (the form may hold a partial one).
 */
export function quoteDate(date: string | undefined): string {
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
}

export function fetchQuote(items: CartItem[], couponCode = '', postalCode = '', date = '') {
  const body: QuoteRequest = {
    items: toLineInputs(items),
    couponCode,
    postalCode,
    ...(quoteDate(date) ? { deliveryDate: quoteDate(date) } : {}),
  };
  return api<Quote>('/api/quote', { method: 'POST', body });
}

/** The live quote for the cart; keeps showing the last figures while a change is priced. */
export function useQuote(items: CartItem[], couponCode = '', postalCode = '', date = '') {
  const client = useQueryClient();
  useEffect(() => {
    // A price an admin changes while the cart is open is priced again at once.
    const refresh = () => void client.invalidateQueries({ queryKey: ['quote'] });
    window.addEventListener(CATALOG_CHANGED, refresh);
    return () => window.removeEventListener(CATALOG_CHANGED, refresh);
  }, [client]);
  return useQuery({
    queryKey: ['quote', toLineInputs(items), couponCode, postalCode, quoteDate(date)],
    queryFn: () => fetchQuote(items, couponCode, postalCode, date),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/**
 * The quote line for the cart line at `index`. The cart may hold the same product twice (with
 * and without an exchange), so lines are matched by position, and a quote still showing for
 * an earlier cart (while the new one is priced) does not lend its figures to another line.
 */
export function lineFor(
  quote: Quote | undefined,
  item: CartItem,
  index: number,
): QuoteLine | undefined {
  const l = quote?.lines.find((q) => q.index === index);
  if (
    !l ||
    l.productId !== item.product.id ||
    l.purchaseType !== item.purchaseType ||
    (l.subscriptionPlan || '') !== (item.subscriptionPlan ?? '')
  ) {
    return undefined;
  }
  // The server keeps an exchange only where the product takes empties back (then no deposit).
  const sameExchange =
    l.hasBottleExchange === item.hasBottleExchange ||
    (item.hasBottleExchange && l.depositUnitPaisa === 0);
  return sameExchange ? l : undefined;
}
