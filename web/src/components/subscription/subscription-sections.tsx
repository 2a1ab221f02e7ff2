// The parts of one subscription's view: the plan and its schedule, and what just changed or
// why a change was refused.
import { formatPKR } from '@/lib/money';
import { STATUS_TEXT, splitLabel, type Subscription } from '@/lib/subscription-api';

export function PlanSection({ sub }: { sub: Subscription }) {
  return (
    <section aria-label="Plan" className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink">
          {sub.plan.name} plan · {sub.plan.frequency}
        </h2>
        <span
          data-testid="subscription-status"
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
        >
          {STATUS_TEXT[sub.status]}
        </span>
      </div>
      <p className="mt-2 text-slate-700">
        {sub.bottlesPerPeriod} bottles of {sub.productName} each period ·{' '}
        {formatPKR(sub.plan.pricePaisa)} per plan, {sub.plan.discountPercent}% off ·{' '}
        {sub.paymentMethod === 'wallet' ? 'Mobile wallet' : 'Cash on delivery'}
      </p>
      <p className="mt-1 text-slate-700" data-testid="subscription-schedule">
        {sub.weekdayName}s, {sub.slot} · {splitLabel(sub.split)} · to {sub.deliveryAddress.address},{' '}
        {sub.deliveryAddress.city}
      </p>
      {sub.status === 'paused' && (
        <p className="mt-1 font-medium">Paused until {sub.pausedUntil}.</p>
      )}
      {sub.cancelFrom && (
        <p className="mt-1 font-medium">No renewals from the period starting {sub.cancelFrom}.</p>
      )}
    </section>
  );
}

type MessagesProps = { error: string; errorFields: Record<string, string>; notices: string[] };

export function ChangeMessages({ error, errorFields, notices }: MessagesProps) {
  return (
    <div aria-live="polite" className="flex flex-col gap-2">
      {error && (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <p>{error}</p>
          {Object.entries(errorFields).map(([k, v]) => (
            <p key={k}>{v}</p>
          ))}
        </div>
      )}
      {notices.map((n) => (
        <p
          key={n}
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        >
          {n}
        </p>
      ))}
    </div>
  );
}
