// Admin order calls: the filtered, paged list, status and payment changes, delete, CSV.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, queryString } from './admin-api';

export const ORDER_STATUSES = ['pending', 'processing', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export type AdminOrderItem = {
  productId: string;
  productName: string;
  productPricePaisa: number;
  depositPaisa: number;
  depositUnitPaisa: number;
  quantity: number;
  purchaseType: string;
  subscriptionPlan: string;
  hasBottleExchange: boolean;
  lineTotalPaisa: number;
  subscriptionDetails?: { planName: string; frequency: string; savings: string };
};

export type Address = { address: string; city: string; postalCode: string };

export type AdminOrder = {
  id: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: 'cod' | 'wallet';
  paymentLabel: string;
  totalPaisa: number;
  discountPaisa: number;
  couponCode: string;
  orderNote: string;
  customerDetails: Address & {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    notes: string;
    deliveryAddress: Address;
  };
  items: AdminOrderItem[];
  deliveryDate: string;
  deliveryTime: string;
  trackingNumber: string;
  createdAt: string;
  updatedAt: string;
};

export type OrderFilter = { q: string; status: '' | OrderStatus; page: number };
export const ORDERS_PER_PAGE = 10;

function filterParams(f: Pick<OrderFilter, 'q' | 'status'>) {
  return { q: f.q.trim(), status: f.status };
}

/** The CSV export of what the list shows (same search and status, every page). */
export function ordersCsvUrl(f: Pick<OrderFilter, 'q' | 'status'>): string {
  return `/api/admin/orders.csv${queryString(filterParams(f))}`;
}

export function useAdminOrders(f: OrderFilter) {
  const params = {
    ...filterParams(f),
    limit: ORDERS_PER_PAGE,
    offset: (f.page - 1) * ORDERS_PER_PAGE,
  };
  return useQuery({
    queryKey: ['admin', 'orders', params],
    queryFn: () =>
      adminApi<{ items: AdminOrder[]; total: number }>(`/api/admin/orders${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

function useOrderMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void client.invalidateQueries({ queryKey: ['admin', 'customers'] });
    },
  });
}

export function useUpdateOrder() {
  return useOrderMutation(
    ({ id, ...change }: { id: string; status?: OrderStatus; paymentStatus?: PaymentStatus }) =>
      adminApi<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
  );
}

export function useDeleteOrder() {
  return useOrderMutation((id: string) =>
    adminApi<void>(`/api/admin/orders/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
