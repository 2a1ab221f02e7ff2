// Order confirmation (docs/decisions/0017-real-confirmation-and-tracking.md): the real order,
// loaded from the server with the access token this browser keeps, so a reload shows it again. An
// order queued offline shows as waiting and turns into the confirmation once it is sent. With no
// order there is nothing to confirm, and the page says so (no invented number).
import { useQuery } from '@tanstack/react-query';
import { Clock, WifiOff } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import { Button } from '@/components/button';
import { Loading, Page, PageTitle } from '@/components/page';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCart } from '@/stores/cart-store';
import {
  dropQueued,
  queueSnapshot,
  startQueueSender,
  subscribeQueue,
  parseQueue,
  type QueuedOrder,
} from '@/lib/order-queue';
import { Confirmed, Detail, Links } from './confirmed-order';
import { fetchOrder, orderToken, type Order } from '@/lib/orders-api';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

function ServerOrder({ id }: { id: string }) {
  const location = useLocation();
  const token = orderToken(id);
  const fromCheckout = (location.state as { order?: Order } | null)?.order;
  useT();
  const { data, isPending, isError } = useQuery({
    queryKey: ['order', id],
    queryFn: () => fetchOrder(id, token ?? ''),
    enabled: Boolean(token),
    initialData: fromCheckout?.id === id ? fromCheckout : undefined,
    retry: 1,
  });
  if (data) return <Confirmed order={data} />;
  if (token && isPending) return <Loading label={t('Loading your order…')} />;
  return (
    <>
      <PageTitle>{t('Your order')}</PageTitle>
      <p className="max-w-2xl text-muted">
        {t(
          isError
            ? 'We could not load this order right now.'
            : 'This order was not placed from this browser, so we cannot show its details here.',
        )}{' '}
        {t('You can check its status with your order number and phone number.')}
      </p>
      <Links orderId={id} />
    </>
  );
}

/** The server refused a queued order when it was sent: its lines can go back to the cart. */
function RefusedOrder({ entry }: { entry: QueuedOrder }) {
  const navigate = useNavigate();
  const addItem = useCart((s) => s.addItem);
  useT();
  return (
    <>
      <PageTitle>{t('We could not place your order')}</PageTitle>
      <p role="alert" className="max-w-2xl text-red-800">
        {t('Your saved order was refused when we sent it: {error}', {
          error: t(entry.error ?? ''),
        })}
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
        {t('Put the items back in my cart')}
      </Button>
    </>
  );
}

function QueuedOrderView({ localId }: { localId: string }) {
  const navigate = useNavigate();
  const raw = useSyncExternalStore(subscribeQueue, queueSnapshot, () => '[]');
  const entry = parseQueue(raw).find((e) => e.id === localId);
  useT();

  useEffect(() => startQueueSender(), []);
  useEffect(() => {
    if (entry?.status === 'sent' && entry.orderId) {
      void navigate(`/order-confirmation?id=${encodeURIComponent(entry.orderId)}`, {
        replace: true,
      });
    }
  }, [entry?.status, entry?.orderId, navigate]);

  if (!entry) return <NoOrder />;
  if (entry.status === 'rejected') return <RefusedOrder entry={entry} />;
  const p = entry.payload;
  return (
    <>
      <WifiOff size={44} className="mb-3 text-amber-600" aria-hidden="true" />
      <PageTitle>{t('Order saved on this device')}</PageTitle>
      <div role="status" className="max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 p-6">
        <p className="font-semibold text-amber-900">
          {t('You are offline. Your order will be sent automatically when you are back online.')}
        </p>
        <p className="mt-2 text-sm text-amber-900">
          {t(
            'Keep this page open or come back to the shop later; it is sent once, and you will see the confirmation here.',
          )}
        </p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <Detail label={t('Name')}>
            {p.customerDetails.firstName} {p.customerDetails.lastName}
          </Detail>
          <Detail label={t('Delivery')}>
            {t('{date}, {time}', {
              date: formatDeliveryDate(p.deliveryDate),
              time: t(p.deliveryTime),
            })}
          </Detail>
        </dl>
        <p className="mt-4 flex items-center gap-2 text-sm text-amber-900">
          <Clock size={16} aria-hidden="true" /> {t('Waiting for a connection…')}
        </p>
      </div>
    </>
  );
}

function NoOrder() {
  useT();
  return (
    <>
      <PageTitle>{t('No order to show')}</PageTitle>
      <p className="max-w-2xl text-muted">
        {t(
          'There is no recent order to confirm here. If you placed one, you can track it with your order number and phone number.',
        )}
      </p>
      <Links orderId="" />
      <Link
        to="/track-order"
        className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
      >
        {t('Track an order')}
      </Link>
    </>
  );
}

export function ConfirmationPage() {
  useT();
  useDocumentTitle(t('Order Confirmation'));
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
