import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';

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
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  const to = shown === 0 ? 0 : from + shown - 1;
  const of = `${total.toLocaleString('en-US')}${totalCapped ? '+' : ''}`;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">
        Showing {from}–{to} of {of}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={!go.onPrevious} onClick={go.onPrevious}>
          <ChevronLeft size={16} aria-hidden="true" /> Previous
        </Button>
        <span className="tabular-nums text-muted">
          Page {page}
          {totalCapped ? '' : ` of ${Math.max(page, pages)}`}
        </span>
        <Button variant="secondary" size="sm" disabled={!go.onNext} onClick={go.onNext}>
          Next <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
