import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const BelowTheFold = lazy(async () => ({
  default: (await import('./below-the-fold')).BelowTheFold,
}));

/** Starts loading this far before the sections would scroll into view. */
const AHEAD = '1200px 0px';

/**
 * Renders the sections below the first screen once the shopper scrolls within reach of
 * them (or at once where IntersectionObserver is missing). Until then a tall placeholder
 * keeps the footer where it will be.
 */
export function DeferredSections() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = <div ref={ref} className="min-h-screen" aria-busy="true" />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BelowTheFold />
    </Suspense>
  );
}
