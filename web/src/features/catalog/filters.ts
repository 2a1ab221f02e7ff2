import type { ProductType } from '@/lib/catalog';
import '@/components/shop/locales';

export const FILTERS: { label: string; type?: ProductType }[] = [
  { label: 'All Products' },
  { label: 'Water Bottles', type: 'bottle' },
  { label: 'Dispensers', type: 'dispenser' },
  { label: 'Accessories', type: 'accessory' },
];

/** The type filter from the URL (?type=…); anything unknown means all products. */
export function typeFromSearch(search: URLSearchParams): ProductType | undefined {
  const t = search.get('type');
  return t === 'bottle' || t === 'dispenser' || t === 'accessory' ? t : undefined;
}
