import { lazy, Suspense } from 'react';
import { useShopDialogs } from './shop-dialogs-store';

const Dialogs = lazy(async () => ({ default: (await import('./dialogs')).Dialogs }));

/** Hosts the product and subscribe dialogs; their code loads the first time one is opened. */
export function ShopDialogs() {
  const used = useShopDialogs((s) => s.used);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Dialogs />
    </Suspense>
  );
}
