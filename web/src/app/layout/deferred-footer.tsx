import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { lazyChunk } from '@/lib/lazy-chunk';
import { useNear } from '@/lib/use-near';

// The footer is below the first screen on the home page; its code, icons and messages load
// when the shopper scrolls within reach of it (as the home page's lower sections do,
// features/info/home/deferred.tsx), so they do not weigh on the home page's JavaScript
// budget (docs/performance.md). On a short page it is within reach at once.
const Footer = lazyChunk(async () => ({ default: (await import('./footer')).Footer }));

export function DeferredFooter({ resetKey }: { resetKey: string }) {
  const [ref, near] = useNear<HTMLDivElement>();
  const placeholder = <div ref={ref} className="mt-16 h-px" />;
  if (!near) return placeholder;
  return (
    <ErrorBoundary resetKey={resetKey} fallback={() => null}>
      <Suspense fallback={placeholder}>
        <Footer />
      </Suspense>
    </ErrorBoundary>
  );
}
