// One line of the cart page: picture, name, badges, the server's price, what happens to its
// bottles, quantity and remove.
import { Trash2 } from 'lucide-react';
import { BottleNote } from '@/components/shop/bottle-note';
import { ProductImage } from '@/components/shop/product-image';
import type { Plan } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { estimateLine } from '@/stores/cart-pricing';
import { lineKey, useCart, type CartItem } from '@/stores/cart-store';
import { planOf } from './cart-estimate';
import { LineBadges, LineStepper, planLine } from './line-details';
import { lineFor, type Quote } from '@/lib/quote';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

type Props = { item: CartItem; index: number; quote?: Quote; plans: Plan[] };

export function CartLine({ item, index, quote, plans }: Props) {
  const removeItem = useCart((s) => s.removeItem);
  const key = lineKey(item);
  const priced = lineFor(quote, item, index);
  const isSub = item.purchaseType === 'subscription';
  const plan = planOf(item, plans);
  const percent = priced?.discountPercent ?? plan?.discountPercent ?? 15;
  const total = priced?.lineTotalPaisa ?? estimateLine(item, percent);
  const depositPaisa = priced ? priced.depositPaisa : 0;
  useT();
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <ProductImage src={item.product.image} size={80} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 className="font-semibold leading-snug text-ink">
              <bdi>{item.product.name}</bdi>
            </h2>
            <p className="text-sm text-muted">{item.product.size}</p>
          </div>
          <p className="font-bold tabular-nums text-ink" data-testid="line-total">
            <bdi dir="ltr">{formatPKR(total)}</bdi>
          </p>
        </div>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <LineBadges item={item} offPercent={percent} />
        </div>
        {isSub && <p className="mt-1 text-sm text-muted">{planLine(item, plan)}</p>}
        {depositPaisa > 0 && (
          <p className="mt-1 text-sm text-muted">
            {t('Includes a refundable bottle deposit of {amount}', {
              amount: ltr(formatPKR(depositPaisa)),
            })}
          </p>
        )}
        {/* The deposit has its sentence above; an exchange says which empties go back. */}
        {priced?.hasBottleExchange && <BottleNote line={priced} className="mt-1" />}
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <LineStepper item={item} />
          <button
            type="button"
            onClick={() => removeItem(key)}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-red-700 hover:underline"
            aria-label={t('Remove {name}', { name: ltr(item.product.name) })}
          >
            <Trash2 size={15} aria-hidden="true" /> {t('Remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
