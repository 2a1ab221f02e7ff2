import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { staffApi } from '@/lib/staff-api';

export type ContactMessage = Schemas['ContactMessage'];

export function useMessages() {
  return useQuery({
    queryKey: ['admin', 'messages'],
    queryFn: () => staffApi<Schemas['ContactMessageList']>('/api/admin/messages'),
  });
}
