// One subscription: plan, status, the next deliveries with their counts, what just changed
// or why a change was refused, and the actions. Shared by the customer's page and the admin.
import { formatPKR } from '@/lib/money';
import { pakistanDate } from '@/lib/pakistan-time';
import { ScheduleList } from './schedule-list';
import { SubscriptionActions } from './subscription-actions';
import { STATUS_TEXT, splitLabel, type Change, type Subscription } from '@/lib/subscription-api';

type Props = {
  sub: Subscription;
  busy: boolean;
  error: string;
  errorFields: Record<string, string>;
  notices: string[];
  onChange: (c: Change) => void;
  admin?: boolean;
};

export function SubscriptionView({
  sub,
  busy,
  error,
  errorFields,
  notices,
  onChange,
  admin,
}: Props) {
  const today = pakistanDate();
  const upcoming = sub.deliveries.filter((d) => d.date >= today);
  return (
    <div className="flex flex-col gap-6">
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
          {sub.weekdayName}s, {sub.slot} · {splitLabel(sub.split)} · to{' '}
          {sub.deliveryAddress.address}, {sub.deliveryAddress.city}
        </p>
        {sub.status === 'paused' && (
          <p className="mt-1 font-medium">Paused until {sub.pausedUntil}.</p>
        )}
        {sub.cancelFrom && (
          <p className="mt-1 font-medium">No renewals from the period starting {sub.cancelFrom}.</p>
        )}
      </section>

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

      <section
        aria-label="Next deliveries"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 className="text-lg font-bold text-ink">Next deliveries</h2>
        <ScheduleList
          deliveries={upcoming}
          today={today}
          busy={busy}
          canChange={sub.status !== 'cancelled'}
          onSkip={(d) => onChange({ action: 'skip', deliveryId: d.id })}
        />
      </section>

      <section aria-label="Change your subscription" className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-ink">Change your subscription</h2>
        <SubscriptionActions sub={sub} busy={busy} onChange={onChange} admin={admin} />
      </section>
    </div>
  );
}
