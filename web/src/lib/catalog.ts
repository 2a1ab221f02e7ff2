// Products and plans from the server (the in-memory catalogue), shared by every feature.
import { api } from './api';
import type { Schemas } from './api-types';
import { useResource } from './resource';
import '@/components/locales';

export type ProductType = Schemas['ProductType'];
export type Product = Schemas['Product'];
export type Plan = Schemas['Plan'];

/** A plan in the cart is product 'subscription-{planId}'. */
export const PLAN_PRODUCT_PREFIX = 'subscription-';
/** The picture of every plan line (a plan is a delivery schedule, not one bottle). */
export const PLAN_IMAGE = '/images/plans/subscription.svg';

export const TYPE_LABELS: Record<ProductType, string> = {
  bottle: 'Water Bottle',
  dispenser: 'Dispenser',
  accessory: 'Accessory',
};

export function productsPath(filter: { type?: ProductType; featured?: boolean } = {}) {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.featured !== undefined) params.set('featured', String(filter.featured));
  const qs = params.toString();
  return `/api/products${qs ? `?${qs}` : ''}`;
}

export function useProducts(filter: { type?: ProductType; featured?: boolean } = {}) {
  const path = productsPath(filter);
  return useResource(`products ${path}`, () => api<Schemas['ProductPage']>(path));
}

export function useProduct(id: string) {
  const path = `/api/products/${encodeURIComponent(id)}`;
  return useResource(`products ${path}`, () => api<Product>(path), { retry: false });
}

export function usePlans() {
  return useResource('plans', () => api<Schemas['PlanList']>('/api/plans'));
}

/** The refundable deposit applies when the product has exchange and a deposit set. */
export function hasDeposit(p: Pick<Product, 'hasExchange' | 'depositPaisa'>): boolean {
  return p.hasExchange && p.depositPaisa > 0;
}
