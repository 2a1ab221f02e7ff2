import { useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api';

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  createdAt: string;
};

export function useMessages() {
  return useQuery({
    queryKey: ['admin', 'messages'],
    queryFn: () => adminApi<{ items: ContactMessage[] }>('/api/admin/messages'),
  });
}
