// The middle of an order card: who ordered, where and when it goes, and what.
import type { ReactNode } from 'react';
import { Link } from '@/lib/link';
import { BottleNote } from '@/components/shop/bottle-note';
import { formatPKR } from '@/lib/money';
import type { AdminOrder } from '../api/orders';
import { formatDay } from '../lib/format';

export function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
      <CustomerDetails order={order} />
      <DeliveryDetails order={order} />
      <OrderItems order={order} />
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      {children}
    </div>
  );
}

function CustomerDetails({ order }: { order: AdminOrder }) {
  const c = order.customerDetails;
  return (
    <Block title="Customer">
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
    </Block>
  );
}

function DeliveryDetails({ order: o }: { order: AdminOrder }) {
  const c = o.customerDetails;
  const delivery = c.deliveryAddress?.address ? c.deliveryAddress : c;
  return (
    <Block title="Delivery">
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
    </Block>
  );
}

function OrderItems({ order: o }: { order: AdminOrder }) {
  return (
    <Block title="Items">
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
    </Block>
  );
}
