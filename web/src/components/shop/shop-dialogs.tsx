import { Suspense, useCallback } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { LoadFailedNotice, useOpenCount } from '@/components/load-failed';
import { lazyChunk } from '@/lib/lazy-chunk';
import { useShopDialogs } from './shop-dialogs-store';

const Dialogs = lazyChunk(async () => ({ default: (await import('./dialogs')).Dialogs }));

/** Hosts the product and subscribe dialogs; their code loads the first time one is opened. */
export function ShopDialogs() {
  const used = useShopDialogs((s) => s.used);
  const open = useShopDialogs((s) => s.product !== null || s.subscribeOpen);
  const opened = useOpenCount(open);
  const closeAll = useCallback(() => {
    const { closeProduct, closeSubscribe } = useShopDialogs.getState();
    closeProduct();
    closeSubscribe();
  }, []);
  if (!used) return null;
  // Each opening of a dialog tries their code again if it failed before.
  return (
    <ErrorBoundary resetKey={opened} fallback={() => <LoadFailedNotice onShown={closeAll} />}>
      <Suspense fallback={null}>
        <Dialogs />
      </Suspense>
    </ErrorBoundary>
  );
}
