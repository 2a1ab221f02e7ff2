import { Outlet, ScrollRestoration } from 'react-router';
import { CartDrawer } from '@/features/cart/cart-drawer';
import { useLiveCatalog } from '@/lib/live-catalog';
import { ChatButton } from './chat-button';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';

export function RootLayout() {
  useLiveCatalog();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <OfflineBanner />
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CartDrawer />
      <ChatButton />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
