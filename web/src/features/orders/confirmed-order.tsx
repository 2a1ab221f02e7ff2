// The confirmed order as the shopper reads it: number, who, when and where, each line with
// its bottle exchange or deposit, the same money lines as the cart and the order mails, and
// both notes.
import { CheckCircle2, PackageCheck, ShieldCheck, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { PageTitle } from '@/components/page';
import { BottleNote } from '@/components/shop/bottle-note';
import { MoneyBreakdown, type Breakdown } from '@/components/shop/money-breakdown';
import { formatPKR } from '@/lib/money';
import { formatDeliveryDate, formatPakistanTime } from '@/lib/pakistan-time';
import { OrderSubscriptionLinks } from '@/components/subscription/order-links';
import { displayOrderNumber, orderToken, type Order } from '@/lib/orders-api';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

const STATUS_TEXT = 'Being prepared';

export function NextSteps() {
  useT();
  const steps = [
    {
      icon: PackageCheck,
      title: t('Processing'),
      text: t('We confirm your order and reserve your bottles.'),
    },
    {
      icon: ShieldCheck,
      title: t('Quality check'),
      text: t('Every bottle is sealed and checked before it leaves.'),
    },
    {
      icon: Truck,
      title: t('Out for delivery'),
      text: t('Our driver brings it in the time slot you chose.'),
    },
  ];
  return (
    <section className="mt-8" aria-labelledby="next-h">
      <h2 id="next-h" className="text-lg font-bold text-ink">
        {t('What happens next?')}
      </h2>
      <ol className="mt-3 grid gap-3 sm:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-4">
            <Icon size={22} className="text-brand-700" aria-hidden="true" />
            <p className="mt-2 font-semibold text-ink">
              {i + 1}. {title}
            </p>
            <p className="text-sm text-muted">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Links({ orderId }: { orderId?: string }) {
  useT();
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link to="/products" className={buttonClass('primary', 'lg')}>
        {t('Continue Shopping')}
      </Link>
      <Link to="/" className={buttonClass('secondary', 'lg')}>
        {t('Back to Home')}
      </Link>
      {orderId && (
        <Link
          to={`/track-order?id=${encodeURIComponent(orderId)}`}
          className={buttonClass('ghost', 'lg')}
        >
          {t('Track Your Order')}
        </Link>
      )}
    </div>
  );
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

function orderBreakdown(o: Order): Breakdown {
  return {
    grossPaisa: o.subtotalPaisa + o.subscriptionSavingsPaisa,
    depositsPaisa: o.depositsPaisa,
    subscriptionSavingsPaisa: o.subscriptionSavingsPaisa,
    coupon: o.couponCode ? { code: o.couponCode, discountPaisa: o.discountPaisa } : null,
    deliveryPaisa: o.deliveryPaisa,
    totalPaisa: o.totalPaisa,
  };
}

function Items({ order }: { order: Order }) {
  useT();
  return (
    <section
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
      aria-labelledby="items-h"
    >
      <h2 id="items-h" className="font-bold text-ink">
        {t('Items')}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {order.items.map((i, n) => (
          <li key={n} className="flex justify-between gap-4 py-2" data-testid="order-line">
            <span>
              {i.productName} × <bdi dir="ltr">{i.quantity}</bdi>
              {i.subscriptionDetails && (
                <span className="ms-2 rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {t('Subscription')}
                </span>
              )}
              <BottleNote line={i} />
            </span>
            <bdi dir="ltr" className="tabular-nums">
              {formatPKR(i.lineTotalPaisa)}
            </bdi>
          </li>
        ))}
      </ul>
      <div className="mt-2 border-t border-slate-200 pt-2" data-testid="order-breakdown">
        <MoneyBreakdown b={orderBreakdown(order)} />
      </div>
    </section>
  );
}

function ConfirmedTitle() {
  useT();
  return (
    <>
      <CheckCircle2 size={48} className="mb-3 text-emerald-600" aria-hidden="true" />
      <PageTitle
        lead={t('Thank you for your order. We have received it and will deliver it as scheduled.')}
      >
        {t('Order Confirmed!')}
      </PageTitle>
    </>
  );
}

function EmailNote({ email }: { email: string }) {
  useT();
  return (
    <p className="mt-3 text-sm text-muted">
      {t('A confirmation e-mail is on its way to {email}.', { email: ltr(email) })}
    </p>
  );
}

export function Confirmed({ order }: { order: Order }) {
  const c = order.customerDetails;
  useT();
  return (
    <>
      <ConfirmedTitle />
      <dl className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        <Detail label={t('Order number')}>
          <span dir="ltr" data-testid="order-number">
            {displayOrderNumber(order.id)}
          </span>
        </Detail>
        <Detail label={t('Name')}>
          {c.firstName} {c.lastName}
        </Detail>
        <Detail label={t('Total')}>
          <span dir="ltr" data-testid="order-total">
            {formatPKR(order.totalPaisa)}
          </span>
        </Detail>
        <Detail label={t('Placed')}>{formatPakistanTime(order.orderDate)}</Detail>
        <Detail label={t('Estimated delivery')}>
          {order.deliveryDate
            ? t('{date}, {time}', {
                date: formatDeliveryDate(order.deliveryDate),
                time: t(order.deliveryTime),
              })
            : t('Within 24-48 hours')}
        </Detail>
        <Detail label={t('Order Status')}>{t(STATUS_TEXT)}</Detail>
        <Detail label={t('Payment')}>
          {t(
            order.paymentMethod === 'wallet'
              ? 'Mobile wallet (we confirm it when it reaches us)'
              : 'Cash on Delivery',
          )}
        </Detail>
        <Detail label={t('Tracking number')}>
          <bdi dir="ltr">{order.trackingNumber}</bdi>
        </Detail>
        <Detail label={t('Deliver to')}>
          {t('{address}, {city}', {
            address: c.deliveryAddress.address,
            city: t(c.deliveryAddress.city),
          })}
        </Detail>
        {c.notes && <Detail label={t('Delivery instructions')}>{c.notes}</Detail>}
        {order.orderNote && <Detail label={t('Order note')}>{order.orderNote}</Detail>}
      </dl>
      <Items order={order} />
      <EmailNote email={c.email} />
      {order.items.some((i) => i.purchaseType === 'subscription') && orderToken(order.id) && (
        <OrderSubscriptionLinks orderId={order.id} token={orderToken(order.id) ?? ''} />
      )}
      <NextSteps />
      <Links orderId={order.id} />
    </>
  );
}
