// /admin: the shop today in figures and charts, for staff who read orders (the staff layout
// sends others to their first section).
import { Truck } from 'lucide-react';
import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { useCan } from './api/session';
import { AdminPage } from './components/admin-page';
import { DashboardOverview } from './dashboard/dashboard-overview';

export function AdminDashboardPage() {
  const dispatches = useCan('assign:driver');
  return (
    <AdminPage
      title="Dashboard"
      lead="Subscriptions, money owed and the last month's orders, in Pakistan time."
      actions={
        <>
          <Link to="/admin/orders" className={buttonClass('secondary')}>
            View Orders
          </Link>
          {dispatches && (
            <Link to="/admin/dispatch" className={buttonClass('primary')}>
              <Truck size={16} aria-hidden="true" /> Today&apos;s dispatch
            </Link>
          )}
        </>
      }
    >
      <DashboardOverview />
    </AdminPage>
  );
}
