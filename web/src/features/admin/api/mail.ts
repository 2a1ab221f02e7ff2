import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { staffApi } from '@/lib/staff-api';

export type MailStatus = Schemas['MailStatus'];
export type OutboxMail = Schemas['OutboxMail'];

const mailKey = ['admin', 'mail'] as const;

/** Pages of 100 mails, newest first; each next page by the server's cursor (`before`). */
export function useOutbox() {
  return useInfiniteQuery({
    queryKey: mailKey,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      staffApi<Schemas['OutboxMailList']>(
        `/api/admin/mail?limit=100${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      staffApi<Schemas['MailRetried']>(`/api/admin/mail/${id}/retry`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: mailKey }),
  });
}
