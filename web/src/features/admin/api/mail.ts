import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from './admin-api';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

export type OutboxMail = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  orderId: string;
  status: MailStatus;
  attempts: number;
  lastError: string;
  createdAt: string;
  sentAt: string | null;
};

const mailKey = ['admin', 'mail'] as const;

export function useOutbox() {
  return useQuery({
    queryKey: mailKey,
    queryFn: () => adminApi<{ items: OutboxMail[] }>('/api/admin/mail'),
  });
}

export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      adminApi<{ id: number; status: MailStatus }>(`/api/admin/mail/${id}/retry`, {
        method: 'POST',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: mailKey }),
  });
}
