import { createElement, lazy, type ComponentType } from 'react';
import { urduReady } from '@/lib/i18n/i18n';

// Lazily loaded code (pages, the cart drawer, the home page's lower sections) is fetched on
// first use. A shopper whose connection drops at that moment must not be left with a broken
// page: while the browser is offline the load waits for the connection to come back (the
// offline banner says so, through waitingForConnection), and a failure while online is tried
// again a few times before it becomes an error. Chromium fetches a failed module again on the
// next import() (checked with Debian's Chromium 156); a browser that keeps the failure ends
// on the error page, whose button reloads the page.

/** Waits between tries while the browser reports itself online. */
export const RETRY_DELAYS_MS = [500, 2000];

/** Listeners of a module-level value that components read with useSyncExternalStore. */
function changeSignal() {
  const listeners = new Set<() => void>();
  return {
    notify() {
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let waiting = 0;
const waitingChanged = changeSignal();

function addWaiting(delta: number) {
  waiting += delta;
  waitingChanged.notify();
}

export const subscribeWaiting = waitingChanged.subscribe;

/** The number of lazy loads waiting for the browser to be back online. */
export function waitingForConnection() {
  return waiting;
}

// Page loads in flight, numbered in the order they started.
const pendingPageLoads = new Set<number>();
let pageLoadsStarted = 0;
const pageLoadsChanged = changeSignal();

export const subscribePageLoads = pageLoadsChanged.subscribe;

/** How many page loads have started so far. */
export function pageLoadCount() {
  return pageLoadsStarted;
}

/**
 * The number of the latest page load still in flight (fetching, or waiting for the
 * connection), 0 if none. A navigation keeps the old page on screen meanwhile; the page
 * loading bar shows that the click was taken.
 */
export function latestPendingPageLoad() {
  let latest = 0;
  for (const n of pendingPageLoads) latest = Math.max(latest, n);
  return latest;
}

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
        addWaiting(1);
        try {
          await whenOnline();
        } finally {
          addWaiting(-1);
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
  /** A page: its load shows the page loading bar (latestPendingPageLoad). */
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
      // React starts the load while rendering: the bar's store is told after that render
      // (the microtask runs before the load can end).
      let number = 0;
      if (page)
        queueMicrotask(() => {
          number = ++pageLoadsStarted;
          pendingPageLoads.add(number);
          pageLoadsChanged.notify();
        });
      // In Urdu, the code's own Urdu catalogues come too before it shows (lib/i18n/i18n.ts).
      const loadWithUrdu = async () => {
        const module = await load();
        await urduReady();
        return module;
      };
      return loadChunk(loadWithUrdu, delays)
        .catch((error: unknown) => {
          failedChunks.add(() => (current = start()));
          throw error;
        })
        .finally(() => {
          if (!page) return;
          pendingPageLoads.delete(number);
          pageLoadsChanged.notify();
        });
    });
  let current = start();
  return function Chunk(props: P) {
    return createElement(current, props);
  };
}
