import { cursorPageWords } from '../lib/pager';
import { PagerNav } from './pagination';

type Props = {
  page: number; // 1 for the first page, counted as the admin walks
  perPage: number;
  shown: number; // orders on this page
  total: number; // matching orders, counted up to a cap
  totalCapped: boolean; // more than `total` match
  onPrevious?: () => void; // absent: no page before
  onNext?: () => void; // absent: no page after
};

/** Previous / Next for a list paged by cursor ("Showing 11–20 of 10,000+"). */
export function CursorPagination({ page, perPage, shown, total, totalCapped, ...go }: Props) {
  return <PagerNav {...cursorPageWords(page, perPage, shown, total, totalCapped)} {...go} />;
}
