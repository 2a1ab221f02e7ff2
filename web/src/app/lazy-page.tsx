import type { ComponentType } from 'react';
import { lazyChunk } from '@/lib/lazy-chunk';

/**
 * A page component loaded on first use; `name` is its named export. It comes wrapped in
 * TanStack Query's provider, which loads with the first lazy page (the home page does
 * without it).
 */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyChunk(
    async () => {
      const [mod, { WithQuery }] = await Promise.all([load(), import('@/lib/query-client')]);
      const Page = mod[name] as ComponentType;
      return {
        default: function LazyPage() {
          return (
            <WithQuery>
              <Page />
            </WithQuery>
          );
        },
      };
    },
    { page: true },
  );
}
