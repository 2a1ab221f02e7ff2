import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetResources } from '@/lib/resource';

// findBy*/waitFor wait up to 5 s, not 1: make test runs these beside the sanitizer build and
// the API suites, and a render that waits for the CPU is not a failure (speed is measured by
// make bench, never by tests).
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs; components only need them to exist.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.assign(globalThis, {
  ResizeObserver: NoopObserver,
  IntersectionObserver: NoopObserver,
});
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  resetResources();
  vi.unstubAllGlobals();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
  sessionStorage.clear();
});
