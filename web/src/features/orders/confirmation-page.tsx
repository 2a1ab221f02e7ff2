// Order confirmation (SPEC.md 'Order confirmation', DECISIONS.md): the real order, loaded
// from the server with the access token this browser keeps, so a reload shows it again. An
// order queued offline shows as waiting and turns into the confirmation once it is sent.
// With no order there is nothing to confirm, and the page says so (no invented number).
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, PackageCheck, ShieldCheck, Truck, WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Loading, Page, PageTitle } from '@/components/page';
import { formatPKR } from '@/lib/money';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCart } from '@/stores/cart-store';
import {
  dropQueued,
  queueSnapshot,
  startQueueSender,
  subscribeQueue,
  parseQueue,
} from './order-queue';
import { OrderSubscriptionLinks } from '@/features/subscriptions/order-links';
import { displayOrderNumber, fetchOrder, orderToken, type Order } from './orders-api';

const STATUS_TEXT = 'Being prepared';

function NextSteps() {
  const steps = [
    {
      icon: PackageCheck,
      title: 'Processing',
      text: 'We confirm your order and reserve your bottles.',
    },
    {
      icon: ShieldCheck,
      title: 'Quality check',
      text: 'Every bottle is sealed and checked before it leaves.',
    },
    {
      icon: Truck,
      title: 'Out for delivery',
      text: 'Our driver brings it in the time slot you chose.',
    },
  ];
  return (
    <section className="mt-8" aria-labelledby="next-h">
      <h2 id="next-h" className="text-lg font-bold text-ink">
        What happens next?
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

function Links({ orderId }: { orderId?: string }) {
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Link to="/products" className={buttonClass('primary', 'lg')}>
        Continue Shopping
      </Link>
      <Link to="/" className={buttonClass('secondary', 'lg')}>
        Back to Home
      </Link>
      {orderId && (
        <Link
          to={`/track-order?id=${encodeURIComponent(orderId)}`}
          className={buttonClass('ghost', 'lg')}
        >
          Track Your Order
        </Link>
      )}
    </div>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Confirmed({ order }: { order: Order }) {
  const c = order.customerDetails;
  return (
    <>
      <CheckCircle2 size={48} className="mb-3 text-emerald-600" aria-hidden="true" />
      <PageTitle lead="Thank you for your order. We have received it and will deliver it as scheduled.">
        Order Confirmed!
      </PageTitle>
      <dl className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 sm:grid-cols-2">
        <Detail label="Order number">
          <span data-testid="order-number">{displayOrderNumber(order.id)}</span>
        </Detail>
        <Detail label="Name">
          {c.firstName} {c.lastName}
        </Detail>
        <Detail label="Total">
          <span data-testid="order-total">{formatPKR(order.totalPaisa)}</span>
        </Detail>
        <Detail label="Estimated delivery">
          {order.deliveryDate
            ? `${formatDeliveryDate(order.deliveryDate)}, ${order.deliveryTime}`
            : 'Within 24-48 hours'}
        </Detail>
        <Detail label="Order Status">{STATUS_TEXT}</Detail>
        <Detail label="Payment">
          {order.paymentMethod === 'wallet'
            ? 'Mobile wallet (we confirm it when it reaches us)'
            : 'Cash on Delivery'}
        </Detail>
        <Detail label="Tracking number">{order.trackingNumber}</Detail>
        <Detail label="Deliver to">
          {c.deliveryAddress.address}, {c.deliveryAddress.city}
        </Detail>
      </dl>
      <section
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
        aria-labelledby="items-h"
      >
        <h2 id="items-h" className="font-bold text-ink">
          Items
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {order.items.map((i) => (
            <li
              key={`${i.productId}|${i.purchaseType}|${i.subscriptionPlan}`}
              className="flex justify-between gap-4 py-2"
            >
              <span>
                {i.productName} × {i.quantity}
                {i.subscriptionDetails && (
                  <span className="ml-2 rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    Subscription
                  </span>
                )}
              </span>
              <span className="tabular-nums">{formatPKR(i.lineTotalPaisa)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">A confirmation e-mail is on its way to {c.email}.</p>
      </section>
      {order.items.some((i) => i.purchaseType === 'subscription') && orderToken(order.id) && (
        <OrderSubscriptionLinks orderId={order.id} token={orderToken(order.id) ?? ''} />
      )}
      <NextSteps />
      <Links orderId={order.id} />
    </>
  );
}

function ServerOrder({ id }: { id: string }) {
  const location = useLocation();
  const token = orderToken(id);
  const fromCheckout = (location.state as { order?: Order } | null)?.order;
  const { data, isPending, isError } = useQuery({
    queryKey: ['order', id],
    queryFn: () => fetchOrder(id, token ?? ''),
    enabled: Boolean(token),
    initialData: fromCheckout?.id === id ? fromCheckout : undefined,
    retry: 1,
  });
  if (data) return <Confirmed order={data} />;
  if (token && isPending) return <Loading label="Loading your order…" />;
  return (
    <>
      <PageTitle>Your order</PageTitle>
      <p className="max-w-2xl text-muted">
        {isError
          ? 'We could not load this order right now.'
          : 'This order was not placed from this browser, so we cannot show its details here.'}{' '}
        You can check its status with your order number and phone number.
      </p>
      <Links orderId={id} />
    </>
  );
}

function QueuedOrderView({ localId }: { localId: string }) {
  const navigate = useNavigate();
  const addItem = useCart((s) => s.addItem);
  const raw = useSyncExternalStore(subscribeQueue, queueSnapshot, () => '[]');
  const entry = parseQueue(raw).find((e) => e.id === localId);

  useEffect(() => startQueueSender(), []);
  useEffect(() => {
    if (entry?.status === 'sent' && entry.orderId) {
      void navigate(`/order-confirmation?id=${encodeURIComponent(entry.orderId)}`, {
        replace: true,
      });
    }
  }, [entry?.status, entry?.orderId, navigate]);

  if (!entry) return <NoOrder />;
  if (entry.status === 'rejected') {
    return (
      <>
        <PageTitle>We could not place your order</PageTitle>
        <p role="alert" className="max-w-2xl text-red-800">
          Your saved order was refused when we sent it: {entry.error}
        </p>
        <Button
          size="lg"
          className="mt-6"
          onClick={() => {
            for (const item of entry.items) addItem(item);
            dropQueued(entry.id);
            void navigate('/checkout');
          }}
        >
          Put the items back in my cart
        </Button>
      </>
    );
  }
  const p = entry.payload;
  return (
    <>
      <WifiOff size={44} className="mb-3 text-amber-600" aria-hidden="true" />
      <PageTitle>Order saved on this device</PageTitle>
      <div role="status" className="max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <p className="font-semibold text-amber-900">
          You are offline. Your order will be sent automatically when you are back online.
        </p>
        <p className="mt-2 text-sm text-amber-900">
          Keep this page open or come back to the shop later; it is sent once, and you will see the
          confirmation here.
        </p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <Detail label="Name">
            {p.customerDetails.firstName} {p.customerDetails.lastName}
          </Detail>
          <Detail label="Delivery">
            {formatDeliveryDate(p.deliveryDate)}, {p.deliveryTime}
          </Detail>
        </dl>
        <p className="mt-4 flex items-center gap-2 text-sm text-amber-900">
          <Clock size={16} aria-hidden="true" /> Waiting for a connection…
        </p>
      </div>
    </>
  );
}

function NoOrder() {
  return (
    <>
      <PageTitle>No order to show</PageTitle>
      <p className="max-w-2xl text-muted">
        There is no recent order to confirm here. If you placed one, you can track it with your
        order number and phone number.
      </p>
      <Links orderId="" />
      <Link
        to="/track-order"
        className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
      >
        Track an order
      </Link>
    </>
  );
}

export function ConfirmationPage() {
  useDocumentTitle('Order Confirmation');
  const [params] = useSearchParams();
  const id = params.get('id');
  const local = params.get('local');
  return (
    <Page>
      {id ? (
        <ServerOrder key={id} id={id} />
      ) : local ? (
        <QueuedOrderView localId={local} />
      ) : (
        <NoOrder />
      )}
    </Page>
  );
}
