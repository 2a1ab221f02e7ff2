// What an admin list shows around its rows: the failure to load it, then a loading line, the
// empty state or the rows.
import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { EmptyState } from './admin-page';
import { Notice } from './notice';

/** A list's words: when it could not be loaded, while it loads, when there is nothing. */
export type ListWords = { failed: string; loading: string; none: ReactNode };

type Props = {
  query: { isError: boolean; isPending: boolean };
  empty: boolean;
  words: ListWords;
  children: ReactNode;
};

export function ListState({ query, empty, words: { failed, loading, none }, children }: Props) {
  return (
    <>
      {query.isError && <Notice tone="error">{failed}</Notice>}
      {query.isPending ? (
        <Loading label={loading} />
      ) : empty ? (
        <EmptyState>{none}</EmptyState>
      ) : (
        children
      )}
    </>
  );
}

/** Reads a list again (disabled while it is being read). */
export function RefreshButton({ onClick, busy = false }: { onClick: () => void; busy?: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy}>
      <RefreshCw size={16} aria-hidden="true" /> Refresh
    </Button>
  );
}

/** "20 of 1,234" (shown of all; "10,000+" when the server's count stopped at its cap). */
export function shownOf(shown: number, count: { total: number; totalCapped: boolean }) {
  const n = (x: number) => x.toLocaleString('en-US');
  return `${n(shown)} of ${n(count.total)}${count.totalCapped ? '+' : ''}`;
}

type MorePages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** 'Show more …' under a list read in pages by cursor (an infinite query); none at its end. */
export function ShowMoreButton({ pages, label }: { pages: MorePages; label: string }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? 'Loading…' : label}
    </Button>
  );
}
