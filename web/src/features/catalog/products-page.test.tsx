import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/testing/render';
import { CATALOGUE } from '@/testing/products';
import { ProductsPage } from './products-page';

/** The server's filter: GET /api/products?type=… */
function serveCatalogue() {
  return stubFetch((url) => {
    const type = url.searchParams.get('type');
    const items = CATALOGUE.filter((p) => !type || p.type === type);
    return { items, total: items.length, limit: 50, offset: 0 };
  });
}

function filterButton(name: string) {
  const group = screen.getByRole('group', { name: 'Filter by category' });
  return within(group).getByRole('button', { name });
}

describe('ProductsPage', () => {
  let fetchMock: ReturnType<typeof serveCatalogue>;
  beforeEach(() => {
    fetchMock = serveCatalogue();
  });

  it('lists every product under All Products, titled Products', async () => {
    renderWithApp(<ProductsPage />, { url: '/products' });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(3);
    expect(document.title).toBe('Products');
    expect(filterButton('All Products')).toHaveAttribute('aria-pressed', 'true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products');
  });

  it('a filter button puts the type in the URL and asks the server for it', async () => {
    renderWithApp(<ProductsPage />, { url: '/products' });
    await screen.findAllByTestId('product-card');
    await userEvent.click(filterButton('Dispensers'));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?type=dispenser');
    expect(filterButton('Dispensers')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All Products')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Non- Electronic Table Top Dispenser')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(1);
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain('/api/products?type=dispenser');
    await userEvent.click(filterButton('All Products'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
  });

  it('starts from the type in the URL', async () => {
    renderWithApp(<ProductsPage />, { url: '/products?type=bottle' });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    expect(filterButton('Water Bottles')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when a category is empty', async () => {
    renderWithApp(<ProductsPage />, { url: '/products?type=accessory' });
    expect(await screen.findByText('No products found in this category.')).toBeInTheDocument();
  });
});
