// placeOrder sends the shop's current language with the order (the customer's mails and
// text messages use it), English unless Urdu is showing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n';
import { placeOrder, type OrderPayload } from './orders-api';

const PAYLOAD = { customerId: 'guest', items: [], total: 1 } as unknown as OrderPayload;

/** Stubs fetch; returns a reader of the first request's JSON body. */
function sentBody() {
  const fn = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fn);
  return () => JSON.parse(String(fn.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
}

describe('placeOrder', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLocale('en', false);
  });

  it('sends "en" while the shop is in English', async () => {
    await setLocale('en', false);
    const body = sentBody();
    await placeOrder(PAYLOAD, 'k1');
    expect(body().language).toBe('en');
  });

  it('sends "ur" while the shop is in Urdu', async () => {
    await setLocale('ur', false);
    const body = sentBody();
    await placeOrder(PAYLOAD, 'k2');
    expect(body().language).toBe('ur');
  });
});
