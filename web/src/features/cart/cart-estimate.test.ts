import { describe, expect, it } from 'vitest';
import type { Plan } from '@/lib/catalog';
import { BOTTLE_19L } from '@/testing/products';
import type { CartItem } from '@/stores/cart-store';
import { estimateCart, paysDeposit, planOf, planPaysDeposit } from './cart-estimate';

const oneTime = (hasBottleExchange: boolean): CartItem => ({
  product: BOTTLE_19L,
  quantity: 2,
  purchaseType: 'one-time',
  hasBottleExchange,
  applySubscriptionDiscount: true,
});
const sub = (plan: string): CartItem => ({
  ...oneTime(false),
  quantity: 1,
  purchaseType: 'subscription',
  subscriptionPlan: plan,
});
const plans = [{ id: 'family', discountPercent: 20 }] as Plan[];

describe('cart estimate', () => {
  it('finds a subscription line plan, and none for a one-time line', () => {
    expect(planOf(sub('family'), plans)?.id).toBe('family');
    expect(planOf(sub('gone'), plans)).toBeUndefined();
    expect(planOf(oneTime(false), plans)).toBeUndefined();
  });

  it('charges the deposit only on a one-time line without an exchange', () => {
    expect(paysDeposit(oneTime(false))).toBe(true);
    expect(paysDeposit(oneTime(true))).toBe(false);
    expect(paysDeposit(sub('family'))).toBe(false);
  });

  it('names the deposit a plan line pays without an exchange; an old or exchanging line pays none', () => {
    const plan = (hasExchange: boolean, hasBottleExchange: boolean): CartItem => ({
      ...sub('family'),
      product: { ...BOTTLE_19L, hasExchange },
      hasBottleExchange,
    });
    expect(planPaysDeposit(plan(true, false))).toBe(true);
    expect(planPaysDeposit(plan(true, true))).toBe(false);
    expect(planPaysDeposit(plan(false, false))).toBe(false);
    expect(planPaysDeposit(oneTime(false))).toBe(false);
  });

  it("adds the lines, each subscription at its plan's discount or 15% when unknown", () => {
    // 2 x (250 + 1000 deposit) + 250 - 20% + 250 - 15%, in paisa.
    expect(estimateCart([oneTime(false), sub('family'), sub('gone')], plans)).toBe(
      250000 + 20000 + 21250,
    );
  });
});
