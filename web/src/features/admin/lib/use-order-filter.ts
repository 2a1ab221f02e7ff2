import { useSearchParams } from 'react-router';
import type { OrderFilter } from '../api/orders';
import { orderFilterFromSearch, orderFilterToSearch } from './order-filter';

/**
 * The orders page's filter, kept in the URL: `go` changes it (a new search or status starts
 * again from the first page), `pageTo` walks to a page by its cursor.
 */
export function useOrderFilter() {
  const [search, setSearch] = useSearchParams();
  const filter = orderFilterFromSearch(search);
  const go = (f: Partial<OrderFilter>) =>
    setSearch(orderFilterToSearch({ ...filter, page: 1, cursor: '', ...f }), { replace: true });
  // Back to page 1 drops the cursor: the first page is read afresh, new orders included.
  const pageTo = (page: number, cursor: string | null | undefined) =>
    cursor ? () => go({ q: filter.q, page, cursor: page > 1 ? cursor : '' }) : undefined;
  return { filter, go, pageTo };
}
