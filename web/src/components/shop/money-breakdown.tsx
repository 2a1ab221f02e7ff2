// The money lines of a cart, a quote or a placed order: subtotal before plan savings
// (deposits included), savings, coupon, free delivery and total. The cart page, checkout and
// the confirmation page show the same rows, and the order mails list them too.
import { formatPKR } from '@/lib/money';

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
      <dd className="shrink-0 whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

export function MoneyBreakdown({ b, className = '' }: { b: Breakdown; className?: string }) {
  const coupon = b.coupon;
  return (
    <dl className={`text-sm text-slate-700 ${className}`} aria-live="polite">
      <Row
        label="Subtotal"
        value={formatPKR(b.grossPaisa)}
        note={
          b.depositsPaisa > 0
            ? `Includes refundable bottle deposits of ${formatPKR(b.depositsPaisa)}`
            : undefined
        }
      />
      {b.subscriptionSavingsPaisa > 0 && (
        <Row
          label="Subscription savings"
          value={`-${formatPKR(b.subscriptionSavingsPaisa)}`}
          tone="text-emerald-700"
        />
      )}
      {coupon && (
        <Row
          label={`Coupon ${coupon.code}${coupon.percent ? ` (${coupon.percent}% off)` : ''}`}
          value={`-${formatPKR(coupon.discountPaisa)}`}
          tone="text-emerald-700"
        />
      )}
      <Row
        label="Delivery"
        value={b.deliveryPaisa > 0 ? formatPKR(b.deliveryPaisa) : 'Free'}
        tone="text-emerald-700"
      />
      <div className="mt-2 flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="summary-total">
          {formatPKR(b.totalPaisa)}
        </dd>
      </div>
    </dl>
  );
}
