// Products and plans from the server (the in-memory catalogue), shared by every feature.
import { api } from './api';
import { useResource } from './resource';

export type ProductType = 'bottle' | 'dispenser' | 'accessory';

export type Product = {
  id: string;
  name: string;
  description: string;
  pricePaisa: number;
  image: string;
  size: string;
  type: ProductType;
  featured: boolean;
  hasExchange: boolean;
  depositPaisa: number;
  isActive: boolean;
};

export type Plan = {
  id: string;
  name: string;
  pricePaisa: number;
  bottles: number;
  frequency: 'Monthly' | 'Weekly' | 'Bi-Weekly';
  popular: boolean;
  savings: string;
  discountPercent: number;
  features: string[];
};

/** SPEC.md 'Plan as cart product': a plan in the cart is product 'subscription-{planId}'. */
export const PLAN_PRODUCT_PREFIX = 'subscription-';
/** The picture of every plan line (a plan is a delivery schedule, not one bottle). */
export const PLAN_IMAGE = '/images/plans/subscription.svg';

type Page<T> = { items: T[]; total: number };

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
  return useResource(`products ${path}`, () => api<Page<Product>>(path));
}

export function useProduct(id: string) {
  const path = `/api/products/${encodeURIComponent(id)}`;
  return useResource(`products ${path}`, () => api<Product>(path), { retry: false });
}

export function usePlans() {
  return useResource('plans', () => api<Page<Plan>>('/api/plans'));
}

/** SPEC.md: the refundable deposit applies when the product has exchange and a deposit set. */
export function hasDeposit(p: Pick<Product, 'hasExchange' | 'depositPaisa'>): boolean {
  return p.hasExchange && p.depositPaisa > 0;
}
