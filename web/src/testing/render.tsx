// Renders a component the way the app does (query client + router), for component tests.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

/** Shows the current path and query, so a test can see where a click navigated to. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderWithApp(
  ui: ReactNode,
  { url = '/', path = '*' }: { url?: string; path?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers fetch from a function of the URL: a JSON body, or [status, body]. */
export function stubFetch(answer: (url: URL) => unknown | [number, unknown]) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const result = answer(url);
    const [status, body] =
      Array.isArray(result) && typeof result[0] === 'number' ? result : [200, result];
    return new Response(JSON.stringify(body), {
      status: status as number,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
