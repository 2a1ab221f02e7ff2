// /admin/orders: search, status filter, order cards with status and payment controls,
// delete, pages and the CSV export of the current filter.
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { Loading } from '@/components/page';
import {
  ORDERS_PER_PAGE,
  ordersCsvUrl,
  useAdminOrders,
  useDeleteOrder,
  useUpdateOrder,
  type OrderFilter,
} from './api/orders';
import { useCan } from './api/session';
import { AdminPage, EmptyState } from './components/admin-page';
import { useConfirm } from './components/confirm-dialog';
import { Notice } from './components/notice';
import { OrderCard } from './components/order-card';
import { OrderSearchForm } from './components/order-search-form';
import { CursorPagination } from './components/cursor-pagination';
import { writeFailure } from './lib/failure';
import { orderFilterFromSearch, orderFilterToSearch } from './lib/order-filter';

export const CONFIRM_DELETE_ORDER = 'Are you sure you want to delete this order?';
export const NO_ORDERS = 'No orders found matching your criteria.';
export const STATUS_FAILED = 'Failed to update order status. Please try again.';
export const DELETE_FAILED = 'Failed to delete order. Please try again.';
export const PAYMENT_FAILED = 'Failed to update payment status. Please try again.';

export function AdminOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const filter = orderFilterFromSearch(search);
  const [text, setText] = useState(filter.q);
  const orders = useAdminOrders(filter);
  const update = useUpdateOrder();
  const remove = useDeleteOrder();
  const { ask, dialog } = useConfirm();
  const [failures, setFailures] = useState<Record<string, string>>({});
  const canUpdate = useCan('update:order');
  const canDelete = useCan('delete:order');
  const canExport = useCan('export:data');

  // A new search or status starts again from the first page.
  const go = (f: Partial<OrderFilter>) =>
    setSearch(orderFilterToSearch({ ...filter, page: 1, cursor: '', ...f }), { replace: true });

  // Search as the admin types, once they pause.
  useEffect(() => {
    if (text.trim() === filter.q.trim()) return;
    const t = setTimeout(() => go({ q: text }), 300);
    return () => clearTimeout(t);
  });

  const failed = (id: string, fallback: string) => (e: unknown) => {
    console.error(fallback, e);
    setFailures((f) => ({ ...f, [id]: writeFailure(e, fallback).message }));
  };
  const clearFailure = (id: string) => setFailures(({ [id]: _gone, ...rest }) => rest);

  const items = orders.data?.items ?? [];
  // Back to page 1 drops the cursor: the first page is read afresh, new orders included.
  const pageTo = (page: number, cursor: string | null | undefined) =>
    cursor ? () => go({ q: filter.q, page, cursor: page > 1 ? cursor : '' }) : undefined;
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
      <OrderSearchForm
        text={text}
        status={filter.status}
        onText={setText}
        onSearch={(f) => go({ q: text, ...f })}
      />

      {orders.isError && <Notice tone="error">Could not load the orders. Please try again.</Notice>}
      {orders.isPending ? (
        <Loading label="Loading orders…" />
      ) : items.length === 0 ? (
        <EmptyState>{NO_ORDERS}</EmptyState>
      ) : (
        <div className="flex flex-col gap-4" aria-busy={orders.isFetching}>
          {items.map((o) => (
            <OrderCard
              key={o.id}
              order={o}
              canUpdate={canUpdate}
              canDelete={canDelete}
              busy={
                (update.isPending && update.variables?.id === o.id) ||
                (remove.isPending && remove.variables === o.id)
              }
              failure={failures[o.id]}
              onStatus={(status) => {
                clearFailure(o.id);
                update.mutate({ id: o.id, status }, { onError: failed(o.id, STATUS_FAILED) });
              }}
              onPayment={(paymentStatus) => {
                clearFailure(o.id);
                update.mutate(
                  { id: o.id, paymentStatus },
                  { onError: failed(o.id, PAYMENT_FAILED) },
                );
              }}
              onDelete={() =>
                ask(
                  CONFIRM_DELETE_ORDER,
                  () => {
                    clearFailure(o.id);
                    remove.mutate(o.id, { onError: failed(o.id, DELETE_FAILED) });
                  },
                  'Delete',
                )
              }
            />
          ))}
        </div>
      )}
      {orders.data && orders.data.total > 0 && (
        <CursorPagination
          page={filter.page}
          perPage={ORDERS_PER_PAGE}
          shown={items.length}
          total={orders.data.total}
          totalCapped={orders.data.totalCapped}
          onPrevious={pageTo(filter.page - 1, orders.data.prevCursor)}
          onNext={pageTo(filter.page + 1, orders.data.nextCursor)}
        />
      )}
      {dialog}
    </AdminPage>
  );
}
