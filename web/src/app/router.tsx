// Every route of SPEC.md's route table. Pages load lazily, so the home page ships only the
// code it needs; the admin and checkout code never reaches a shopper who does not go there.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/features/info/home-page')).HomePage }),
      },
      {
        path: 'products',
        lazy: async () => ({
          Component: (await import('@/features/catalog/products-page')).ProductsPage,
        }),
      },
      {
        path: 'product/:id',
        lazy: async () => ({
          Component: (await import('@/features/catalog/product-detail-page')).ProductDetailPage,
        }),
      },
      {
        path: 'cart',
        lazy: async () => ({ Component: (await import('@/features/cart/cart-page')).CartPage }),
      },
      {
        path: 'checkout',
        lazy: async () => ({
          Component: (await import('@/features/checkout/checkout-page')).CheckoutPage,
        }),
      },
      {
        path: 'order-confirmation',
        lazy: async () => ({
          Component: (await import('@/features/orders/confirmation-page')).ConfirmationPage,
        }),
      },
      {
        path: 'track-order',
        lazy: async () => ({ Component: (await import('@/features/orders/track-page')).TrackPage }),
      },
      {
        path: 'about',
        lazy: async () => ({ Component: (await import('@/features/info/about-page')).AboutPage }),
      },
      {
        path: 'services',
        lazy: async () => ({
          Component: (await import('@/features/info/services-page')).ServicesPage,
        }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('@/features/info/contact-page')).ContactPage,
        }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('@/features/info/legal-pages')).TermsPage }),
      },
      {
        path: 'privacy',
        lazy: async () => ({
          Component: (await import('@/features/info/legal-pages')).PrivacyPage,
        }),
      },
      {
        path: 'admin-login',
        lazy: async () => ({
          Component: (await import('@/features/admin/login-page')).AdminLoginPage,
        }),
      },
      {
        // Every admin page sits behind the admin layout, which asks the server who is signed in.
        lazy: async () => ({
          Component: (await import('@/features/admin/admin-layout')).AdminLayout,
        }),
        children: [
          {
            path: 'admin',
            lazy: async () => ({
              Component: (await import('@/features/admin/dashboard-page')).AdminDashboardPage,
            }),
          },
          {
            path: 'admin/orders',
            lazy: async () => ({
              Component: (await import('@/features/admin/orders-page')).AdminOrdersPage,
            }),
          },
          {
            path: 'admin/customers',
            lazy: async () => ({
              Component: (await import('@/features/admin/customers-page')).AdminCustomersPage,
            }),
          },
          {
            path: 'admin/cookies',
            lazy: async () => ({
              Component: (await import('@/features/admin/cookies-page')).AdminCookiesPage,
            }),
          },
          {
            path: 'admin/messages',
            lazy: async () => ({
              Component: (await import('@/features/admin/messages-page')).AdminMessagesPage,
            }),
          },
          {
            path: 'admin/audit',
            lazy: async () => ({
              Component: (await import('@/features/admin/audit-page')).AdminAuditPage,
            }),
          },
          {
            path: 'admin/mail',
            lazy: async () => ({
              Component: (await import('@/features/admin/mail-page')).AdminMailPage,
            }),
          },
          {
            path: 'admin/admins',
            lazy: async () => ({
              Component: (await import('@/features/admin/admins-page')).AdminAdminsPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
