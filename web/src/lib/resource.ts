// A small read-through cache for the public catalogue and settings (GET requests only).
// TanStack Query does this for the rest of the app, but it weighs ~11 KB gzip, and the home
// page, which only reads, has a 100 KB JavaScript budget (docs/performance.md). Entries are
// shared by every component using the same key, refetched when stale on mount, and
// refetched at once when the live catalogue says they changed.
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** Like TanStack Query's result: narrowing on isPending / isError leaves `data` defined. */
export type ResourceState<T> =
  | { data: undefined; error: undefined; isPending: true; isError: false }
  | { data: T; error: undefined; isPending: false; isError: false }
  | { data: T | undefined; error: unknown; isPending: false; isError: true };

type Entry = {
  state: ResourceState<unknown>;
  fetcher: () => Promise<unknown>;
  loadedAt: number;
  loading: boolean;
  retry: boolean;
  listeners: Set<() => void>;
};

const STALE_MS = 30_000;
const IDLE: ResourceState<unknown> = {
  data: undefined,
  error: undefined,
  isPending: true,
  isError: false,
};
const cache = new Map<string, Entry>();

function entryFor(key: string, fetcher: () => Promise<unknown>, retry: boolean): Entry {
  let e = cache.get(key);
  if (!e) {
    e = { state: IDLE, fetcher, loadedAt: 0, loading: false, retry, listeners: new Set() };
    cache.set(key, e);
  }
  return e;
}

function set(e: Entry, state: ResourceState<unknown>) {
  e.state = state;
  for (const l of e.listeners) l();
}

async function load(e: Entry) {
  if (e.loading) return;
  e.loading = true;
  for (let attempt = 0; ; attempt++) {
    try {
      const data = await e.fetcher();
      e.loadedAt = Date.now();
      set(e, { data, error: undefined, isPending: false, isError: false });
      break;
    } catch (error) {
      if (e.retry && attempt === 0) {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      // A failed refresh keeps what was shown before (warn, keep the last list).
      set(e, { data: e.state.data, error, isPending: false, isError: true });
      break;
    }
  }
  e.loading = false;
}

/** Data for `key`, fetched once and shared; `retry` tries a failed request once more. */
export function useResource<T>(
  key: string,
  fetcher: () => Promise<T>,
  { retry = true }: { retry?: boolean } = {},
): ResourceState<T> {
  const e = entryFor(key, fetcher, retry);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const entry = entryFor(key, fetcher, retry);
      entry.listeners.add(onChange);
      return () => entry.listeners.delete(onChange);
    },
    // The fetcher is a fresh closure on every render; the key says what it fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => e.state,
    () => e.state,
  );
  useEffect(() => {
    const entry = entryFor(key, fetcher, retry);
    if (Date.now() - entry.loadedAt > STALE_MS) void load(entry);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state as ResourceState<T>;
}

/** Refetches every entry whose key starts with `prefix` that is on screen; others go stale. */
export function invalidateResources(prefix: string) {
  for (const [key, e] of cache) {
    if (!key.startsWith(prefix)) continue;
    e.loadedAt = 0;
    if (e.listeners.size) void load(e);
  }
}

/** For tests: forget everything. */
export function resetResources() {
  cache.clear();
}
