import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/error-boundary';
import { lazyChunk, loadChunk, waitingForConnection } from './lazy-chunk';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const failed = () => new TypeError('Failed to fetch dynamically imported module');

afterEach(() => vi.restoreAllMocks());

describe('loadChunk', () => {
  it('tries again after each delay while online, then gives the error', async () => {
    const load = vi.fn(() => Promise.reject(failed()));
    await expect(loadChunk(load, [1, 1])).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers the first success', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failed())
      .mockResolvedValueOnce('code');
    await expect(loadChunk(load, [1])).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('while offline waits for the connection, however long, without using up its tries', async () => {
    setOnline(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failed())
      .mockResolvedValueOnce('code');
    const result = loadChunk(load, []);
    await new Promise((r) => setTimeout(r, 20));
    expect(load).toHaveBeenCalledTimes(1);
    expect(waitingForConnection()).toBe(1); // the offline banner says what waits
    setOnline(true);
    await expect(result).resolves.toBe('code');
    expect(waitingForConnection()).toBe(0);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyChunk', () => {
  it('after a failed load, a retry fetches the code again instead of keeping the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Section = () => <p>sections</p>;
    let reachable = false;
    const load = vi.fn(() =>
      reachable ? Promise.resolve({ default: Section }) : Promise.reject(failed()),
    );
    // No delays: the first failure is final, so the boundary shows its fallback.
    const Lazy = lazyChunk(load, { delays: [] });
    render(
      <ErrorBoundary fallback={(retry) => <button onClick={retry}>Try again</button>}>
        <Suspense fallback={<p>loading</p>}>
          <Lazy />
        </Suspense>
      </ErrorBoundary>,
    );
    const button = await screen.findByRole('button', { name: 'Try again' });
    const tries = load.mock.calls.length;
    reachable = true;
    await act(async () => fireEvent.click(button));
    expect(await screen.findByText('sections')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(tries + 1);
  });
});
