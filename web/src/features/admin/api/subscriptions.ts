// Admin subscription calls: the filtered list in pages by cursor, one subscription with its
// periods, renewals and deliveries, and the changes (the customer's plus cancel-now and a note).
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Change, Subscription, SubscriptionWithNotices } from '@/lib/subscription-api';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';

export type SubscriptionFilter = {
  q: string;
  status: '' | 'active' | 'paused' | 'cancelled';
  orderId: string;
};
export const SUBSCRIPTIONS_PER_PAGE = 20;

export type SubscriptionList = Schemas['SubscriptionPage'];

/**
 * The subscriptions matching f, newest first, page after page: the server's keyset pages,
 * each asked for with the cursor the page before gave.
 */
export function useAdminSubscriptions(f: SubscriptionFilter) {
  const params = { q: f.q.trim(), status: f.status, orderId: f.orderId };
  return useInfiniteQuery({
    queryKey: ['admin', 'subscriptions', params],
    queryFn: ({ pageParam }) =>
      staffApi<SubscriptionList>(
        `/api/admin/subscriptions${queryString({ ...params, limit: SUBSCRIPTIONS_PER_PAGE, cursor: pageParam })}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
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
