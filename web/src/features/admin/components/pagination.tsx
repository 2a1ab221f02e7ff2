// The admin pager: Previous / Next with what is shown and which page (CursorPagination uses it
// for a list paged by cursor).
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/button';
import type { PagerWords } from '../lib/pager';

type NavProps = PagerWords & {
  onPrevious?: () => void; // absent: no page before
  onNext?: () => void; // absent: no page after
};

export function PagerNav({ summary, position, onPrevious, onNext }: NavProps) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted" aria-live="polite">
        {summary}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" size="sm" disabled={!onPrevious} onClick={onPrevious}>
          <ChevronLeft size={16} aria-hidden="true" /> Previous
        </Button>
        <span className="tabular-nums text-muted">{position}</span>
        <Button variant="secondary" size="sm" disabled={!onNext} onClick={onNext}>
          Next <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
