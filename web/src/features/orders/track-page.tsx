// Track an order with its number and the phone it was placed with (DECISIONS.md): the
// server answers with the status, delivery date and slot, and the items, nothing else.
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { Page, PageTitle } from '@/components/page';
import { BottleNote } from '@/components/shop/bottle-note';
import { api, ApiError } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ResendLinkForm } from '@/components/subscription/resend-link-form';
import { displayOrderNumber } from '@/lib/orders-api';

type Tracked = Schemas['TrackedOrder'];

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

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

export function TrackPage() {
  useDocumentTitle('Track Your Order');
  const [params] = useSearchParams();
  const [orderId, setOrderId] = useState(params.get('id') ?? '');
  const [phone, setPhone] = useState('');
  const [result, setResult] = useState<Tracked | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setResult(null);
    if (!orderId.trim() || !phone.trim()) {
      setError('Please enter your order number and phone number.');
      return;
    }
    setBusy(true);
    try {
      setResult(
        await api<Tracked>('/api/track', {
          method: 'POST',
          body: { orderId: orderId.trim(), phone: phone.trim() },
        }),
      );
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const status = result ? STATUS[result.status] : null;
  return (
    <Page>
      <PageTitle lead="Enter your order number and the phone number you ordered with.">
        Track Your Order
      </PageTitle>
      <div className="grid gap-8 lg:grid-cols-2">
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="rounded-2xl border border-slate-200 bg-white p-6"
          aria-label="Track your order"
        >
          <label htmlFor="track-id" className="text-sm font-medium text-slate-800">
            Order number
          </label>
          <input
            id="track-id"
            value={orderId}
            onChange={(e) => setOrderId(e.target.value)}
            placeholder="ORD-XXXXXXXXXX"
            autoComplete="off"
            maxLength={40}
            className={input}
          />
          <label htmlFor="track-phone" className="mt-4 block text-sm font-medium text-slate-800">
            Phone number
          </label>
          <input
            id="track-phone"
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            placeholder="+92 300 1234567"
            autoComplete="tel"
            maxLength={30}
            className={input}
          />
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" size="lg" className="mt-5 w-full" disabled={busy}>
            <Search size={18} aria-hidden="true" /> {busy ? 'Checking…' : 'Track Order'}
          </Button>
        </form>
        {result && status && (
          <section
            className="rounded-2xl border border-slate-200 bg-white p-6"
            aria-labelledby="track-result-h"
            aria-live="polite"
          >
            <h2 id="track-result-h" className="text-lg font-bold text-ink">
              Order {displayOrderNumber(result.id)}
            </h2>
            <p className="mt-3">
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${status.tone}`}
                data-testid="track-status"
              >
                {status.label}
              </span>
            </p>
            <p className="mt-3 text-slate-700">{status.text}</p>
            <dl className="mt-4 text-sm">
              <dt className="text-muted">Delivery</dt>
              <dd className="font-semibold text-ink">
                {formatDeliveryDate(result.deliveryDate)}, {result.deliveryTime}
              </dd>
            </dl>
            <h3 className="mt-4 text-sm text-muted">Items</h3>
            <ul className="mt-1 text-sm text-ink">
              {result.items.map((i, n) => (
                <li key={n}>
                  {i.productName} × {i.quantity}
                  {i.purchaseType === 'subscription' ? ' (subscription)' : ''}
                  <BottleNote line={{ ...i, depositUnitPaisa: 0 }} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <ResendLinkForm />
      </div>
    </Page>
  );
}
