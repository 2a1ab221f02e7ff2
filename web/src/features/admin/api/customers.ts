import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { adminApi } from './admin-api';

export type Customer = Schemas['Customer'];
export type CustomersResponse = Schemas['CustomerList'];

export function useCustomers() {
  return useQuery({
    queryKey: ['admin', 'customers'],
    queryFn: () => adminApi<CustomersResponse>('/api/admin/customers'),
  });
}
