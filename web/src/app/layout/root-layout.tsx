import { Suspense, useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { LoadFailedNotice, useOpenCount } from '@/components/load-failed';
import { ShopDialogs } from '@/components/shop/shop-dialogs';
import { forgetFailedChunks, lazyChunk } from '@/lib/lazy-chunk';
import { useT } from '@/lib/i18n/i18n';
import { useLiveCatalog } from '@/lib/live-catalog';
import { useCart } from '@/stores/cart-store';
import { ChatButton } from './chat-button';
import { CookieBanner } from './cookie-banner';
import { DeferredFooter } from './deferred-footer';
import { Header } from './header';
import { OfflineBanner } from './offline-banner';
import { PageLoadingBar } from './page-loading-bar';
import { RouteError } from '../route-error';
import { ScrollToTop } from './scroll-to-top';
import './locales';

// The drawer (and Radix Dialog with it) loads the first time the cart is opened, which keeps
// it out of the home page's JavaScript budget.
const CartDrawer = lazyChunk(async () => ({
  default: (await import('@/features/cart/cart-drawer')).CartDrawer,
}));

function LazyCartDrawer() {
  const isOpen = useCart((s) => s.isOpen);
  const setOpen = useCart((s) => s.setOpen);
  const opened = useOpenCount(isOpen);
  const close = useCallback(() => setOpen(false), [setOpen]);
  if (opened === 0) return null;
  // Each opening of the cart tries its code again if it failed before.
  return (
    <ErrorBoundary resetKey={opened} fallback={() => <LoadFailedNotice onShown={close} />}>
      <Suspense fallback={null}>
        <CartDrawer />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Holds the page's place while its code loads, tall enough that the footer does not jump. */
function PageFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/**
 * Orders queued while offline (docs/decisions/0009-idempotency-keys.md) are sent from any page once
 * the shop is back.
 */
function useQueuedOrders() {
  useEffect(() => {
    if (localStorage.getItem('local_orders')?.includes('"queued"')) {
      void import('@/lib/order-queue').then((m) => m.startQueueSender());
    }
  }, []);
}

/** The staff sign-in page: staff have no use for the shoppers' chat link. (The back office
 *  itself has its own layout, app/staff/staff-layout.tsx.) */
function isStaffPage(pathname: string) {
  return pathname === '/admin-login';
}

export function RootLayout() {
  useLiveCatalog();
  useQueuedOrders();
  const { pathname } = useLocation();
  const { t } = useT();
  // Another page is a new try for code that failed to load before (the home page's lower
  // sections, say, when the shopper comes back to it).
  useEffect(() => forgetFailedChunks(), [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('Skip to content')}
      </a>
      <PageLoadingBar />
      <OfflineBanner />
      <Header />
      <main id="main" className="flex-1">
        <ErrorBoundary resetKey={pathname} fallback={() => <RouteError />}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <DeferredFooter resetKey={pathname} />
      <LazyCartDrawer />
      <ShopDialogs />
      {!isStaffPage(pathname) && <ChatButton />}
      <CookieBanner />
      <ScrollToTop />
    </div>
  );
}
