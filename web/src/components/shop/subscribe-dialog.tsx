import { BadgePercent, Check, RotateCcw, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/page';
import { usePlans, type Plan } from '@/lib/catalog';
import { t, useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import { useCart } from '@/stores/cart-store';
import { DialogShell } from './dialog-shell';
import { planCartItem } from './plan-cart-item';
import { ExchangeChoice } from './product-form-parts';
import { PlanFeatures, PlanTerms, PopularBadge } from './plan-features';
import { useShopDialogs } from './shop-dialogs-store';
import './locales';

const PERKS = [
  { Icon: Truck, text: 'Free delivery on all orders' },
  { Icon: RotateCcw, text: 'Cancel anytime' },
  { Icon: BadgePercent, text: 'Save up to 18%' },
];

function SelectPlanButton({ selected, onSelect }: { selected: boolean; onSelect: () => void }) {
  useT();
  return (
    <Button
      className="mt-4 w-full"
      variant={selected ? 'primary' : 'secondary'}
      aria-pressed={selected}
      onClick={(e) => {
        e.stopPropagation();
        onSelect();
      }}
    >
      {selected ? (
        <>
          <Check size={16} aria-hidden="true" /> {t('Selected')}
        </>
      ) : (
        t('Select Plan')
      )}
    </Button>
  );
}

function PlanCard({
  plan,
  selected,
  onSelect,
}: {
  plan: Plan;
  selected: boolean;
  onSelect: () => void;
}) {
  const { locale } = useT();
  return (
    <li
      data-testid="plan-card"
      className={`relative flex flex-col rounded-2xl border-2 bg-white transition-colors ${
        selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-200'
      }`}
    >
      {/* A click anywhere on the card selects it (a mouse shortcut caught as it bubbles up);
          the card's 'Select Plan' button is the way for keyboards and screen readers. */}
      <div
        role="presentation"
        onClick={onSelect}
        className="flex flex-1 cursor-pointer flex-col p-5 pt-6"
      >
        {plan.popular && <PopularBadge className="bg-amber-400 text-amber-950" />}
        <h3 className="text-lg font-bold">{plan.name}</h3>
        <p className="mt-1 text-2xl font-bold tabular-nums">
          <bdi dir="ltr">{formatPKR(plan.pricePaisa, locale)}</bdi>
        </p>
        <PlanTerms plan={plan} className="mt-1 text-sm text-muted" />
        <PlanFeatures features={plan.features} className="mt-3 flex-1 space-y-1.5 text-sm" />
        <SelectPlanButton selected={selected} onSelect={onSelect} />
      </div>
    </li>
  );
}

/** The dialog's body; it unmounts on close, so no plan is selected when it opens again. */
function PlanChooser() {
  const { data, isPending, isError } = usePlans();
  const addItem = useCart((s) => s.addItem);
  const openCart = useCart((s) => s.setOpen);
  const close = useShopDialogs((s) => s.closeSubscribe);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [exchange, setExchange] = useState(false);
  const plans = data?.items ?? [];
  useT();
  const selected = plans.find((p) => p.id === selectedId);

  const add = () => {
    if (!selected) return;
    addItem(planCartItem(selected, exchange));
    close();
    openCart(true);
  };

  return (
    <>
      <ul
        aria-label={t('Every plan')}
        className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700"
      >
        {PERKS.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-1.5">
            <Icon size={16} className="text-brand-700" aria-hidden="true" /> {t(text)}
          </li>
        ))}
      </ul>
      {isPending ? (
        <Loading label={t('Loading plans…')} />
      ) : isError ? (
        <LoadError what={t('plans')} className="py-8" />
      ) : (
        <ul className="mt-7 grid gap-5 md:grid-cols-3" aria-label={t('Subscription plans')}>
          {plans.map((p) => (
            <PlanCard
              key={p.id}
              plan={p}
              selected={p.id === selectedId}
              onSelect={() => setSelectedId(p.id)}
            />
          ))}
        </ul>
      )}
      {/* The plan's bottles are its returnable product: empties back, or a deposit. */}
      {selected?.productId && <ExchangeChoice checked={exchange} onChange={setExchange} />}
      <div className="sticky -bottom-5 -mx-5 mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:static sm:mx-0 sm:flex-row sm:justify-end sm:gap-3 sm:border-0 sm:p-0">
        <Button variant="ghost" size="lg" onClick={close}>
          {t('Maybe Later')}
        </Button>
        <Button size="lg" disabled={!selected} onClick={add}>
          {selected ? t('Add {plan} to Cart', { plan: selected.name }) : t('Add Plan to Cart')}
        </Button>
      </div>
    </>
  );
}

/** The subscribe-and-save dialog (docs/product.md#shop-pages). */
export function SubscribeDialog() {
  const open = useShopDialogs((s) => s.subscribeOpen);
  const close = useShopDialogs((s) => s.closeSubscribe);
  useT();
  return (
    <DialogShell
      open={open}
      onClose={close}
      wide
      title={t('Subscribe & Save')}
      description={t(
        'Fresh water every month at a lower price. Pick a plan to add it to your cart.',
      )}
    >
      {open && <PlanChooser />}
    </DialogShell>
  );
}
