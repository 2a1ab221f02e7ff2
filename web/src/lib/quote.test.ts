import { describe, expect, it } from 'vitest';
import type { CartItem } from '@/stores/cart-store';
import { CART_BOTTLE as product } from '@/testing/products';
import { lineFor, quoteDate, type Quote, type QuoteLine } from './quote';

const item = (hasBottleExchange: boolean): CartItem => ({
  product,
  quantity: 1,
  purchaseType: 'one-time',
  hasBottleExchange,
  applySubscriptionDiscount: true,
});
const priced = (index: number, hasBottleExchange: boolean): QuoteLine =>
  ({
    index,
    productId: '1',
    purchaseType: 'one-time',
    subscriptionPlan: '',
    quantity: 1,
    hasBottleExchange,
    depositUnitPaisa: hasBottleExchange ? 0 : 100000,
    depositPaisa: hasBottleExchange ? 0 : 100000,
    lineTotalPaisa: hasBottleExchange ? 25000 : 125000,
  }) as QuoteLine;
const quote = (...lines: QuoteLine[]) => ({ lines }) as Quote;

describe('lineFor', () => {
  it('finds each of two lines of one product by position', () => {
    const q = quote(priced(0, false), priced(1, true));
    expect(lineFor(q, item(false), 0)?.lineTotalPaisa).toBe(125000);
    expect(lineFor(q, item(true), 1)?.lineTotalPaisa).toBe(25000);
  });

  it('lends no figures from an older quote to another line', () => {
    // The first line was removed; until the new quote arrives the old one is still shown.
    const stale = quote(priced(0, false), priced(1, true));
    expect(lineFor(stale, item(true), 0)).toBeUndefined();
  });

  it('accepts an exchange the server dropped because the product takes no empties back', () => {
    const noExchange = { ...priced(0, false), depositUnitPaisa: 0, depositPaisa: 0 };
    expect(lineFor(quote(noExchange), item(true), 0)).toBe(noExchange);
    expect(lineFor(quote(priced(3, false)), item(false), 0)).toBeUndefined();
  });
});

describe('quoteDate', () => {
  it('sends a whole date and nothing for a partial or empty one', () => {
    expect(quoteDate('2026-12-01')).toBe('2026-12-01');
    expect(quoteDate('2026-12')).toBe('');
    expect(quoteDate('')).toBe('');
    expect(quoteDate(undefined)).toBe('');
  });
});
