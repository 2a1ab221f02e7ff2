import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingCart } from 'lucide-react';
import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { CloseButton } from '@/components/shop/close-button';
import { usePlans } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { cartCount, lineKey, useCart } from '@/stores/cart-store';
import { estimateCart } from './cart-estimate';
import { DrawerLine } from './drawer-line';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

/** A link that closes the drawer on its way. */
function DrawerLink({
  to,
  label,
  variant,
}: {
  to: string;
  label: string;
  variant: 'primary' | 'secondary';
}) {
  const setOpen = useCart((s) => s.setOpen);
  useT();
  return (
    <Link to={to} onClick={() => setOpen(false)} className={buttonClass(variant)}>
      {label}
    </Link>
  );
}

function EmptyDrawer() {
  useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <ShoppingCart size={40} className="text-slate-400" aria-hidden="true" />
      <p className="text-lg font-semibold">{t('Your cart is empty')}</p>
      <DrawerLink to="/products" label={t('Shop Now')} variant="primary" />
    </div>
  );
}

function DrawerTotal({ totalPaisa }: { totalPaisa: number }) {
  useT();
  return (
    <div className="border-t border-slate-200 px-5 py-4">
      <p className="flex justify-between text-lg font-bold">
        <span>{t('Total:')}</span>{' '}
        <bdi dir="ltr" className="tabular-nums">
          {formatPKR(totalPaisa)}
        </bdi>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <DrawerLink to="/cart" label={t('View Cart')} variant="secondary" />
        <DrawerLink to="/checkout" label={t('Checkout')} variant="primary" />
      </div>
    </div>
  );
}

export function CartDrawer() {
  const { items, isOpen, setOpen } = useCart();
  const { data } = usePlans();
  const plans = data?.items ?? [];
  useT();

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        {/* Slides in from the end side: the right, the left in Urdu. */}
        <Dialog.Content
          className="fixed inset-y-0 end-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold">
              {t('Shopping Cart ({count})', { count: cartCount(items) })}
            </Dialog.Title>
            <CloseButton
              label={t('Close cart')}
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-slate-100"
            />
          </div>
          {items.length === 0 ? (
            <EmptyDrawer />
          ) : (
            <>
              <ul className="flex-1 overflow-y-auto px-5">
                {items.map((i) => (
                  <DrawerLine key={lineKey(i)} item={i} plans={plans} />
                ))}
              </ul>
              <DrawerTotal totalPaisa={estimateCart(items, plans)} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
