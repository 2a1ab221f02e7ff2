// The back office's routes, under /admin: every staff page inside the staff layout (its
// sidebar, the session check and the role's sections), each page loaded on first use. The
// shop's router (../router.tsx) loads this file the first time a staff page is opened.
import { useEnglishDocument } from '@/lib/i18n/i18n';
import { Route, Routes } from 'react-router';
import { lazyPage } from '../lazy-page';
import { StaffLayout } from './staff-layout';

const AdminDashboardPage = lazyPage(
  () => import('@/features/admin/dashboard-page'),
  'AdminDashboardPage',
);
const AdminProductsPage = lazyPage(
  () => import('@/features/admin/products-page'),
  'AdminProductsPage',
);
const AdminPlansPage = lazyPage(() => import('@/features/admin/plans-page'), 'AdminPlansPage');
const AdminOrdersPage = lazyPage(() => import('@/features/admin/orders-page'), 'AdminOrdersPage');
const AdminSubscriptionsPage = lazyPage(
  () => import('@/features/admin/subscriptions-page'),
  'AdminSubscriptionsPage',
);
const AdminCustomersPage = lazyPage(
  () => import('@/features/admin/customers-page'),
  'AdminCustomersPage',
);
const AdminCookiesPage = lazyPage(
  () => import('@/features/admin/cookies-page'),
  'AdminCookiesPage',
);
const AdminMessagesPage = lazyPage(
  () => import('@/features/admin/messages-page'),
  'AdminMessagesPage',
);
const AdminAuditPage = lazyPage(() => import('@/features/admin/audit-page'), 'AdminAuditPage');
const AdminMailPage = lazyPage(() => import('@/features/admin/mail-page'), 'AdminMailPage');
const AdminSmsPage = lazyPage(() => import('@/features/admin/sms-page'), 'AdminSmsPage');
const AdminAdminsPage = lazyPage(() => import('@/features/admin/admins-page'), 'AdminAdminsPage');
const DispatchPage = lazyPage(() => import('@/features/dispatch/dispatch-page'), 'DispatchPage');
const ZonesPage = lazyPage(() => import('@/features/dispatch/zones-page'), 'ZonesPage');
const CashUpPage = lazyPage(() => import('@/features/dispatch/cash-up-page'), 'CashUpPage');
const PlanningSettingsPage = lazyPage(
  () => import('@/features/dispatch/planning-settings-page'),
  'PlanningSettingsPage',
);
const NotFoundPage = lazyPage(() => import('../not-found-page'), 'NotFoundPage');

export function StaffRoutes() {
  // The back office stays English, left to right, whatever language the shop was left in.
  useEnglishDocument();
  return (
    <Routes>
      <Route element={<StaffLayout />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="orders" element={<AdminOrdersPage />} />
        <Route path="subscriptions" element={<AdminSubscriptionsPage />} />
        <Route path="customers" element={<AdminCustomersPage />} />
        <Route path="dispatch" element={<DispatchPage />} />
        <Route path="zones" element={<ZonesPage />} />
        <Route path="cash-up" element={<CashUpPage />} />
        <Route path="products" element={<AdminProductsPage />} />
        <Route path="plans" element={<AdminPlansPage />} />
        <Route path="messages" element={<AdminMessagesPage />} />
        <Route path="admins" element={<AdminAdminsPage />} />
        <Route path="cookies" element={<AdminCookiesPage />} />
        <Route path="mail" element={<AdminMailPage />} />
        <Route path="sms" element={<AdminSmsPage />} />
        <Route path="audit" element={<AdminAuditPage />} />
        <Route path="planning" element={<PlanningSettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
