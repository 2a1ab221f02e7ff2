import { useEffect, useState, useSyncExternalStore } from 'react';
import { pagesLoading, subscribePagesLoading } from '@/lib/lazy-chunk';

/** The bar shows only after this long: a page whose code comes at once shows no flash. */
export const SHOW_AFTER_MS = 250;

/**
 * A navigation keeps the old page on screen while the next page's code loads; on a slow or
 * lost connection a click would seem ignored. A thin bar at the top of the window says the
 * page is coming (and stays while the code waits for the connection).
 */
export function PageLoadingBar() {
  const loading = useSyncExternalStore(subscribePagesLoading, pagesLoading, () => 0) > 0;
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setDue(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [loading]);
  if (!loading || !due) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading the page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 animate-page-loading bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
