import { useInfiniteQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';

export type ContactMessage = Schemas['ContactMessage'];
export const MESSAGES_PER_PAGE = 50;

/** Pages of messages, newest first; each next page by the cursor the page before gave. */
export function useMessages() {
  return useInfiniteQuery({
    queryKey: ['admin', 'messages'],
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      staffApi<Schemas['ContactMessageList']>(
        `/api/admin/messages${queryString({ limit: MESSAGES_PER_PAGE, cursor: pageParam })}`,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
