import { describe, expect, it } from 'vitest';
import { FILTERS, typeFromSearch } from './filters';

describe('product filters', () => {
  it('has the four filter buttons', () => {
    expect(FILTERS.map((f) => f.label)).toEqual([
      'All Products',
      'Water Bottles',
      'Dispensers',
      'Accessories',
    ]);
  });
  it('reads the type from the URL and ignores unknown values', () => {
    expect(typeFromSearch(new URLSearchParams('type=dispenser'))).toBe('dispenser');
    expect(typeFromSearch(new URLSearchParams('type=juice'))).toBeUndefined();
    expect(typeFromSearch(new URLSearchParams(''))).toBeUndefined();
  });
});
