// One order for the admin: number, status and total, who, where and when, what; then its
// controls.
import { useId } from 'react';
import { Link } from 'react-router';
import { BottleNote } from '@/components/shop/bottle-note';
import { formatPKR } from '@/lib/money';
import type { AdminOrder, OrderStatus, PaymentStatus } from '../api/orders';
import { formatDateTime, formatDay } from '../lib/format';
import { ORDER_STATUS_TONE, toneOf } from '../lib/status';
import { Badge } from './badge';
import { Notice } from './notice';
import { OrderControls } from './order-controls';

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
          {c.notes && (
            <p className="mt-1 text-muted" data-testid="delivery-instructions">
              <span className="font-semibold text-slate-700">Delivery instructions:</span> {c.notes}
            </p>
          )}
          {o.orderNote && (
            <p className="mt-1 text-muted" data-testid="order-note">
              <span className="font-semibold text-slate-700">Order note:</span> {o.orderNote}
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
                  <BottleNote line={i} />
                </span>
                <span className="whitespace-nowrap tabular-nums text-muted">
                  {formatPKR(i.lineTotalPaisa)}
                </span>
              </li>
            ))}
          </ul>
          {o.items.some((i) => i.purchaseType === 'subscription') && (
            <Link
              to={`/admin/subscriptions?orderId=${encodeURIComponent(o.id)}`}
              className="mt-1 inline-block text-brand-700 hover:underline"
            >
              View subscription
            </Link>
          )}
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

      <OrderControls
        order={o}
        canUpdate={canUpdate}
        canDelete={canDelete}
        busy={busy}
        onStatus={on.onStatus}
        onPayment={on.onPayment}
        onDelete={on.onDelete}
      />
    </article>
  );
}
