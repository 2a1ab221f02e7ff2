// The words of the admin pagers: what is shown ("Showing 11–20 of 23") and where the admin is
// ("Page 2 of 3"), for a list whose total is known and for one paged by cursor.
import { pageRange } from './order-filter';

export type PagerWords = { summary: string; position: string };

/** A list of `total` rows shown `perPage` at a time. */
export function pageWords(page: number, perPage: number, total: number): PagerWords {
  const { pages, from, to } = pageRange(page, perPage, total);
  return {
    summary: `Showing ${from}–${to} of ${total}`,
    position: `Page ${Math.min(page, pages)} of ${pages}`,
  };
}

/**
 * A list paged by cursor: `shown` rows on page `page`; `total` counted up to a cap, with
 * `capped` when more match ("Showing 11–20 of 10,000+", and no page count then).
 */
export function cursorPageWords(
  page: number,
  perPage: number,
  shown: number,
  total: number,
  capped: boolean,
): PagerWords {
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const of = `${total.toLocaleString('en-US')}${capped ? '+' : ''}`;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return {
    summary: `Showing ${from}–${to} of ${of}`,
    position: `Page ${page}${capped ? '' : ` of ${Math.max(page, pages)}`}`,
  };
}
