import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the parsed JSON body', async () => {
    answer(200, { items: [], total: 0 });
    await expect(api('/api/products')).resolves.toEqual({ items: [], total: 0 });
  });

  it("turns the server's error shape into an ApiError", async () => {
    answer(422, {
      error: {
        code: 'validation_failed',
        message: 'Please correct the errors in the form before submitting.',
        fields: { email: 'Please enter a valid email address' },
      },
    });
    const err = await api('/api/contact', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Please correct the errors in the form before submitting.',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('copes with an error that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    await expect(api('/api/settings')).rejects.toMatchObject({ status: 502, code: 'http_error' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const err = (await api('/api/settings').catch((e: unknown) => e)) as ApiError;
    expect(err.isNetwork).toBe(true);
  });

  it('sends JSON with the header that admin writes need', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await api('/api/contact', { method: 'POST', body: { name: 'A' } });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe('{"name":"A"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'aquapure',
    });
  });
});
