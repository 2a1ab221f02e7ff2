import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { Link, NavLink } from './link';

const where = () => screen.getByTestId('location').textContent;
const active = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('Link', () => {
  it('has a real href and navigates in the app on a plain click', () => {
    renderWithApp(<Link to="/products?c=2">Shop</Link>, { url: '/' });
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link.getAttribute('href')).toBe('/products?c=2');
    fireEvent.click(link);
    expect(where()).toBe('/products?c=2');
  });

  it('leaves a modified click and a prevented one to the browser or the caller', () => {
    const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithApp(
      <>
        <Link to="/a">A</Link>
        <Link to="/b" onClick={onClick}>
          B
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(where()).toBe('/');
  });
});

describe('NavLink', () => {
  it('is the current page on its path and below it, unless it must match to the end', () => {
    renderWithApp(
      <>
        <NavLink to="/" end className={active}>
          Home
        </NavLink>
        <NavLink to="/orders" className={active}>
          Orders
        </NavLink>
        <NavLink to="/order" className={active}>
          Order
        </NavLink>
      </>,
      { url: '/orders/12' },
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const orders = screen.getByRole('link', { name: 'Orders' });
    const order = screen.getByRole('link', { name: 'Order' });
    expect([home.className, orders.className, order.className]).toEqual(['off', 'on', 'off']);
    expect(orders.getAttribute('aria-current')).toBe('page');
    expect(home.hasAttribute('aria-current')).toBe(false);
    fireEvent.click(home);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });
});
