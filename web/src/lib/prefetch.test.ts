import { describe, expect, it, vi } from 'vitest';
import { prefetchRoute, registerPrefetch } from './prefetch';

describe('prefetchRoute', () => {
  it("starts the route's loader, and a route nobody registered does nothing", () => {
    const load = vi.fn(() => Promise.resolve());
    registerPrefetch('/next', load);
    prefetchRoute('/next');
    prefetchRoute('/nowhere');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a loader that fails (offline) leaves no unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      registerPrefetch('/offline', () => Promise.reject(new TypeError('Failed to fetch')));
      prefetchRoute('/offline');
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
