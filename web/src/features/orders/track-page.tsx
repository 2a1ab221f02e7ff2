// Track an order with its number and the phone it was placed with
// (docs/product.md#orders-and-tracking): the server answers with the status, delivery date and
// slot, and the items, nothing else.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Page, PageTitle } from '@/components/page';
import { BottleNote } from '@/components/shop/bottle-note';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ResendLinkForm } from '@/components/subscription/resend-link-form';
import { displayOrderNumber } from '@/lib/orders-api';
import { TrackForm, type Tracked } from './track-form';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import './locales';

const STATUS: Record<Tracked['status'], { label: string; tone: string; text: string }> = {
  pending: {
    label: 'Pending',
    tone: 'bg-amber-100 text-amber-900',
    text: 'We have your order and will start preparing it shortly.',
  },
  processing: {
    label: 'Processing',
    tone: 'bg-sky-100 text-sky-900',
    text: 'Your order is being prepared and checked.',
  },
  delivered: {
    label: 'Delivered',
    tone: 'bg-emerald-100 text-emerald-900',
    text: 'Your order has been delivered. Enjoy!',
  },
  cancelled: {
    label: 'Cancelled',
    tone: 'bg-red-100 text-red-900',
    text: 'This order was cancelled. Call us if this is unexpected.',
  },
};

/** The server's answer: status, delivery day and slot, and the items. */
function TrackResult({ result }: { result: Tracked }) {
  const status = STATUS[result.status];
  useT();
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-6"
      aria-labelledby="track-result-h"
      aria-live="polite"
    >
      <h2 id="track-result-h" className="text-lg font-bold text-ink">
        {t('Order {number}', { number: ltr(displayOrderNumber(result.id)) })}
      </h2>
      <p className="mt-3">
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${status.tone}`}
          data-testid="track-status"
        >
          {t(status.label)}
        </span>
      </p>
      <p className="mt-3 text-slate-700">{t(status.text)}</p>
      <dl className="mt-4 text-sm">
        <dt className="text-muted">{t('Delivery')}</dt>
        <dd className="font-semibold text-ink">
          {t('{date}, {time}', {
            date: formatDeliveryDate(result.deliveryDate),
            time: t(result.deliveryTime),
          })}
        </dd>
      </dl>
      <h3 className="mt-4 text-sm text-muted">{t('Items')}</h3>
      <ul className="mt-1 text-sm text-ink">
        {result.items.map((i, n) => (
          <li key={n}>
            {i.productName} × <bdi dir="ltr">{i.quantity}</bdi>
            {i.purchaseType === 'subscription' ? t(' (subscription)') : ''}
            <BottleNote line={{ ...i, depositUnitPaisa: 0 }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TrackPage() {
  useT();
  useDocumentTitle(t('Track Your Order'));
  const [params] = useSearchParams();
  const [result, setResult] = useState<Tracked | null>(null);
  return (
    <Page>
      <PageTitle lead={t('Enter your order number and the phone number you ordered with.')}>
        {t('Track Your Order')}
      </PageTitle>
      <div className="grid gap-8 lg:grid-cols-2">
        <TrackForm initialId={params.get('id') ?? ''} onResult={setResult} />
        {result && <TrackResult result={result} />}
        <ResendLinkForm />
      </div>
    </Page>
  );
}
