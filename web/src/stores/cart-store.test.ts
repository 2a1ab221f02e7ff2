import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/cookies';
import { CART_COOKIE, cartCount, fromCookie, lineKey, useCart, type CartItem } from './cart-store';
import { estimateLine } from './cart-pricing';
import { useCookiePreferences } from './cookie-preferences';
import { CART_BOTTLE as bottle } from '@/testing/products';

function line(extra: Partial<CartItem> = {}): CartItem {
  return {
    product: bottle,
    quantity: 1,
    purchaseType: 'one-time',
    hasBottleExchange: false,
    applySubscriptionDiscount: true,
    ...extra,
  };
}

describe('cart store', () => {
  beforeEach(() => useCart.setState({ items: [], orderNote: '', couponCode: '' }));

  it('merges a line with the same product, purchase type and plan', () => {
    useCart.getState().addItem(line());
    useCart.getState().addItem(line({ quantity: 2 }));
    useCart.getState().addItem(line({ purchaseType: 'subscription', subscriptionPlan: 'family' }));
    const { items } = useCart.getState();
    expect(items).toHaveLength(2);
    expect(items[0]?.quantity).toBe(3);
    expect(cartCount(items)).toBe(4);
  });

  it('keeps a bottle with an exchange and one with a deposit as two lines', () => {
    useCart.getState().addItem(line());
    useCart.getState().addItem(line({ hasBottleExchange: true }));
    useCart.getState().addItem(line({ hasBottleExchange: true, quantity: 2 }));
    const { items } = useCart.getState();
    expect(items.map((i) => [i.hasBottleExchange, i.quantity])).toEqual([
      [false, 1],
      [true, 3],
    ]);
    // One deposit for the bottle without an empty, none for the three exchanged ones.
    expect(items.reduce((s, i) => s + estimateLine(i), 0)).toBe(125000 + 75000);
    useCart.getState().updateQuantity(lineKey(items[1]!), 1);
    useCart.getState().removeItem(lineKey(items[0]!));
    expect(useCart.getState().items.map((i) => [i.hasBottleExchange, i.quantity])).toEqual([
      [true, 1],
    ]);
  });

  it('in the other order too: the exchanged bottle never gets the deposit line', () => {
    useCart.getState().addItem(line({ hasBottleExchange: true }));
    useCart.getState().addItem(line());
    const { items } = useCart.getState();
    expect(items.map((i) => i.hasBottleExchange)).toEqual([true, false]);
    expect(items.map((i) => estimateLine(i))).toEqual([25000, 125000]);
  });

  it('loads a cookie written by the old cart and then keeps the exchange apart', () => {
    // Written by the cart before the exchange choice was part of a line's identity (same
    // 12-field rows, merged on product+type+plan).
    const old =
      '[["1","19 Liter Bottle (Without Stand)","/images/products/1.svg","19 Liters",25000,1,100000,2,0,"",1,1],' +
      '["subscription-family","Family Subscription","/images/products/1.svg","12 bottles",294000,0,0,1,1,"family",0,1]]';
    const restored = fromCookie(old);
    expect(restored).toHaveLength(2);
    expect(restored[0]).toMatchObject({ quantity: 2, hasBottleExchange: true });
    expect(restored[1]).toMatchObject({ purchaseType: 'subscription', subscriptionPlan: 'family' });
    // A plan line from before plans took a deposit exchanges its empties, as it was bought.
    expect(restored[1]).toMatchObject({ hasBottleExchange: true, product: { hasExchange: true } });
    // Plan lines get the plan picture, not the 19 L bottle an older cart stored for them.
    expect(restored[1]?.product.image).toBe('/images/plans/subscription.svg');
    useCart.setState({ items: restored });
    useCart.getState().addItem(line());
    expect(useCart.getState().items.map((i) => lineKey(i))).toEqual([
      '1|one-time||exchange',
      'subscription-family|subscription|family|exchange',
      '1|one-time|',
    ]);
  });

  it('keeps a plan line saved with its exchange choice as chosen', () => {
    const row = (exchange: 0 | 1) =>
      `["subscription-basic","Basic Subscription","/p.svg","8 bottles",160000,1,0,1,1,"basic",${exchange},1]`;
    // A deposit chosen on a returnable plan stays a deposit; an exchange stays an exchange.
    expect(fromCookie(`[${row(0)}]`)[0]?.hasBottleExchange).toBe(false);
    expect(fromCookie(`[${row(1)}]`)[0]?.hasBottleExchange).toBe(true);
    // Saved again, the old line is written as the exchange it now reads as (stable).
    const old = fromCookie(
      '[["subscription-basic","Basic Subscription","/p.svg","8 bottles",160000,0,0,1,1,"basic",0,1]]',
    );
    useCart.setState({ items: old });
    useCart.getState().addItem({ ...old[0]!, quantity: 1 });
    expect(useCart.getState().items).toHaveLength(1);
    expect(useCart.getState().items[0]?.quantity).toBe(2);
  });

  it('merges rows of one line in a hand-edited cookie', () => {
    const row = '["1","B","/b.svg","19 Liters",25000,1,100000,2,0,"",0,1]';
    const restored = fromCookie(`[${row},${row}]`);
    expect(restored).toHaveLength(1);
    expect(restored[0]?.quantity).toBe(4);
  });

  it('removes a line when its quantity drops to zero or below', () => {
    useCart.getState().addItem(line());
    useCart.getState().updateQuantity(lineKey(line()), 0);
    expect(useCart.getState().items).toHaveLength(0);
  });

  it('keeps the cart in its cookie only after consent', () => {
    useCart.getState().addItem(line());
    expect(readCookie(CART_COOKIE)).toBeNull();
    useCookiePreferences.getState().save({ analytics: false, marketing: false });
    useCart.getState().addItem(line());
    const restored = fromCookie(readCookie(CART_COOKIE));
    expect(restored).toHaveLength(1);
    expect(restored[0]?.quantity).toBe(2);
    expect(restored[0]?.product.name).toBe(bottle.name);
  });

  it('keeps the order note and coupon across a reload of the tab, only after consent', async () => {
    useCart.getState().setOrderNote('Ring twice');
    expect(sessionStorage.getItem('cart-extras')).toBeNull();
    useCookiePreferences.getState().save({ analytics: false, marketing: false });
    useCart.getState().setOrderNote('Gate 2, blue door');
    useCart.getState().setCouponCode('SAVE10');
    vi.resetModules();
    const reloaded = await import('./cart-store');
    expect(reloaded.useCart.getState().orderNote).toBe('Gate 2, blue door');
    expect(reloaded.useCart.getState().couponCode).toBe('SAVE10');
    useCart.getState().clearCart();
    expect(sessionStorage.getItem('cart-extras')).toBeNull();
  });

  it('estimates lines with the pricing rules', () => {
    expect(estimateLine(line())).toBe(125000);
    expect(estimateLine(line({ hasBottleExchange: true }))).toBe(25000);
    const plan = line({
      product: {
        ...bottle,
        id: 'subscription-family',
        pricePaisa: 294000,
        hasExchange: false,
        depositPaisa: 0,
      },
      purchaseType: 'subscription',
      subscriptionPlan: 'family',
    });
    expect(estimateLine(plan, 15)).toBe(249900);
  });

  it("keeps the cart in the cookie only, never in local storage ('aqua-cart-storage')", () => {
    useCookiePreferences.getState().save({ analytics: false, marketing: false });
    useCart.getState().addItem(line());
    expect(readCookie(CART_COOKIE)).not.toBeNull();
    expect(localStorage.getItem('aqua-cart-storage')).toBeNull();
  });

  it('ignores a damaged cookie', () => {
    expect(fromCookie('not json')).toEqual([]);
    expect(fromCookie('[["1"]]')).toEqual([]);
  });
});
