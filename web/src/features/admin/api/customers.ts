import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';

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
