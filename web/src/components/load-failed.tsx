import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { t, useT } from '@/lib/i18n/i18n';
import { buttonClass } from './button';
import './locales';

/**
 * How many times `open` went from false to true (1 if it starts true). An error boundary
 * keyed on it tries a failed panel's code again each time the shopper opens the panel.
 */
export function useOpenCount(open: boolean) {
  const [state, setState] = useState({ open, count: open ? 1 : 0 });
  if (open === state.open) return state.count;
  const next = { open, count: state.count + (open ? 1 : 0) };
  setState(next);
  return next.count;
}

/**
 * Shown when a panel's code (the cart drawer, a product dialog) could not be fetched even
 * after trying again. `onShown` closes the panel, so opening it again is a new try.
 */
export function LoadFailedNotice({ onShown }: { onShown: () => void }) {
  const [dismissed, setDismissed] = useState(false);
  useEffect(onShown, [onShown]);
  useT();
  if (dismissed) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-red-200 bg-white p-4 text-sm text-ink shadow-lg"
    >
      <p className="flex-1">
        {t('This could not be opened. Check your connection and try again, or reload the page.')}
      </p>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => window.location.reload()}
      >
        {t('Reload')}
      </button>
      <button
        type="button"
        aria-label={t('Dismiss')}
        className="rounded p-1 text-muted hover:text-ink"
        onClick={() => setDismissed(true)}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
