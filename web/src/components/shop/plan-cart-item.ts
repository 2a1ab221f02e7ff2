// A plan as a cart product (docs/product.md#catalogue): a plan added to the cart becomes a product
// of its own, bought once a month as a subscription line. Its bottles are the plan's returnable
// product: the subscriber exchanges empties or pays a deposit, which the server prices.
import { PLAN_IMAGE, PLAN_PRODUCT_PREFIX, type Plan } from '@/lib/catalog';
import type { CartItem } from '@/stores/cart-store';

type NewLine = Omit<CartItem, 'applySubscriptionDiscount'>;

export function planCartItem(
  plan: Pick<Plan, 'id' | 'name' | 'pricePaisa' | 'bottles' | 'frequency'> &
    Partial<Pick<Plan, 'productId'>>,
  exchange = false,
): NewLine {
  const returnable = Boolean(plan.productId);
  return {
    product: {
      id: `${PLAN_PRODUCT_PREFIX}${plan.id}`,
      name: `${plan.name} Subscription`,
      description: `${plan.bottles} bottles delivered ${plan.frequency}`,
      image: PLAN_IMAGE,
      size: `${plan.bottles} bottles`,
      pricePaisa: plan.pricePaisa,
      hasExchange: returnable,
      depositPaisa: 0, // the server's quote says how much (one delivery's bottles)
    },
    quantity: 1,
    purchaseType: 'subscription',
    subscriptionPlan: plan.id,
    hasBottleExchange: returnable && exchange,
  };
}
