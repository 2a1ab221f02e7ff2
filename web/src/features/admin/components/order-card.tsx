// One order for the admin: who, what, when, the real payment method, and controls for the
// status, the payment status and deleting it.
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { formatPKR } from '@/lib/money';
import {
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type AdminOrder,
  type OrderStatus,
  type PaymentStatus,
} from '../api/orders';
import { formatDateTime, formatDay } from '../lib/format';
import { ORDER_STATUS_TONE, PAYMENT_STATUS_TONE, toneOf } from '../lib/status';
import { Badge } from './badge';
import { inputClass } from './field';
import { Notice } from './notice';

type Props = {
  order: AdminOrder;
  canUpdate: boolean;
  canDelete: boolean;
  busy: boolean;
  failure?: string;
  onStatus: (s: OrderStatus) => void;
  onPayment: (s: PaymentStatus) => void;
  onDelete: () => void;
};

export function OrderCard({ order: o, canUpdate, canDelete, busy, failure, ...on }: Props) {
  const id = useId();
  const c = o.customerDetails;
  const delivery = c.deliveryAddress?.address ? c.deliveryAddress : c;
  return (
    <article
      aria-labelledby={`${id}-title`}
      data-testid="order-card"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="font-mono text-base font-semibold text-ink">
            {o.id}
          </h2>
          <p className="text-xs text-muted">
            Placed {formatDateTime(o.createdAt)} · Tracking {o.trackingNumber}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={toneOf(ORDER_STATUS_TONE, o.status)} testId="order-status">
            {o.status}
          </Badge>
          <p className="text-lg font-bold tabular-nums">{formatPKR(o.totalPaisa)}</p>
        </div>
      </header>

      <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Customer</h3>
          <p className="mt-1 font-medium">
            {c.firstName} {c.lastName}
          </p>
          <p className="break-all">
            <a href={`mailto:${c.email}`} className="text-brand-700 hover:underline">
              {c.email}
            </a>
          </p>
          <p>
            <a href={`tel:${c.phone}`} className="text-brand-700 hover:underline">
              {c.phone}
            </a>
          </p>
        </div>
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Delivery</h3>
          <p className="mt-1">
            {delivery.address}, {delivery.city} {delivery.postalCode}
          </p>
          <p>
            {formatDay(o.deliveryDate)} · {o.deliveryTime}
          </p>
          {(c.notes || o.orderNote) && (
            <p className="mt-1 italic text-muted">
              “{[c.notes, o.orderNote].filter(Boolean).join(' · ')}”
            </p>
          )}
        </div>
        <div>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">Items</h3>
          <ul className="mt-1 flex flex-col gap-0.5">
            {o.items.map((i, n) => (
              <li key={n} className="flex justify-between gap-2">
                <span>
                  {i.productName} × {i.quantity}
                  {i.purchaseType === 'subscription' && (
                    <span className="text-muted">
                      {' '}
                      ({i.subscriptionDetails?.planName ?? i.subscriptionPlan} subscription)
                    </span>
                  )}
                </span>
                <span className="whitespace-nowrap tabular-nums text-muted">
                  {formatPKR(i.lineTotalPaisa)}
                </span>
              </li>
            ))}
          </ul>
          {o.couponCode && (
            <p className="mt-1 text-muted">
              Coupon {o.couponCode}: −{formatPKR(o.discountPaisa)}
            </p>
          )}
        </div>
      </div>

      {failure && (
        <div className="mt-4">
          <Notice tone="error">{failure}</Notice>
        </div>
      )}

      <footer className="mt-4 flex flex-wrap items-start gap-3 border-t border-slate-100 pt-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-status`} className="text-xs font-semibold text-muted">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={o.status}
            disabled={!canUpdate || busy}
            onChange={(e) => on.onStatus(e.target.value as OrderStatus)}
            className={`${inputClass} w-40 capitalize`}
          >
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-xs font-semibold text-muted">Payment method</span>
          <p
            className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium"
            data-testid="payment-method"
          >
            {o.paymentLabel}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-payment`} className="text-xs font-semibold text-muted">
            Payment status
          </label>
          <div className="flex items-center gap-2">
            <select
              id={`${id}-payment`}
              value={o.paymentStatus}
              disabled={!canUpdate || busy}
              onChange={(e) => on.onPayment(e.target.value as PaymentStatus)}
              className={`${inputClass} w-32 capitalize`}
            >
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <Badge tone={toneOf(PAYMENT_STATUS_TONE, o.paymentStatus)} testId="payment-status">
              {o.paymentStatus}
            </Badge>
          </div>
        </div>
        {canDelete && (
          <button
            type="button"
            onClick={on.onDelete}
            disabled={busy}
            className="ml-auto inline-flex items-center gap-2 self-end rounded-lg border border-red-200 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
            aria-label={`Delete order ${o.id}`}
          >
            <Trash2 size={16} aria-hidden="true" /> Delete
          </button>
        )}
      </footer>
    </article>
  );
}
