import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';
import { useAdminMutation } from './use-admin-mutation';

export type Customer = Schemas['Customer'];
export type CustomersResponse = Schemas['CustomerList'];

export const CUSTOMERS_PER_PAGE = 50;

/**
 * Customers matching q (the start of a name, e-mail or phone), newest last order first,
 * page after page: the server's keyset pages, each asked for with the cursor it gave.
 */
export function useCustomers(q: string) {
  const search = q.trim();
  return useInfiniteQuery({
    queryKey: ['admin', 'customers', search],
    queryFn: ({ pageParam }) =>
      staffApi<CustomersResponse>(
        `/api/admin/customers${queryString({ q: search, cursor: pageParam, limit: CUSTOMERS_PER_PAGE })}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export type Channel = Schemas['MessageChannel']['channel'];
const channelKey = (customer: string) => ['admin', 'customer-channel', customer] as const;

/** How the shop writes to a customer (read:customer); `both` when never chosen. */
export const useCustomerChannel = (customer: string) =>
  useQuery({
    queryKey: channelKey(customer),
    queryFn: () =>
      staffApi<Schemas['MessageChannel']>(
        `/api/admin/customers/channel${queryString({ id: customer })}`,
      ),
  });

/** Staff set it (update:customer): for the customer's e-mail and phone. */
export const useSetCustomerChannel = (customer: string) =>
  useAdminMutation(
    (channel: Channel) =>
      staffApi<Schemas['MessageChannel']>(
        `/api/admin/customers/channel${queryString({ id: customer })}`,
        { method: 'PUT', body: { channel } satisfies Schemas['MessageChannel'] },
      ),
    { stale: [channelKey(customer)], wait: true },
  );
