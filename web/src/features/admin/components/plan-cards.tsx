// Subscription plans as cards: name, Popular badge, price/frequency, bottles, savings,
// features, Edit and Delete.
import { Check, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/button';
import type { Plan } from '@/lib/catalog';
import { formatPKR } from '@/lib/money';
import { EmptyState } from './admin-page';
import { Badge } from './badge';

type Actions = {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (p: Plan) => void;
  onDelete: (p: Plan) => void;
};

export const NO_PLANS = 'No plans yet. Click "Add Subscription Plan" to create one.';

export function PlanCards({ plans, ...actions }: Actions & { plans: Plan[] }) {
  if (plans.length === 0) return <EmptyState>{NO_PLANS}</EmptyState>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {plans.map((p) => (
        <PlanCard key={p.id} plan={p} {...actions} />
      ))}
    </ul>
  );
}

function PlanCard({ plan: p, ...actions }: Actions & { plan: Plan }) {
  return (
    <li
      data-testid="plan-card"
      aria-label={p.name}
      className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${p.popular ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink">{p.name}</h3>
        {p.popular && <Badge tone="brand">Popular</Badge>}
      </div>
      <p className="mt-2 text-2xl font-bold tabular-nums text-brand-800">
        {formatPKR(p.pricePaisa)}
        <span className="text-sm font-medium text-muted"> / {p.frequency}</span>
      </p>
      <p className="mt-1 text-sm text-muted">
        {p.bottles} bottles · <span className="font-semibold text-emerald-700">{p.savings}</span>
      </p>
      {p.features.length > 0 && (
        <ul className="mt-3 flex flex-col gap-1.5 text-sm text-slate-700">
          {p.features.map((f, i) => (
            <li key={`${i}-${f}`} className="flex gap-2">
              <Check size={16} className="mt-0.5 shrink-0 text-emerald-600" aria-hidden="true" />
              {f}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-muted">ID: {p.id}</p>
      <PlanActions plan={p} {...actions} />
    </li>
  );
}

function PlanActions({ plan: p, canEdit, canDelete, onEdit, onDelete }: Actions & { plan: Plan }) {
  if (!canEdit && !canDelete) return null;
  return (
    <div className="mt-auto flex gap-2 pt-4">
      {canEdit && (
        <Button variant="secondary" size="sm" className="flex-1" onClick={() => onEdit(p)}>
          <Pencil size={15} aria-hidden="true" /> Edit
        </Button>
      )}
      {canDelete && (
        <button
          type="button"
          onClick={() => onDelete(p)}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-red-200 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          <Trash2 size={15} aria-hidden="true" /> Delete
        </button>
      )}
    </div>
  );
}
