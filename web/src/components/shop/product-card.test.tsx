import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { BOTTLE_19L, DISPENSER } from '@/testing/products';
import type { Product } from '@/lib/catalog';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('shows name, size, description, price and the refundable deposit', () => {
    renderWithApp(<ProductCard product={BOTTLE_19L} onAdd={() => {}} />);
    expect(screen.getByRole('heading', { name: BOTTLE_19L.name })).toBeInTheDocument();
    expect(screen.getByText('19 Liters')).toBeInTheDocument();
    expect(screen.getByText('PKR 250.00')).toBeInTheDocument();
    expect(screen.getByText(/Refundable deposit:/)).toHaveTextContent(
      'Refundable deposit: PKR 1,000.00',
    );
    expect(screen.getByRole('img', { name: BOTTLE_19L.name })).toHaveAttribute(
      'src',
      '/images/products/1.svg',
    );
  });

  it('has no deposit line without exchange, or with exchange but no deposit', () => {
    const noDeposit: Product = { ...BOTTLE_19L, depositPaisa: 0 };
    const { unmount } = renderWithApp(<ProductCard product={DISPENSER} onAdd={() => {}} />);
    expect(screen.getByText('PKR 1,500.00')).toBeInTheDocument();
    expect(screen.queryByText(/Refundable deposit/)).not.toBeInTheDocument();
    unmount();
    renderWithApp(<ProductCard product={noDeposit} onAdd={() => {}} />);
    expect(screen.queryByText(/Refundable deposit/)).not.toBeInTheDocument();
  });

  it('Add to Cart adds without opening the product; the card opens /product/{id}', async () => {
    const onAdd = vi.fn();
    renderWithApp(<ProductCard product={BOTTLE_19L} onAdd={onAdd} />, { url: '/products' });
    await userEvent.click(screen.getByRole('button', { name: `Add to Cart ${BOTTLE_19L.name}` }));
    expect(onAdd).toHaveBeenCalledWith(BOTTLE_19L);
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
    await userEvent.click(screen.getByText('19 Liters'));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/1');
  });
});
