// The orders page keeps its search, status, page number and cursor in the URL, so a reload
// or a shared link shows the same list.
import { ORDER_STATUSES, type OrderFilter, type OrderStatus } from '../api/orders';

export function orderFilterFromSearch(search: URLSearchParams): OrderFilter {
  const status = search.get('status') ?? '';
  const page = Number(search.get('page') ?? '1');
  return {
    q: search.get('q') ?? '',
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    cursor: search.get('cursor') ?? '',
  };
}

export function orderFilterToSearch(f: OrderFilter): URLSearchParams {
  const out = new URLSearchParams();
  if (f.q.trim()) out.set('q', f.q.trim());
  if (f.status) out.set('status', f.status);
  if (f.page > 1) out.set('page', String(f.page));
  if (f.cursor) out.set('cursor', f.cursor);
  return out;
}

/** "Showing 11–20 of 23" numbers for a page (1-based). */
export function pageRange(page: number, perPage: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return { pages, from, to };
}
