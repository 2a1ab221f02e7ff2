import { Suspense, useRef } from 'react';
import { buttonClass } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { lazyChunk } from '@/lib/lazy-chunk';
import { useNear } from '@/lib/use-near';
import { useT } from '@/lib/i18n/i18n';
import './locales';

const BelowTheFold = lazyChunk(async () => ({
  default: (await import('./below-the-fold')).BelowTheFold,
}));

/**
 * Renders the sections below the first screen once the shopper scrolls within reach of
 * them (or at once where IntersectionObserver is missing). Until then a tall placeholder
 * keeps the footer where it will be.
 */
export function DeferredSections() {
  // Starts loading 1,200 px before the sections would scroll into view.
  const [ref, near] = useNear<HTMLDivElement>();
  const box = useRef<HTMLDivElement>(null);
  const placeholder = <div ref={ref} className="min-h-screen" aria-busy="true" />;
  if (!near) return placeholder;
  // Trying again removes the focused button: focus stays in this part of the page.
  const again = (retry: () => void) => () => {
    box.current?.focus({ preventScroll: true });
    retry();
  };
  return (
    <div ref={box} tabIndex={-1} className="outline-none">
      <ErrorBoundary fallback={(retry) => <SectionsFailed retry={again(retry)} />}>
        <Suspense fallback={placeholder}>
          <BelowTheFold />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** In place of the sections when their code could not be fetched even after trying again. */
function SectionsFailed({ retry }: { retry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="mx-auto max-w-6xl px-4 py-16 text-center sm:px-6">
      <p className="text-muted">{t('The rest of this page could not be loaded.')}</p>
      <button type="button" className={buttonClass('secondary', 'md', 'mt-4')} onClick={retry}>
        {t('Try again')}
      </button>
    </div>
  );
}
