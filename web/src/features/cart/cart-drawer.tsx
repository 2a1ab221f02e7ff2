import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingCart, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { QuantityStepper } from '@/components/quantity-stepper';
import { usePlans, type Plan } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { cartCount, estimateLine, lineKey, useCart, type CartItem } from '@/stores/cart-store';
import { LineBadges, planLine } from './line-details';

function DrawerLine({ item, plans }: { item: CartItem; plans: Plan[] }) {
  const updateQuantity = useCart((s) => s.updateQuantity);
  const removeItem = useCart((s) => s.removeItem);
  const key = lineKey(item);
  const plan = item.subscriptionPlan
    ? plans.find((p) => p.id === item.subscriptionPlan)
    : undefined;
  const isSub = item.purchaseType === 'subscription';
  const deposit =
    !isSub && item.product.hasExchange && !item.hasBottleExchange && item.product.depositPaisa > 0;
  return (
    <li className="flex gap-3 border-b border-slate-100 py-4">
      <img
        src={item.product.image}
        alt=""
        width="64"
        height="64"
        className="h-16 w-16 shrink-0 rounded-lg bg-brand-50 object-contain p-1"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-tight">{item.product.name}</p>
        <p className="text-sm text-muted">{item.product.size}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          <LineBadges item={item} />
        </div>
        {isSub && <p className="mt-1 text-xs text-muted">{planLine(item, plan)}</p>}
        {deposit && (
          <dl className="mt-1 text-xs text-muted">
            <div className="flex gap-1">
              <dt>Bottle price:</dt>
              <dd>{formatPKR(item.product.depositPaisa * item.quantity)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Refill:</dt>
              <dd>{formatPKR(item.product.pricePaisa * item.quantity)}</dd>
            </div>
          </dl>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            label={`Quantity of ${item.product.name}`}
            value={item.quantity}
            onChange={(q) => updateQuantity(key, q)}
          />
          <span className="font-semibold tabular-nums">
            {formatPKR(estimateLine(item, plan?.discountPercent ?? 15))}
          </span>
        </div>
        <button
          type="button"
          onClick={() => removeItem(key)}
          className="mt-2 inline-flex items-center gap-1 text-sm text-red-700 hover:underline"
        >
          <Trash2 size={14} aria-hidden="true" /> Remove
        </button>
      </div>
    </li>
  );
}

export function CartDrawer() {
  const { items, isOpen, setOpen } = useCart();
  const { data } = usePlans();
  const plans = data?.items ?? [];
  const count = cartCount(items);
  const total = items.reduce((sum, i) => {
    const plan = plans.find((p) => p.id === i.subscriptionPlan);
    return sum + estimateLine(i, plan?.discountPercent ?? 15);
  }, 0);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-bold">Shopping Cart ({count})</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg hover:bg-slate-100"
              aria-label="Close cart"
            >
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
              <ShoppingCart size={40} className="text-slate-400" aria-hidden="true" />
              <p className="text-lg font-semibold">Your cart is empty</p>
              <Link
                to="/products"
                onClick={() => setOpen(false)}
                className={buttonClass('primary')}
              >
                Shop Now
              </Link>
            </div>
          ) : (
            <>
              <ul className="flex-1 overflow-y-auto px-5">
                {items.map((i) => (
                  <DrawerLine key={lineKey(i)} item={i} plans={plans} />
                ))}
              </ul>
              <div className="border-t border-slate-200 px-5 py-4">
                <p className="flex justify-between text-lg font-bold">
                  <span>Total:</span> <span className="tabular-nums">{formatPKR(total)}</span>
                </p>
                <div className="mt-4 grid grid-cols-2 gap-3">
                  <Link
                    to="/cart"
                    onClick={() => setOpen(false)}
                    className={buttonClass('secondary')}
                  >
                    View Cart
                  </Link>
                  <Link
                    to="/checkout"
                    onClick={() => setOpen(false)}
                    className={buttonClass('primary')}
                  >
                    Checkout
                  </Link>
                </div>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
