// Admin subscription calls: the filtered, paged list, one subscription with its periods,
// renewals and deliveries, and the changes (the customer's plus cancel-now and a note).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Change, Subscription, SubscriptionWithNotices } from '@/lib/subscription-api';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';

export type SubscriptionFilter = {
  q: string;
  status: '' | 'active' | 'paused' | 'cancelled';
  orderId: string;
  page: number;
};
export const SUBSCRIPTIONS_PER_PAGE = 10;

export type SubscriptionList = Schemas['SubscriptionPage'];

export function useAdminSubscriptions(f: SubscriptionFilter, enabled = true) {
  const params = {
    q: f.q.trim(),
    status: f.status,
    orderId: f.orderId,
    page: f.page,
    limit: SUBSCRIPTIONS_PER_PAGE,
  };
  return useQuery({
    queryKey: ['admin', 'subscriptions', params],
    queryFn: () => staffApi<SubscriptionList>(`/api/admin/subscriptions${queryString(params)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAdminSubscription(id: string) {
  return useQuery({
    queryKey: ['admin', 'subscription', id],
    queryFn: () => staffApi<Subscription>(`/api/admin/subscriptions/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

export function useChangeSubscription(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) =>
      staffApi<SubscriptionWithNotices>(`/api/admin/subscriptions/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: (sub) => {
      client.setQueryData(['admin', 'subscription', id], sub);
      void client.invalidateQueries({ queryKey: ['admin', 'subscriptions'] });
    },
  });
}
