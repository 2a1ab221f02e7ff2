import { describe, expect, it } from 'vitest';
import { orderFilterFromSearch, orderFilterToSearch, pageRange } from './order-filter';

describe('order filter in the URL', () => {
  it('reads search, status and page', () => {
    expect(
      orderFilterFromSearch(new URLSearchParams('q=ali&status=delivered&page=3&cursor=abc')),
    ).toEqual({
      q: 'ali',
      status: 'delivered',
      page: 3,
      cursor: 'abc',
    });
  });

  it('ignores unknown statuses and bad pages', () => {
    expect(orderFilterFromSearch(new URLSearchParams('status=lost&page=-2'))).toEqual({
      q: '',
      status: '',
      page: 1,
      cursor: '',
    });
  });

  it('writes only what is set', () => {
    expect(orderFilterToSearch({ q: ' ORD-1 ', status: '', page: 1, cursor: '' }).toString()).toBe(
      'q=ORD-1',
    );
    expect(
      orderFilterToSearch({ q: '', status: 'pending', page: 2, cursor: 'b3A' }).toString(),
    ).toBe('status=pending&page=2&cursor=b3A');
  });
});

describe('pageRange', () => {
  it('counts pages and the rows shown', () => {
    expect(pageRange(1, 10, 23)).toEqual({ pages: 3, from: 1, to: 10 });
    expect(pageRange(3, 10, 23)).toEqual({ pages: 3, from: 21, to: 23 });
    expect(pageRange(1, 10, 0)).toEqual({ pages: 1, from: 0, to: 0 });
  });
});
