// 'Frequently Bought Together': up to 3 products not in the cart.
import { Link } from '@/lib/link';
import { Button } from '@/components/button';
import { useShopDialogs } from '@/components/shop/shop-dialogs-store';
import { useProducts } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import type { CartItem } from '@/stores/cart-store';
import { Panel } from '@/components/shop/panel';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

export function FrequentlyBought({ items }: { items: CartItem[] }) {
  const { data } = useProducts();
  const openProduct = useShopDialogs((s) => s.openProduct);
  const inCart = new Set(items.map((i) => i.product.id));
  const picks = (data?.items ?? []).filter((p) => p.isActive && !inCart.has(p.id)).slice(0, 3);
  useT();
  if (picks.length === 0) return null;
  return (
    <Panel
      id="fbt-h"
      title={t('Frequently Bought Together')}
      className="mt-10"
      titleClassName="text-xl font-bold text-ink"
    >
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {picks.map((p) => (
          <li key={p.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4">
            <img
              src={p.image}
              alt=""
              width="96"
              height="96"
              loading="lazy"
              className="mx-auto h-24 w-24 object-contain"
            />
            <Link
              to={`/product/${p.id}`}
              className="mt-3 font-semibold leading-snug text-ink hover:text-brand-700"
            >
              {p.name}
            </Link>
            <p className="text-sm text-muted">{p.size}</p>
            {/* Price and button sit at the foot of the card, level across the row however
                many lines a title takes. */}
            <div className="mt-auto flex flex-col items-start gap-2 pt-3" data-testid="fbt-foot">
              <p className="font-bold tabular-nums">
                <bdi dir="ltr">{formatPKR(p.pricePaisa)}</bdi>
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => openProduct(p)}
                aria-label={t('Add {name} to cart', { name: p.name })}
              >
                {t('Add to Cart')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
