// Every route of the shop (docs/product.md#shop-pages). React Router runs in its declarative mode:
// the data router weighs about 31 KB gzip against 14 KB for this one, and the home page has a 100
// KB JavaScript budget (docs/performance.md). Home, where most visits start, is in the entry chunk;
// every other page loads lazily, so admin and checkout code never reaches a shopper who does not go
// there. Pages fetch with TanStack Query, or lib/resource.ts for the catalogue and settings.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '@/features/info/home-page';
import { ErrorBoundary } from '@/components/error-boundary';
import { t } from '@/lib/i18n/i18n';
import { registerPrefetch } from '@/lib/prefetch';
import { lazyPage } from './lazy-page';
import { PageLoadingBar } from './layout/page-loading-bar';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import './layout/locales';
import '@/components/shop/locales';

const ProductsPage = lazyPage(() => import('@/features/catalog/products-page'), 'ProductsPage');
const ProductDetailPage = lazyPage(
  () => import('@/features/catalog/product-detail-page'),
  'ProductDetailPage',
);
/**
 * Navigations run as transitions, which keep the old page on screen while the new page's
 * code loads. A product card click must show the product page at once, so its
 * route has its own boundary: a new boundary shows its placeholder instead of waiting.
 */
function ProductDetailRoute() {
  return (
    <Suspense
      fallback={
        <div className="mx-auto min-h-screen w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
          <p role="status" className="py-12 text-center text-muted">
            {t('Loading product…')}
          </p>
        </div>
      }
    >
      <ProductDetailPage />
    </Suspense>
  );
}

const CartPage = lazyPage(() => import('@/features/cart/cart-page'), 'CartPage');
const loadCheckout = () => import('@/features/checkout/checkout-page');
const CheckoutPage = lazyPage(loadCheckout, 'CheckoutPage');
const loadConfirmation = () => import('@/features/orders/confirmation-page');
const ConfirmationPage = lazyPage(loadConfirmation, 'ConfirmationPage');
// The cart and checkout warm the next step's code through lib/prefetch (features do not
// import each other).
registerPrefetch('/checkout', loadCheckout);
registerPrefetch('/order-confirmation', loadConfirmation);
const TrackPage = lazyPage(() => import('@/features/orders/track-page'), 'TrackPage');
const SubscriptionPage = lazyPage(
  () => import('@/features/subscriptions/subscription-page'),
  'SubscriptionPage',
);
const AboutPage = lazyPage(() => import('@/features/info/about-page'), 'AboutPage');
const ServicesPage = lazyPage(() => import('@/features/info/services-page'), 'ServicesPage');
const ContactPage = lazyPage(() => import('@/features/info/contact-page'), 'ContactPage');
const TermsPage = lazyPage(() => import('@/features/info/legal-pages'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('@/features/info/legal-pages'), 'PrivacyPage');
const AdminLoginPage = lazyPage(() => import('@/features/admin/login-page'), 'AdminLoginPage');
// Every staff page sits in the back office's own layout, with its own routes
// (staff/staff-routes.tsx), loaded on the first visit: the shop's entry chunk carries none of
// them.
const StaffRoutes = lazyPage(() => import('./staff/staff-routes'), 'StaffRoutes');
// The driver's phone app: outside the shop's layout, installable, works offline.
const DriverPage = lazyPage(() => import('@/features/driver/driver-page'), 'DriverPage');
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage');

/** The back office's tree: its own layout, no shop header, footer, banner or chat button. */
function StaffShell() {
  return (
    <>
      <PageLoadingBar />
      <ErrorBoundary fallback={() => <RouteError />}>
        <Suspense fallback={<div className="min-h-screen bg-slate-50" aria-busy="true" />}>
          <StaffRoutes />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/driver"
        element={
          <ErrorBoundary fallback={() => <RouteError />}>
            <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
              <DriverPage />
            </Suspense>
          </ErrorBoundary>
        }
      />
      <Route path="/" element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="products" element={<ProductsPage />} />
        <Route path="product/:id" element={<ProductDetailRoute />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="order-confirmation" element={<ConfirmationPage />} />
        <Route path="track-order" element={<TrackPage />} />
        <Route path="subscription/:id" element={<SubscriptionPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="admin-login" element={<AdminLoginPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="/admin/*" element={<StaffShell />} />
    </Routes>
  );
}
