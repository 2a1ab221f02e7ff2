import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { adminApi } from './admin-api';

export type ContactMessage = Schemas['ContactMessage'];

export function useMessages() {
  return useQuery({
    queryKey: ['admin', 'messages'],
    queryFn: () => adminApi<Schemas['ContactMessageList']>('/api/admin/messages'),
  });
}
