// useCheckoutSubmit on its own (no page): the server's quote, the idempotency key, the
// offline queue and the mapping of a 422's field errors, against a mocked fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readQueue } from '@/lib/order-queue';
import { orderToken } from '@/lib/orders-api';
import { BOTTLE_19L } from '@/testing/products';
import { useCart } from '@/stores/cart-store';
import { FORM_ERROR, ORDER_FAILED, type CheckoutValues } from './checkout-schema';
import { AYESHA } from './checkout-test-values';
import { useCheckoutSubmit } from './use-checkout-submit';

const VALUES: CheckoutValues = { ...AYESHA, deliveryDate: '2026-12-01' };
const QUOTE = { lines: [], errors: {}, totalPaisa: 123400, subtotalPaisa: 123400 };

type Sent = { url: string; key: string | null; body: unknown };
type Answer = [number, unknown] | 'offline';

/** fetch answering /api/quote with QUOTE and /api/orders with the next of `orders`. */
function mockFetch(orders: Answer[]) {
  const sent: Sent[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost').pathname;
    const headers = new Headers(init?.headers);
    sent.push({ url, key: headers.get('Idempotency-Key'), body: JSON.parse(String(init?.body)) });
    const answer: Answer = url === '/api/quote' ? [200, QUOTE] : (orders.shift() ?? 'offline');
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer[1]), {
      status: answer[0],
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { orders: () => sent.filter((s) => s.url === '/api/orders') };
}

function setup() {
  const where = { path: '' };
  function Probe() {
    const l = useLocation();
    where.path = l.pathname + l.search;
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        {children}
        <Probe />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const setError = vi.fn();
  const hook = renderHook(() => useCheckoutSubmit(setError), { wrapper });
  return { ...hook, setError, where };
}

const validation = (fields: Record<string, string>): Answer => [
  422,
  { error: { code: 'validation', message: 'Invalid order', fields } },
];

beforeEach(() => {
  useCart.setState({
    items: [
      {
        product: { ...BOTTLE_19L },
        quantity: 2,
        purchaseType: 'one-time',
        hasBottleExchange: false,
        applySubscriptionDiscount: true,
      },
    ],
    couponCode: '',
    orderNote: 'Ring twice',
  });
});

describe('useCheckoutSubmit', () => {
  it('places the order at the quoted total, remembers it and shows the confirmation', async () => {
    const placed = { id: 'ORD-1', accessToken: 'tok-1' };
    const fetched = mockFetch([[201, placed]]);
    const { result, where } = setup();
    await waitFor(() => expect(result.current.quote).toBeDefined());
    expect(result.current.totalPaisa).toBe(123400);

    await act(() => result.current.submit(VALUES));

    const [order] = fetched.orders();
    expect(order?.key).toMatch(/.{16,}/);
    expect(order?.body).toMatchObject({ total: 1234, orderNote: 'Ring twice', couponCode: '' });
    expect(orderToken('ORD-1')).toBe('tok-1');
    expect(useCart.getState().items).toEqual([]);
    expect(result.current.stage).toBe('done');
    expect(where.path).toBe('/order-confirmation?id=ORD-1');
  });

  it("puts a 422's field errors on their fields and asks to correct the form", async () => {
    mockFetch([
      validation({
        email: 'Please enter a valid email address',
        'deliveryAddress.city': 'City is required',
      }),
    ]);
    const { result, setError, where } = setup();

    await act(() => result.current.submit(VALUES));

    expect(setError).toHaveBeenCalledWith('email', {
      type: 'server',
      message: 'Please enter a valid email address',
    });
    expect(setError).toHaveBeenCalledWith('deliveryCity', {
      type: 'server',
      message: 'City is required',
    });
    expect(result.current.alert).toBe(FORM_ERROR);
    expect(result.current.stage).toBe('idle');
    expect(useCart.getState().items).toHaveLength(1);
    expect(where.path).toBe('/checkout');
  });

  it('says a 422 on fields the form does not have in the alert itself', async () => {
    mockFetch([validation({ items: 'A cart can hold at most 50 lines' })]);
    const { result, setError } = setup();
    await act(() => result.current.submit(VALUES));
    expect(setError).not.toHaveBeenCalled();
    expect(result.current.alert).toBe('A cart can hold at most 50 lines');
  });

  it('queues the order offline with the key it was sent with', async () => {
    const fetched = mockFetch(['offline']);
    const { result, where } = setup();

    await act(() => result.current.submit(VALUES));

    const sentKey = fetched.orders()[0]?.key;
    const [queued] = readQueue();
    expect(queued?.key).toBe(sentKey);
    expect(queued?.payload).toMatchObject({ orderNote: 'Ring twice' });
    expect(result.current.stage).toBe('done');
    expect(useCart.getState().items).toEqual([]);
    expect(where.path).toBe(`/order-confirmation?local=${queued?.id}`);
  });

  it('sends a retry of the same order with the same key, a changed order with a new one', async () => {
    const fetched = mockFetch([
      [500, {}],
      [503, {}],
      [500, {}],
    ]);
    // Browser storage refuses the offline queue, so the 503 fails like the 500s.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = setup();
    // The order carries the total on screen: priced once, the same order is the same request.
    await waitFor(() => expect(result.current.quote).toBeDefined());

    await act(() => result.current.submit(VALUES));
    expect(result.current.alert).toBe(ORDER_FAILED);
    await act(() => result.current.submit(VALUES));
    expect(result.current.alert).toBe(ORDER_FAILED);
    await act(() => result.current.submit({ ...VALUES, notes: 'Leave at the gate' }));
    vi.restoreAllMocks();

    const keys = fetched.orders().map((o) => o.key);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(result.current.stage).toBe('idle');
  });
});
