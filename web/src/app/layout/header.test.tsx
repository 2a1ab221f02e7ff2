import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_SETTINGS } from '@/lib/settings';
import { useCart } from '@/stores/cart-store';
import { renderWithApp, stubFetch } from '@/testing/render';
import { BOTTLE_19L, SIX_PACK } from '@/testing/products';
import { Header } from './header';

describe('Header', () => {
  beforeEach(() => {
    useCart.setState({ items: [], isOpen: false });
    stubFetch(() => ({ ...FALLBACK_SETTINGS, customerPortalUrl: 'https://portal.example' }));
  });

  it('counts the items of every cart line on the cart button', () => {
    renderWithApp(<Header />);
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open cart, 0 items' })).toBeInTheDocument();
    act(() => {
      const { addItem } = useCart.getState();
      addItem({
        product: BOTTLE_19L,
        quantity: 2,
        purchaseType: 'one-time',
        hasBottleExchange: false,
      });
      addItem({
        product: SIX_PACK,
        quantity: 1,
        purchaseType: 'one-time',
        hasBottleExchange: false,
      });
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Open cart, 3 items' })).toBeInTheDocument();
  });

  it('the cart button opens the drawer', async () => {
    renderWithApp(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /Open cart/ }));
    expect(useCart.getState().isOpen).toBe(true);
  });

  it('the mobile menu toggle reports its state', async () => {
    renderWithApp(<Header />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });

  it("opens 'Customer Login' from the settings in a new tab", async () => {
    renderWithApp(<Header />);
    const [login] = screen.getAllByRole('link', { name: 'Customer Login' });
    expect(login).toHaveAttribute('target', '_blank');
    expect(login).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await waitFor(() => expect(login).toHaveAttribute('href', 'https://portal.example'));
  });
});
