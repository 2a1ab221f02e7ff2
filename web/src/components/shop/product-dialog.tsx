import { CalendarCheck, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { QuantityStepper } from '@/components/quantity-stepper';
import type { Product } from '@/lib/catalog';
import { useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import { useCart } from '@/stores/cart-store';
import { DialogShell } from './dialog-shell';
import { ExchangeChoice, ProductFacts } from './product-form-parts';
import { offersExchange, productTotal } from './product-total';
import { useShopDialogs } from './shop-dialogs-store';
import './locales';

/** The form inside the dialog; it unmounts when the dialog closes, which resets it. */
function ProductForm({ product, initialQuantity }: { product: Product; initialQuantity: number }) {
  const addItem = useCart((s) => s.addItem);
  const openCart = useCart((s) => s.setOpen);
  const close = useShopDialogs((s) => s.closeProduct);
  const openSubscribe = useShopDialogs((s) => s.openSubscribe);
  const [quantity, setQuantity] = useState(initialQuantity);
  const { t, locale } = useT();
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
        <span className="font-semibold">{t('Quantity')}</span>
        <QuantityStepper label={t('Quantity')} value={quantity} onChange={setQuantity} />
      </div>
      {canExchange && <ExchangeChoice checked={exchange} onChange={setExchange} />}
      <p className="mt-6 flex items-baseline justify-between border-t border-slate-200 pt-4 text-lg font-bold">
        <span>{t('Total:')}</span>
        <span className="tabular-nums" data-testid="product-dialog-total">
          <bdi dir="ltr">{formatPKR(productTotal(product, quantity, exchanging), locale)}</bdi>
        </span>
      </p>
      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <Button size="lg" onClick={add}>
          <ShoppingCart size={18} aria-hidden="true" /> {t('Add to Cart')}
        </Button>
        <Button size="lg" variant="secondary" onClick={openSubscribe}>
          <CalendarCheck size={18} aria-hidden="true" /> {t('Get a Subscription')}
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
  const { t } = useT();
  return (
    <DialogShell
      open={product !== null}
      onClose={close}
      title={product?.name}
      description={t('Choose how many you need; delivery is free in Islamabad and Rawalpindi.')}
    >
      {product && <ProductForm key={product.id} product={product} initialQuantity={quantity} />}
    </DialogShell>
  );
}
