import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { staffApi } from '@/lib/staff-api';

export type MailStatus = Schemas['MailStatus'];
export type OutboxMail = Schemas['OutboxMail'];

const mailKey = ['admin', 'mail'] as const;

export function useOutbox() {
  return useQuery({
    queryKey: mailKey,
    queryFn: () => staffApi<Schemas['OutboxMailList']>('/api/admin/mail'),
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
