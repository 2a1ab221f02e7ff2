// /admin/orders: search, status filter, order cards with status and payment controls,
// delete, pages and the CSV export of the current filter.
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/button';
import { Loading } from '@/components/page';
import { ORDERS_PER_PAGE, ordersCsvUrl, useAdminOrders } from './api/orders';
import { useCan } from './api/session';
import { AdminPage, EmptyState } from './components/admin-page';
import { CursorPagination } from './components/cursor-pagination';
import { Notice } from './components/notice';
import { OrderList } from './components/order-list';
import { OrderSearchForm } from './components/order-search-form';
import { useOrderFilter } from './lib/use-order-filter';

export const NO_ORDERS = 'No orders found matching your criteria.';

export function AdminOrdersPage() {
  const { filter, go, pageTo } = useOrderFilter();
  const orders = useAdminOrders(filter);
  const canExport = useCan('export:data');
  const { data } = orders;
  const items = data?.items ?? [];
  return (
    <AdminPage
      title="Orders"
      lead="Every order, newest first."
      actions={
        canExport && (
          <a href={ordersCsvUrl(filter)} download className={buttonClass('secondary')}>
            <Download size={16} aria-hidden="true" /> Export CSV
          </a>
        )
      }
    >
      <OrderSearchForm filter={filter} onSearch={go} />
      {orders.isError && <Notice tone="error">Could not load the orders. Please try again.</Notice>}
      {orders.isPending ? (
        <Loading label="Loading orders…" />
      ) : items.length === 0 ? (
        <EmptyState>{NO_ORDERS}</EmptyState>
      ) : (
        <OrderList orders={items} busy={orders.isFetching} />
      )}
      {data && data.total > 0 && (
        <CursorPagination
          page={filter.page}
          perPage={ORDERS_PER_PAGE}
          shown={items.length}
          total={data.total}
          totalCapped={data.totalCapped}
          onPrevious={pageTo(filter.page - 1, data.prevCursor)}
          onNext={pageTo(filter.page + 1, data.nextCursor)}
        />
      )}
    </AdminPage>
  );
}
