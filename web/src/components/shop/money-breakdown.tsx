// The money lines of a cart, a quote or a placed order: subtotal before plan savings
// (deposits included), savings, coupon, free delivery and total. The cart page, checkout and
// the confirmation page show the same rows, and the order mails list them too.
import { formatPKR } from '@/lib/money';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

export type Breakdown = {
  /** Line totals before subscription savings, refundable deposits included. */
  grossPaisa: number;
  depositsPaisa: number;
  subscriptionSavingsPaisa: number;
  coupon: { code: string; percent?: number; discountPaisa: number } | null;
  deliveryPaisa: number;
  totalPaisa: number;
};

type RowProps = { label: string; value: string; tone?: string; note?: string };

function Row({ label, value, tone = '', note }: RowProps) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${tone}`}>
      <dt>
        {label}
        {note && <span className="block text-xs text-muted">{note}</span>}
      </dt>
      <dd className="shrink-0 whitespace-nowrap tabular-nums">
        <bdi dir="ltr">{value}</bdi>
      </dd>
    </div>
  );
}

export function MoneyBreakdown({ b, className = '' }: { b: Breakdown; className?: string }) {
  const coupon = b.coupon;
  useT();
  return (
    <dl className={`text-sm text-slate-700 ${className}`} aria-live="polite">
      <Row
        label={t('Subtotal')}
        value={formatPKR(b.grossPaisa)}
        note={
          b.depositsPaisa > 0
            ? t('Includes refundable bottle deposits of {amount}', {
                amount: ltr(formatPKR(b.depositsPaisa)),
              })
            : undefined
        }
      />
      {b.subscriptionSavingsPaisa > 0 && (
        <Row
          label={t('Subscription savings')}
          value={`-${formatPKR(b.subscriptionSavingsPaisa)}`}
          tone="text-emerald-700"
        />
      )}
      {coupon && (
        <Row
          label={
            coupon.percent
              ? t('Coupon {code} ({percent}% off)', {
                  code: ltr(coupon.code),
                  percent: coupon.percent,
                })
              : t('Coupon {code}', { code: ltr(coupon.code) })
          }
          value={`-${formatPKR(coupon.discountPaisa)}`}
          tone="text-emerald-700"
        />
      )}
      <Row
        label={t('Delivery')}
        value={b.deliveryPaisa > 0 ? formatPKR(b.deliveryPaisa) : t('Free')}
        tone="text-emerald-700"
      />
      <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-ink">
        <dt>{t('Total')}</dt>
        <dd className="tabular-nums" data-testid="summary-total">
          <bdi dir="ltr">{formatPKR(b.totalPaisa)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
