// The cart page (docs/product.md#cart): lines, order note, postal-code estimate, coupon,
// 'Frequently Bought Together' and an order summary priced by the server.
import { useEffect, useState } from 'react';
import { Page, PageTitle } from '@/components/page';
import { SubscriptionBenefits } from '@/components/shop/order-summary';
import { usePlans } from '@/lib/catalog';
import { prefetchRoute } from '@/lib/prefetch';
import { useQuote } from '@/lib/quote';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCart } from '@/stores/cart-store';
import { CouponBox, OrderNote, ShippingEstimate } from './cart-extras';
import {
  CartItems,
  CartSummary,
  ClearedNotice,
  EmptyCart,
  FreeDeliveryNote,
  type Cleared,
} from './cart-sections';
import { FrequentlyBought } from './frequently-bought';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

export function CartPage() {
  useT();
  useDocumentTitle(t('Shopping Cart'));
  const items = useCart((s) => s.items);
  const clearCart = useCart((s) => s.clearCart);
  const coupon = useCart((s) => s.couponCode);
  const [postalCode, setPostalCode] = useState('');
  const [cleared, setCleared] = useState<Cleared | null>(null);
  const { data: quote, isError } = useQuote(items, coupon, postalCode);
  const { data: plansPage } = usePlans();

  // Checkout's code, fetched ahead so 'Proceed to Checkout' works even if the connection drops.
  useEffect(() => prefetchRoute('/checkout'), []);

  if (items.length === 0) {
    const undo = () => {
      if (cleared) useCart.setState(cleared);
      setCleared(null);
    };
    return (
      <Page>
        <PageTitle>{t('Shopping Cart')}</PageTitle>
        {cleared && <ClearedNotice cleared={cleared} onUndo={undo} />}
        <EmptyCart />
      </Page>
    );
  }

  const clearAll = () => {
    const { couponCode, orderNote } = useCart.getState();
    setCleared({ items, couponCode, orderNote });
    clearCart();
  };
  return (
    <Page>
      <PageTitle>{t('Shopping Cart')}</PageTitle>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <CartItems
            items={items}
            quote={quote}
            plans={plansPage?.items ?? []}
            onClearAll={clearAll}
          />
          <div className="mt-6">
            <OrderNote />
          </div>
        </div>
        <aside className="flex flex-col gap-5" aria-label={t('Order summary and offers')}>
          <CartSummary quote={quote} failed={isError} />
          <CouponBox items={items} />
          <ShippingEstimate postalCode={postalCode} onEstimate={setPostalCode} quote={quote} />
          {items.some((i) => i.purchaseType === 'subscription') && <SubscriptionBenefits />}
          <FreeDeliveryNote />
        </aside>
      </div>
      <FrequentlyBought items={items} />
    </Page>
  );
}
