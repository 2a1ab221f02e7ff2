import { Phone } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from '@/lib/link';
import { LanguageSwitch } from '@/components/language-switch';
import { useT } from '@/lib/i18n/i18n';
import { useSettings } from '@/lib/settings';
import {
  CartButton,
  DeliveryBanner,
  LINKS,
  MenuButton,
  MobileMenu,
  navClass,
} from './header-parts';
import './locales';

// The main links show from lg (1024 px): at 768 px they, 'Customer Login' and the cart did not
// fit in one row and the page scrolled sideways; below lg they are in the menu.
export function Header() {
  const settings = useSettings();
  const { t } = useT();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <DeliveryBanner settings={settings} />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-xl font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {settings.brandName}
        </Link>
        <nav aria-label={t('Main')} className="ms-6 hidden items-center gap-1 lg:flex">
          {LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === '/'} className={navClass}>
              {t(l.label)}
            </NavLink>
          ))}
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <a
            href={`tel:${settings.phoneHref}`}
            className="hidden items-center gap-2 whitespace-nowrap rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800 xl:inline-flex"
          >
            <Phone size={14} aria-hidden="true" /> {t('Get Free Delivery:')}
            <bdi dir="ltr">{settings.phone}</bdi>
          </a>
          <a
            href={settings.customerPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex"
          >
            {t('Customer Login')}
          </a>
          <LanguageSwitch />
          <CartButton />
          <MenuButton open={menuOpen} onToggle={() => setMenuOpen((o) => !o)} />
        </div>
      </div>
      {menuOpen && (
        <MobileMenu portalUrl={settings.customerPortalUrl} onClose={() => setMenuOpen(false)} />
      )}
    </header>
  );
}
