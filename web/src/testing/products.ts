// The seeded catalogue as the server sends it (docs/api.md), for component tests.
import type { Product } from '@/lib/catalog';

function product(p: Partial<Product> & Pick<Product, 'id' | 'name'>): Product {
  return {
    description: 'Purified drinking water.',
    pricePaisa: 36000,
    image: `/images/products/${p.id}.svg`,
    size: '1.5 Liters',
    type: 'bottle',
    featured: false,
    hasExchange: false,
    depositPaisa: 0,
    isActive: true,
    createdAt: '2026-11-23T04:00:00Z',
    updatedAt: '2026-11-23T04:00:00Z',
    ...p,
  };
}

export const BOTTLE_19L = product({
  id: '1',
  name: '19 Liter Bottle (Without Stand)',
  pricePaisa: 25000,
  size: '19 Liters',
  featured: true,
  hasExchange: true,
  depositPaisa: 100000,
});
export const SIX_PACK = product({ id: '2', name: '1.5 Litre Bottle (6 BOTTLES)' });
export const DISPENSER = product({
  id: '4',
  name: 'Non- Electronic Table Top Dispenser',
  pricePaisa: 150000,
  size: 'Table top',
  type: 'dispenser',
});
export const CATALOGUE = [BOTTLE_19L, SIX_PACK, DISPENSER];

/** The 19 l bottle as a cart line keeps it (the fields the cart cookie holds). */
export const CART_BOTTLE = {
  id: '1',
  name: '19 Liter Bottle (Without Stand)',
  image: '/images/products/1.svg',
  size: '19 Liters',
  pricePaisa: 25000,
  hasExchange: true,
  depositPaisa: 100000,
};
