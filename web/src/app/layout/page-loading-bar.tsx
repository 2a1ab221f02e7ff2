import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { t } from '@/lib/i18n/i18n';
import { latestPendingPageLoad, pageLoadCount, subscribePageLoads } from '@/lib/lazy-chunk';
import './locales';

/** The bar shows only after this long: a page whose code comes at once shows no flash. */
export const SHOW_AFTER_MS = 250;

/**
 * A navigation keeps the old page on screen while the next page's code loads; on a slow or
 * lost connection a click would seem ignored. A thin bar at the top of the window says the
 * page is coming (and stays while the code waits for the connection). Loads started before
 * the page now shown belong to pages the shopper left, and show nothing.
 */
export function PageLoadingBar() {
  const { key } = useLocation();
  // The loads started so far, counted anew when another page is shown.
  const [page, setPage] = useState({ key, after: pageLoadCount() });
  if (page.key !== key) setPage({ key, after: pageLoadCount() });
  const latest = useSyncExternalStore(subscribePageLoads, latestPendingPageLoad, () => 0);
  const loading = latest > page.after;
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setDue(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setDue(false);
    };
  }, [loading]);
  const shown = loading && due;
  return (
    <>
      <span aria-live="polite" className="sr-only">
        {shown ? t('Loading the page…') : ''}
      </span>
      {shown && (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100"
        >
          <div className="h-full w-1/3 animate-page-loading bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
        </div>
      )}
    </>
  );
}
