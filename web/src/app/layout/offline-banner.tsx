import { WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';

/** SPEC.md: 'Offline Mode' shows on the browser's offline event and hides when online again. */
export function OfflineBanner() {
  const [offline, setOffline] = useState(
    () => typeof navigator !== 'undefined' && !navigator.onLine,
  );
  useEffect(() => {
    const on = () => setOffline(false);
    const off = () => setOffline(true);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  if (!offline) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-900"
    >
      <WifiOff size={16} aria-hidden="true" /> Offline Mode: you can keep browsing; orders are sent
      when you are back online.
    </div>
  );
}
