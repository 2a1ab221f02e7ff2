import { beforeEach, describe, expect, it } from 'vitest';
import { lineKey, useCart } from '@/stores/cart-store';
import { planCartItem } from './plan-cart-item';

const family = {
  id: 'family',
  name: 'Family',
  pricePaisa: 294000,
  bottles: 12,
  frequency: 'Monthly' as const,
};

describe('plan as cart product', () => {
  beforeEach(() => useCart.setState({ items: [] }));

  it('maps a plan to its cart product', () => {
    expect(planCartItem(family)).toEqual({
      product: {
        id: 'subscription-family',
        name: 'Family Subscription',
        description: '12 bottles delivered Monthly',
        image: '/images/plans/subscription.svg',
        size: '12 bottles',
        pricePaisa: 294000,
        hasExchange: false,
        depositPaisa: 0,
      },
      quantity: 1,
      purchaseType: 'subscription',
      subscriptionPlan: 'family',
      hasBottleExchange: false,
    });
  });

  it("offers the plan's bottle: exchanged or with a deposit, two lines", () => {
    const withBottle = { ...family, productId: '1' };
    expect(planCartItem(withBottle).product.hasExchange).toBe(true);
    expect(planCartItem(withBottle).hasBottleExchange).toBe(false);
    expect(planCartItem(withBottle, true).hasBottleExchange).toBe(true);
    expect(planCartItem(family, true).hasBottleExchange).toBe(false); // no bottle to exchange
    useCart.getState().addItem(planCartItem(withBottle, true));
    useCart.getState().addItem(planCartItem(withBottle));
    const keys = useCart.getState().items.map((i) => lineKey(i));
    expect(keys).toEqual([
      'subscription-family|subscription|family|exchange',
      'subscription-family|subscription|family',
    ]);
  });

  it('adds one subscription line per plan, with the discount on', () => {
    useCart.getState().addItem(planCartItem(family));
    useCart.getState().addItem(planCartItem(family));
    const { items } = useCart.getState();
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
    expect(items[0]?.applySubscriptionDiscount).toBe(true);
    expect(lineKey(items[0]!)).toBe('subscription-family|subscription|family');
  });
});
