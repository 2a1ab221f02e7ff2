import { Menu, Phone, ShoppingCart, Truck, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSettings } from '@/lib/settings';
import { cartCount, useCart } from '@/stores/cart-store';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
];

function navClass({ isActive }: { isActive: boolean }) {
  return `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700'}`;
}

// The main links show from lg (1024 px): at 768 px they, 'Customer Login' and the cart did not
// fit in one row and the page scrolled sideways (issue 12); below lg they are in the menu.
export function Header() {
  const settings = useSettings();
  const count = useCart((s) => cartCount(s.items));
  const toggleCart = useCart((s) => s.toggleCart);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* The banner shows wherever the desktop badge (xl and up) has no room. */}
      <div className="bg-brand-700 px-4 py-1.5 text-center text-sm font-medium text-white xl:hidden">
        <Truck size={14} className="mr-1 inline" aria-hidden="true" />
        Get Free Delivery ·{' '}
        <a href={`tel:${settings.phoneHref}`} className="underline">
          {settings.phone}
        </a>
      </div>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {settings.brandName}
        </Link>
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === '/'} className={navClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <a
            href={`tel:${settings.phoneHref}`}
            className="hidden items-center gap-2 whitespace-nowrap rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 xl:inline-flex"
          >
            <Phone size={14} aria-hidden="true" /> Get Free Delivery: {settings.phone}
          </a>
          <a
            href={settings.customerPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex"
          >
            Customer Login
          </a>
          <button
            type="button"
            onClick={toggleCart}
            className="relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            aria-label={`Open cart, ${count} item${count === 1 ? '' : 's'}`}
          >
            <ShoppingCart size={22} aria-hidden="true" />
            {count > 0 && (
              <span
                className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
                data-testid="cart-count"
              >
                {count}
              </span>
            )}
          </button>
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 px-4 pb-4 lg:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {LINKS.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={l.to === '/'}
                  className={navClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a
                href={settings.customerPortalUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-md px-3 py-2 text-sm font-medium text-brand-700"
              >
                Customer Login
              </a>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
