import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/testing/render';
import { ProductSection } from './product-section';

afterEach(() => vi.unstubAllGlobals());

const product = (id: string) => ({
  id,
  name: `Product ${id}`,
  description: '',
  pricePaisa: 10000,
  depositPaisa: 0,
  image: '/images/products/1.svg',
  size: '1 Litre',
  type: 'accessory',
  featured: false,
  hasExchange: false,
  isActive: true,
  nameUr: '',
});

describe('the admin products list', () => {
  it('counts the products and loads the next page by the cursor, the search kept', async () => {
    const fetch = stubFetch((url) => {
      const next = url.searchParams.get('cursor') === '1000.5.p2';
      const page = { total: 3, totalCapped: false, limit: 20 };
      return next
        ? { ...page, items: [product('p3')], nextCursor: null }
        : { ...page, items: [product('p1'), product('p2')], nextCursor: '1000.5.p2' };
    });
    const user = userEvent.setup();
    const noop = () => {};
    renderWithApp(<ProductSection canEdit canDelete onEdit={noop} onDelete={noop} />);
    expect(await screen.findByText('2 of 3 products')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'pro');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Matching products')).toBeInTheDocument();
    // The searched list may still be loading when its heading shows.
    await user.click(await screen.findByRole('button', { name: 'Show more products' }));
    expect(await screen.findAllByText('Product p3')).not.toHaveLength(0);
    expect(screen.getByText('3 of 3 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/admin/products?q=pro&limit=20&cursor=1000.5.p2');
  });
});
