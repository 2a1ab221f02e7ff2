import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { subscribeWaiting, waitingForConnection } from '@/lib/lazy-chunk';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

// The browser's offline and online events, kept as a store. Subscribing also reads
// navigator.onLine: an offline event that came while the app was still starting (before
// anyone listened) would otherwise be missed until the next change.
let offlineNow = typeof navigator !== 'undefined' && !navigator.onLine;

function subscribe(changed: () => void) {
  const on = () => {
    offlineNow = false;
    changed();
  };
  const off = () => {
    offlineNow = true;
    changed();
  };
  window.addEventListener('online', on);
  window.addEventListener('offline', off);
  if (!navigator.onLine) offlineNow = true; // React re-reads the snapshot after subscribing
  return () => {
    window.removeEventListener('online', on);
    window.removeEventListener('offline', off);
  };
}

/** 'Offline Mode' shows on the browser's offline event and hides when online again. */
export function OfflineBanner() {
  const offline = useSyncExternalStore(
    subscribe,
    () => offlineNow,
    () => false,
  );
  const pageWaiting = useSyncExternalStore(subscribeWaiting, waitingForConnection, () => 0) > 0;
  useT();
  if (!offline) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900"
    >
      <WifiOff size={16} aria-hidden="true" />
      <span>
        {t('Offline Mode: you can keep browsing; orders are sent when you are back online.')}
        {pageWaiting && t(' What you opened will show as soon as the connection is back.')}
      </span>
    </div>
  );
}
