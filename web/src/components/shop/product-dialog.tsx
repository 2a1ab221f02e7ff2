import { CalendarCheck, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { QuantityStepper } from '@/components/quantity-stepper';
import type { Product } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { useCart } from '@/stores/cart-store';
import { DialogShell } from './dialog-shell';
import { ExchangeChoice, ProductFacts } from './product-form-parts';
import { offersExchange, productTotal } from './product-total';
import { useShopDialogs } from './shop-dialogs-store';

/** The form inside the dialog; it unmounts when the dialog closes, which resets it. */
function ProductForm({ product, initialQuantity }: { product: Product; initialQuantity: number }) {
  const addItem = useCart((s) => s.addItem);
  const openCart = useCart((s) => s.setOpen);
  const close = useShopDialogs((s) => s.closeProduct);
  const openSubscribe = useShopDialogs((s) => s.openSubscribe);
  const [quantity, setQuantity] = useState(initialQuantity);
  const [exchange, setExchange] = useState(false);
  const canExchange = offersExchange(product);
  const exchanging = canExchange && exchange;

  const add = () => {
    addItem({ product, quantity, purchaseType: 'one-time', hasBottleExchange: exchanging });
    setQuantity(1);
    setExchange(false);
    close();
    openCart(true);
  };

  return (
    <>
      <ProductFacts product={product} canExchange={canExchange} />
      <div className="mt-6 flex items-center justify-between gap-4">
        <span className="font-semibold">Quantity</span>
        <QuantityStepper label="Quantity" value={quantity} onChange={setQuantity} />
      </div>
      {canExchange && <ExchangeChoice checked={exchange} onChange={setExchange} />}
      <p className="mt-6 flex items-baseline justify-between border-t border-slate-200 pt-4 text-lg font-bold">
        <span>Total:</span>
        <span className="tabular-nums" data-testid="product-dialog-total">
          {formatPKR(productTotal(product, quantity, exchanging))}
        </span>
      </p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={add}>
          <ShoppingCart size={18} aria-hidden="true" /> Add to Cart
        </Button>
        <Button size="lg" variant="secondary" onClick={openSubscribe}>
          <CalendarCheck size={18} aria-hidden="true" /> Get a Subscription
        </Button>
      </div>
    </>
  );
}

/** The product dialog: quantity, exchange, total, 'Add to Cart', 'Get a Subscription'. */
export function ProductDialog() {
  const product = useShopDialogs((s) => s.product);
  const quantity = useShopDialogs((s) => s.quantity);
  const close = useShopDialogs((s) => s.closeProduct);
  return (
    <DialogShell
      open={product !== null}
      onClose={close}
      title={product?.name}
      description="Choose how many you need; delivery is free in Islamabad and Rawalpindi."
    >
      {product && <ProductForm key={product.id} product={product} initialQuantity={quantity} />}
    </DialogShell>
  );
}
