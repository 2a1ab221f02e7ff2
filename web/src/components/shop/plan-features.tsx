import { Check } from 'lucide-react';
import type { Plan } from '@/lib/catalog';
import { t } from '@/lib/i18n/i18n';
import './locales';
import './locales/english';

/**
 * A plan's feature or savings line in the active language. They are data the back office
 * edits: the seeded ones have their Urdu, another shows as typed.
 */
function planText(text: string) {
  const bottles = /^(\d+) bottles per month$/.exec(text);
  if (bottles) return t('{n} bottles per month', { n: bottles[1] });
  const save = /^Save (\d+)%$/.exec(text);
  return save ? t('Save {n}%', { n: save[1] }) : t(text);
}

/** A plan's features, each with a tick. */
export function PlanFeatures({ features, className }: { features: string[]; className: string }) {
  return (
    <ul className={className}>
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <Check size={16} className="mt-0.5 shrink-0 text-brand-700" aria-hidden="true" />{' '}
          {planText(f)}
        </li>
      ))}
    </ul>
  );
}

/** '{frequency} · {n} bottles · {savings}', the savings in green. */
export function PlanTerms({ plan, className }: { plan: Plan; className: string }) {
  return (
    <p className={className}>
      {t(plan.frequency)} · {t('plan.bottles', { count: plan.bottles })} ·{' '}
      <span className="font-semibold text-green-800">{planText(plan.savings)}</span>
    </p>
  );
}

/** The 'MOST POPULAR' flag on the top edge of a plan's card. */
export function PopularBadge({ className }: { className: string }) {
  return (
    <span
      className={`absolute -top-3 start-1/2 -translate-x-1/2 rtl:translate-x-1/2 whitespace-nowrap rounded-full px-3 py-0.5 text-xs font-bold tracking-wide ${className}`}
    >
      {t('MOST POPULAR')}
    </span>
  );
}
