import { describe, expect, it } from 'vitest';
import { formatPKR } from '@/lib/money';
import { offersExchange, productTotal } from './product-total';

const bottle = { pricePaisa: 25000, hasExchange: true, depositPaisa: 100000 };
const pack = { pricePaisa: 36000, hasExchange: false, depositPaisa: 0 };

describe('product dialog total', () => {
  it('adds the deposit per bottle when the shopper has no bottle to exchange', () => {
    expect(productTotal(bottle, 1, false)).toBe(125000);
    expect(productTotal(bottle, 2, false)).toBe(250000);
    expect(formatPKR(productTotal(bottle, 2, false))).toBe('PKR 2,500.00');
  });

  it('charges only the refill when a bottle is exchanged', () => {
    expect(productTotal(bottle, 3, true)).toBe(75000);
  });

  it('never adds a deposit to a product without exchange or without a deposit', () => {
    expect(productTotal(pack, 4, false)).toBe(144000);
    expect(productTotal({ ...bottle, depositPaisa: 0 }, 2, false)).toBe(50000);
    expect(productTotal({ ...bottle, hasExchange: false }, 2, false)).toBe(50000);
  });

  it('treats a quantity below 1 as 1', () => {
    expect(productTotal(pack, 0, false)).toBe(36000);
    expect(productTotal(pack, -3, false)).toBe(36000);
  });

  it('offers the exchange checkbox only with exchange and a deposit', () => {
    expect(offersExchange(bottle)).toBe(true);
    expect(offersExchange(pack)).toBe(false);
    expect(offersExchange({ ...bottle, depositPaisa: 0 })).toBe(false);
  });
});
