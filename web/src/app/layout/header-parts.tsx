// The header's pieces: the free-delivery banner, the cart button with its count, the menu
// button and the menu of narrow screens.
import { Menu, ShoppingCart, Truck, X } from 'lucide-react';
import { NavLink } from '@/lib/link';
import { useT } from '@/lib/i18n/i18n';
import type { Settings } from '@/lib/settings';
import { cartCount, useCart } from '@/stores/cart-store';
import './locales';

/** The main links; `label` is a message id (app/layout/locales). */
export const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
];

export function navClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700'}`;
}

const ICON_BUTTON =
  'inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100';

/** Shows wherever the desktop badge (xl and up) has no room. */
export function DeliveryBanner({ settings }: { settings: Settings }) {
  const { t } = useT();
  return (
    <div className="bg-brand-700 px-4 py-1.5 text-center text-sm font-medium text-white xl:hidden">
      <Truck size={14} className="me-1 inline" aria-hidden="true" />
      {t('Get Free Delivery')} ·{' '}
      <a href={`tel:${settings.phoneHref}`} className="underline">
        <bdi dir="ltr">{settings.phone}</bdi>
      </a>
    </div>
  );
}

export function CartButton() {
  const count = useCart((s) => cartCount(s.items));
  const toggleCart = useCart((s) => s.toggleCart);
  const { t } = useT();
  return (
    <button
      type="button"
      onClick={toggleCart}
      className={`relative ${ICON_BUTTON}`}
      aria-label={t('header.cart', { count })}
    >
      <ShoppingCart size={22} aria-hidden="true" />
      {count > 0 && (
        <span
          className="absolute -end-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          data-testid="cart-count"
        >
          {count}
        </span>
      )}
    </button>
  );
}

export function MenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useT();
  return (
    <button
      type="button"
      className={`${ICON_BUTTON} lg:hidden`}
      aria-expanded={open}
      aria-controls="mobile-menu"
      aria-label={t(open ? 'Close menu' : 'Open menu')}
      onClick={onToggle}
    >
      {open ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
    </button>
  );
}

export function MobileMenu({ portalUrl, onClose }: { portalUrl: string; onClose: () => void }) {
  const { t } = useT();
  return (
    <nav
      id="mobile-menu"
      aria-label={t('Mobile')}
      className="border-t border-slate-200 px-4 pb-4 lg:hidden"
    >
      <ul className="flex flex-col gap-1 pt-2">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.to === '/'} className={navClass} onClick={onClose}>
              {t(l.label)}
            </NavLink>
          </li>
        ))}
        <li>
          <a
            href={portalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-md px-3 py-2 text-sm font-medium text-brand-700"
          >
            {t('Customer Login')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
