import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { lazyChunk } from '@/lib/lazy-chunk';
import { useShopDialogs } from './shop-dialogs-store';

const Dialogs = lazyChunk(async () => ({ default: (await import('./dialogs')).Dialogs }));

/** Hosts the product and subscribe dialogs; their code loads the first time one is opened. */
export function ShopDialogs() {
  const used = useShopDialogs((s) => s.used);
  const open = useShopDialogs((s) => s.product !== null || s.subscribeOpen);
  if (!used) return null;
  // Dialogs whose code failed to load show nothing; opening one again tries again.
  return (
    <ErrorBoundary resetKey={open} fallback={() => null}>
      <Suspense fallback={null}>
        <Dialogs />
      </Suspense>
    </ErrorBoundary>
  );
}
