// Admin order calls: the filtered list (pages by cursor), status and payment changes, delete,
// CSV.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';
import { useAdminMutation } from './use-admin-mutation';

export type OrderStatus = Schemas['OrderStatus'];
export type PaymentStatus = Schemas['PaymentStatus'];
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'delivered',
  'cancelled',
] as const satisfies readonly OrderStatus[];
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'refunded',
] as const satisfies readonly PaymentStatus[];

export type AdminOrderItem = Schemas['OrderItem'];
export type Address = Schemas['Address'];
export type AdminOrder = Schemas['AdminOrder'];
export type OrderChange = Schemas['OrderUpdateRequest'];

/** page counts pages walked from the first (for "Showing 11–20"); cursor says where. */
export type OrderFilter = { q: string; status: '' | OrderStatus; page: number; cursor: string };
export const ORDERS_PER_PAGE = 10;

function filterParams(f: Pick<OrderFilter, 'q' | 'status'>) {
  return { q: f.q.trim(), status: f.status };
}

/** The CSV export of what the list shows (same search and status, every page). */
export function ordersCsvUrl(f: Pick<OrderFilter, 'q' | 'status'>): string {
  return `/api/admin/orders.csv${queryString(filterParams(f))}`;
}

export function useAdminOrders(f: OrderFilter) {
  const params = { ...filterParams(f), limit: ORDERS_PER_PAGE, cursor: f.cursor };
  return useQuery({
    queryKey: ['admin', 'orders', params],
    queryFn: () => staffApi<Schemas['AdminOrderPage']>(`/api/admin/orders${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

const useOrderMutation = <A, R>(fn: (args: A) => Promise<R>) =>
  useAdminMutation(fn, {
    stale: [
      ['admin', 'orders'],
      ['admin', 'customers'],
    ],
  });

export function useUpdateOrder() {
  return useOrderMutation(({ id, ...change }: { id: string } & OrderChange) =>
    staffApi<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: change,
    }),
  );
}

export function useDeleteOrder() {
  return useOrderMutation((id: string) =>
    staffApi<void>(`/api/admin/orders/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
