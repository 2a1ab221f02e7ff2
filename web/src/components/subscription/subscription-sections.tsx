// The parts of one subscription's view: the plan and its schedule, and what just changed or
// why a change was refused.
import { activeLocale, ltr, useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import { STATUS_TEXT, WEEKDAYS, splitLabel, type Subscription } from '@/lib/subscription-api';
import './locales';

/** The customer's own words (an address, a product's name) inside an Urdu sentence keep their
 * own direction, whichever script they were typed in; English as is. */
export const own = (text: string) => (activeLocale() === 'ur' ? `\u2068${text}\u2069` : text);

export function PlanSection({ sub }: { sub: Subscription }) {
  const { t } = useT();
  const day = WEEKDAYS[sub.weekday] ?? sub.weekdayName;
  return (
    <section aria-label={t('Plan')} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink">
          {t('{name} plan', { name: t(sub.plan.name) })} · {t(sub.plan.frequency)}
        </h2>
        <span
          data-testid="subscription-status"
          className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
        >
          {t(STATUS_TEXT[sub.status])}
        </span>
      </div>
      <p className="mt-2 text-slate-700">
        {t('{count} bottles of {product} each period', {
          count: ltr(sub.bottlesPerPeriod),
          product: own(sub.productName),
        })}{' '}
        ·{' '}
        {t('{price} per plan, {percent}% off', {
          price: ltr(formatPKR(sub.plan.pricePaisa)),
          percent: ltr(sub.plan.discountPercent),
        })}{' '}
        · {t(sub.paymentMethod === 'wallet' ? 'Mobile wallet' : 'Cash on delivery')}
      </p>
      <p className="mt-1 text-slate-700" data-testid="subscription-schedule">
        {t('Every {day}, {slot}', { day: t(day), slot: t(sub.slot) })} · {t(splitLabel(sub.split))}{' '}
        ·{' '}
        {t('to {address}, {city}', {
          address: own(sub.deliveryAddress.address),
          city: t(sub.deliveryAddress.city),
        })}
      </p>
      {sub.status === 'paused' && (
        <p className="mt-1 font-medium">
          {t('Paused until {date}.', { date: formatDeliveryDate(sub.pausedUntil ?? '') })}
        </p>
      )}
      {sub.cancelFrom && (
        <p className="mt-1 font-medium">
          {t('No renewals from the period starting {date}.', {
            date: formatDeliveryDate(sub.cancelFrom),
          })}
        </p>
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
