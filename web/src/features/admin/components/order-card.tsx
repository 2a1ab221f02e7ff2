// One order for the admin: number, status and total, who, where and when, what; then its
// controls.
import { useId } from 'react';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import { formatPKR } from '@/lib/money';
import type { AdminOrder } from '../api/orders';
import { ORDER_STATUS_TONE, toneOf } from '../lib/status';
import { Badge } from './badge';
import { Notice } from './notice';
import { OrderControls, type OrderActions } from './order-controls';
import { OrderDetails } from './order-details';
import { OrderSmsBadges, OrderSmsTimeline } from './order-sms';

type Props = OrderActions & { order: AdminOrder; failure?: string };

export function OrderCard({ order: o, failure, ...actions }: Props) {
  const id = useId();
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
            Placed {formatPakistanDateTime(o.createdAt)} · Tracking {o.trackingNumber}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderSmsBadges order={o} />
          <Badge tone={toneOf(ORDER_STATUS_TONE, o.status)} testId="order-status">
            {o.status}
          </Badge>
          <p className="text-lg font-bold tabular-nums">{formatPKR(o.totalPaisa)}</p>
        </div>
      </header>
      <OrderDetails order={o} />
      <OrderSmsTimeline orderId={o.id} />
      {failure && (
        <div className="mt-4">
          <Notice tone="error">{failure}</Notice>
        </div>
      )}
      <OrderControls order={o} {...actions} />
    </article>
  );
}
