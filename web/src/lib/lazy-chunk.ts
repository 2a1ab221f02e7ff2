import { createElement, lazy, type ComponentType } from 'react';

// Lazily loaded code (pages, the cart drawer, the home page's lower sections) is fetched on
// first use. A shopper whose connection drops at that moment must not be left with a broken
// page: while the browser is offline the load waits for the connection to come back (the
// offline banner says so, through waitingForConnection), and a failure while online is tried
// again a few times before it becomes an error. Chromium fetches a failed module again on the
// next import() (checked with Debian's Chromium 156); a browser that keeps the failure ends
// on the error page, whose button reloads the page.

/** Waits between tries while the browser reports itself online. */
export const RETRY_DELAYS_MS = [500, 2000];

/** A count that components read with useSyncExternalStore. */
function countStore() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    add(delta: number) {
      value += delta;
      for (const listener of listeners) listener();
    },
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const waiting = countStore();
const pages = countStore();

export const subscribeWaiting = waiting.subscribe;
/** The number of lazy loads waiting for the browser to be back online. */
export const waitingForConnection = waiting.get;

export const subscribePagesLoading = pages.subscribe;
/**
 * The number of pages whose code is being fetched (or waits for the connection). A navigation
 * keeps the old page on screen meanwhile; the page loading bar shows that the click was taken.
 */
export const pagesLoading = pages.get;

function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load` until it succeeds: failures while offline wait for the connection without
 * counting; failures while online are tried again after each of `delays`, then rethrown.
 */
export async function loadChunk<T>(load: () => Promise<T>, delays = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        waiting.add(1);
        try {
          await whenOnline();
        } finally {
          waiting.add(-1);
        }
        continue;
      }
      const delay = delays[attempt++];
      if (delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

/** Lazy components whose load failed, each with the way to start it afresh. */
const failedChunks = new Set<() => void>();

/**
 * Lets every lazy component whose code failed to load fetch it again the next time it
 * renders. Error boundaries call this when they reset (another page, a retry button).
 */
export function forgetFailedChunks() {
  for (const renew of failedChunks) renew();
  failedChunks.clear();
}

export interface LazyChunkOptions {
  /** Waits between tries while online (loadChunk). */
  delays?: number[];
  /** A page: counted in pagesLoading while its code loads. */
  page?: boolean;
}

/**
 * React.lazy over loadChunk. React keeps a lazy component's failure for good; the failure
 * stands (so React's own immediate re-render reaches the error boundary) until
 * forgetFailedChunks, after which rendering the component fetches its code again.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { delays = RETRY_DELAYS_MS, page = false }: LazyChunkOptions = {},
): ComponentType<P> {
  const start = (): ComponentType<P> =>
    lazy(() => {
      // React starts the load while rendering: the bar's store is told after that render.
      if (page) queueMicrotask(() => pages.add(1));
      return loadChunk(load, delays)
        .catch((error: unknown) => {
          failedChunks.add(() => (current = start()));
          throw error;
        })
        .finally(() => {
          if (page) pages.add(-1);
        });
    });
  let current = start();
  return function Chunk(props: P) {
    return createElement(current, props);
  };
}
