// TanStack Query for the pages that use it (admin, cart quotes, orders, contact). It loads
// with those pages, not with the home page (see lib/resource.ts for why).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Once, but never after a 401: the staff layout sends the person to sign in at once.
      retry: (failures, e) => failures < 1 && !(e instanceof ApiError && e.status === 401),
    },
  },
});

export function WithQuery({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
