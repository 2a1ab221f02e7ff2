// The shared table of line prices (tests/pricing-cases.json): the server's unit test runs the
// same cases through quote_cart, so the cart's estimate and the server's price cannot drift.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { estimateLine } from './cart-pricing';
import type { CartItem, PurchaseType } from './cart-store';

type Case = {
  name: string;
  purchaseType: PurchaseType;
  unitPaisa: number;
  quantity: number;
  hasExchange: boolean;
  depositPaisa: number;
  hasBottleExchange: boolean;
  applySubscriptionDiscount: boolean;
  discountBp: number;
  lineTotalPaisa: number;
};

const table = JSON.parse(
  readFileSync(path.resolve(process.cwd(), '../tests/pricing-cases.json'), 'utf8'), // vitest runs in web/
) as { cases: Case[] };

function item(c: Case): CartItem {
  return {
    product: {
      id: c.purchaseType === 'subscription' ? 'subscription-plan' : 'p',
      name: c.name,
      image: '',
      size: '',
      pricePaisa: c.unitPaisa,
      hasExchange: c.hasExchange,
      depositPaisa: c.depositPaisa,
    },
    quantity: c.quantity,
    purchaseType: c.purchaseType,
    ...(c.purchaseType === 'subscription' ? { subscriptionPlan: 'plan' } : {}),
    hasBottleExchange: c.hasBottleExchange,
    applySubscriptionDiscount: c.applySubscriptionDiscount,
  };
}

describe('estimateLine runs the shared pricing table', () => {
  it('has cases', () => expect(table.cases.length).toBeGreaterThan(10));
  it.each(table.cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    expect(estimateLine(item(c), c.discountBp / 100)).toBe(c.lineTotalPaisa);
  });
});
