// /admin/orders: search, status filter, order cards with status and payment controls,
// delete, pages and the CSV export of the current filter.
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/button';
import { ListHeader } from '@/components/staff-page';
import { ORDERS_PER_PAGE, ordersCsvUrl, useAdminOrders } from './api/orders';
import { useCan } from './api/session';
import { AdminPage } from './components/admin-page';
import { CursorPagination } from './components/cursor-pagination';
import { ListState, type ListWords } from './components/list-state';
import { OrderList } from './components/order-list';
import { OrderSearchForm } from './components/order-search-form';
import { useOrderFilter } from './lib/use-order-filter';

export const NO_ORDERS = 'No orders found matching your criteria.';

const ORDERS_WORDS: ListWords = {
  failed: 'Could not load the orders. Please try again.',
  loading: 'Loading orders…',
  none: NO_ORDERS,
};

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
      <ListState query={orders} empty={items.length === 0} words={ORDERS_WORDS}>
        {data && (
          <ListHeader
            title={filter.q || filter.status ? 'Matching orders' : 'Orders'}
            count={`${data.total.toLocaleString('en-US')}${data.totalCapped ? '+' : ''}`}
          />
        )}
        <OrderList orders={items} busy={orders.isFetching} />
      </ListState>
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
