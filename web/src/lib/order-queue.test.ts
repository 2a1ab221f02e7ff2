import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/render';
import { enqueueOrder, flushQueue, parseQueue, readQueue } from './order-queue';
import { orderToken, type OrderPayload } from './orders-api';

const payload: OrderPayload = {
  customerId: 'guest',
  items: [
    {
      productId: '1',
      quantity: 1,
      purchaseType: 'one-time',
      hasBottleExchange: false,
      applySubscriptionDiscount: true,
    },
  ],
  customerDetails: {
    firstName: 'Ayesha',
    lastName: 'Khan',
    email: 'ayesha@example.com',
    phone: '+92 300 1234567',
    address: 'House 4',
    city: 'Islamabad',
    postalCode: '44000',
    notes: '',
  },
  total: 1250,
  deliveryDate: '2026-11-24',
  deliveryTime: '12pm-3pm',
  paymentMethod: 'cod',
  couponCode: '',
  orderNote: '',
};

describe('offline order queue', () => {
  it('reads damaged storage as an empty queue', () => {
    expect(parseQueue('{not json')).toEqual([]);
    expect(parseQueue('{"a":1}')).toEqual([]);
    expect(parseQueue('[1, null, {"id": "x"}]')).toEqual([]);
  });

  it('sends a queued order once, with its key, and remembers its token', async () => {
    const fetch = stubFetch(() => [201, { id: 'ORD-ABC', accessToken: 'tok' }]);
    const entry = enqueueOrder(payload, 'key-12345678', []);
    await Promise.all([flushQueue(), flushQueue()]);
    await flushQueue();
    expect(fetch).toHaveBeenCalledTimes(1);
    const init = (fetch.mock.calls[0] as unknown[])[1] as RequestInit;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-12345678');
    expect(readQueue()).toMatchObject([{ id: entry.id, status: 'sent', orderId: 'ORD-ABC' }]);
    expect(orderToken('ORD-ABC')).toBe('tok');
  });

  it('keeps an order queued while the shop cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    enqueueOrder(payload, 'key-offline-1', []);
    await flushQueue();
    expect(readQueue()).toMatchObject([{ status: 'queued' }]);
  });

  it('marks an order the server refuses, with its message', async () => {
    stubFetch(() => [
      422,
      { error: { code: 'validation_failed', message: 'Delivery date cannot be in the past' } },
    ]);
    enqueueOrder(payload, 'key-refused-1', []);
    await flushQueue();
    expect(readQueue()).toMatchObject([
      { status: 'rejected', error: 'Delivery date cannot be in the past' },
    ]);
  });
});
