// One line of the cart drawer: picture, name, badges, the bottle price and refill when a
// deposit applies, quantity, the estimate and remove.
import { Trash2 } from 'lucide-react';
import { ProductImage } from '@/components/shop/product-image';
import type { Plan } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { lineKey, useCart, type CartItem } from '@/stores/cart-store';
import { estimateWithPlan, paysDeposit, planOf, planPaysDeposit } from './cart-estimate';
import { LineBadges, LineStepper, planLine } from './line-details';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

function DepositBreakdown({ item }: { item: CartItem }) {
  const rows = [
    { term: t('Bottle price:'), paisa: item.product.depositPaisa * item.quantity },
    { term: t('Refill:'), paisa: item.product.pricePaisa * item.quantity },
  ];
  return (
    <dl className="mt-1 text-xs text-muted">
      {rows.map((r) => (
        <div key={r.term} className="flex gap-1">
          <dt>{r.term}</dt>
          <dd>{formatPKR(r.paisa)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DrawerLine({ item, plans }: { item: CartItem; plans: Plan[] }) {
  const removeItem = useCart((s) => s.removeItem);
  const key = lineKey(item);
  const isSub = item.purchaseType === 'subscription';
  useT();
  return (
    <li className="flex gap-3 border-b border-slate-100 py-4">
      <ProductImage src={item.product.image} size={64} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold leading-tight">
          <bdi>{item.product.name}</bdi>
        </p>
        <p className="text-sm text-muted">{item.product.size}</p>
        <div className="mt-1 flex flex-wrap gap-1">
          <LineBadges item={item} />
        </div>
        {isSub && <p className="mt-1 text-xs text-muted">{planLine(item, planOf(item, plans))}</p>}
        {paysDeposit(item) && <DepositBreakdown item={item} />}
        {planPaysDeposit(item) && (
          <p className="mt-1 text-xs text-amber-900" data-testid="plan-deposit">
            {t('Plus a refundable bottle deposit for the first delivery, priced at checkout')}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <LineStepper item={item} />
          <bdi dir="ltr" className="font-semibold tabular-nums">
            {formatPKR(estimateWithPlan(item, plans))}
          </bdi>
        </div>
        <button
          type="button"
          onClick={() => removeItem(key)}
          className="mt-2 inline-flex items-center gap-1 text-sm text-red-700 hover:underline"
        >
          <Trash2 size={14} aria-hidden="true" /> {t('Remove')}
        </button>
      </div>
    </li>
  );
}
