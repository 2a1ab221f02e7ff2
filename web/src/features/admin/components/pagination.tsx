import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';
import { pageRange } from '../lib/order-filter';

type Props = { page: number; perPage: number; total: number; onPage: (page: number) => void };

export function Pagination({ page, perPage, total, onPage }: Props) {
  const { pages, from, to } = pageRange(page, perPage, total);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">
        Showing {from}–{to} of {total}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden="true" /> Previous
        </Button>
        <span className="tabular-nums text-muted">
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
