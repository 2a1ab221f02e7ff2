import { CalendarCheck, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { QuantityStepper } from '@/components/quantity-stepper';
import type { Product } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { useCart } from '@/stores/cart-store';
import { DialogShell } from './dialog-shell';
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
  const exchangeId = useId();
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
      <div className="mt-5 flex gap-4">
        <img
          src={product.image}
          alt=""
          width="96"
          height="96"
          className="h-24 w-24 shrink-0 rounded-xl bg-brand-50 object-contain p-2"
        />
        <dl className="text-sm">
          <div className="flex gap-1">
            <dt className="text-muted">Size:</dt>
            <dd className="font-medium">{product.size}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">Price:</dt>
            <dd className="font-medium tabular-nums">{formatPKR(product.pricePaisa)} each</dd>
          </div>
          {canExchange && (
            <div className="flex gap-1">
              <dt className="text-muted">Refundable deposit:</dt>
              <dd className="font-medium tabular-nums">{formatPKR(product.depositPaisa)} each</dd>
            </div>
          )}
        </dl>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <span className="font-semibold">Quantity</span>
        <QuantityStepper label="Quantity" value={quantity} onChange={setQuantity} />
      </div>
      {canExchange && (
        <label
          htmlFor={exchangeId}
          className="mt-4 flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm"
        >
          <input
            id={exchangeId}
            type="checkbox"
            checked={exchange}
            onChange={(e) => setExchange(e.target.checked)}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          />
          <span className="font-semibold">
            I have empty bottles to exchange
            <span className="block font-normal text-muted">
              No deposit is charged for bottles you swap at delivery.
            </span>
          </span>
        </label>
      )}
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

/** SPEC.md 'Product modal': quantity, exchange, total, 'Add to Cart', 'Get a Subscription'. */
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
