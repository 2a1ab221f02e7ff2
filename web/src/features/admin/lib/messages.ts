// The dashboard's confirmations and notices, word for word (docs/product.md#messages).
export const CONFIRM_DELETE_PRODUCT = 'Are you sure you want to delete this product?';
export const CONFIRM_DELETE_PLAN = 'Delete this plan?';
export const CONFIRM_RESET_PLANS =
  'Reset subscription plans to defaults? This will remove all custom plans.';
export const CONFIRM_RESET_PRODUCTS =
  'Are you sure you want to reset all products to default? This will remove all your custom changes.';
export const PRODUCTS_RESET = 'Products have been reset to default values.';
export const PLANS_RESET = 'Subscription plans have been reset to default values.';

export type Message = { tone: 'success' | 'error'; text: string };
