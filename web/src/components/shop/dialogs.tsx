// Loaded on first use (see shop-dialogs.tsx), with Radix Dialog, so neither weighs on a page
// until a shopper opens a dialog.
import { ProductDialog } from './product-dialog';
import { SubscribeDialog } from './subscribe-dialog';

export function Dialogs() {
  return (
    <>
      <ProductDialog />
      <SubscribeDialog />
    </>
  );
}
