// A plan as a cart product (docs/product.md#catalogue): a plan added to the cart becomes a product
// of its own, bought once a month as a subscription line.
import { PLAN_IMAGE, PLAN_PRODUCT_PREFIX, type Plan } from '@/lib/catalog';
import type { CartItem } from '@/stores/cart-store';

type NewLine = Omit<CartItem, 'applySubscriptionDiscount'>;

export function planCartItem(
  plan: Pick<Plan, 'id' | 'name' | 'pricePaisa' | 'bottles' | 'frequency'>,
): NewLine {
  return {
    product: {
      id: `${PLAN_PRODUCT_PREFIX}${plan.id}`,
      name: `${plan.name} Subscription`,
      description: `${plan.bottles} bottles delivered ${plan.frequency}`,
      image: PLAN_IMAGE,
      size: `${plan.bottles} bottles`,
      pricePaisa: plan.pricePaisa,
      hasExchange: false,
      depositPaisa: 0,
    },
    quantity: 1,
    purchaseType: 'subscription',
    subscriptionPlan: plan.id,
    hasBottleExchange: false,
  };
}
