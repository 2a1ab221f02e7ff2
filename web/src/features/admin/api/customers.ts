import { useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api';

export type Customer = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  totalOrders: number;
  totalSpentPaisa: number;
  lastOrderDate: string;
  createdAt: string;
};

export type CustomersResponse = {
  items: Customer[];
  summary: { customers: number; orders: number; revenuePaisa: number };
};

export function useCustomers() {
  return useQuery({
    queryKey: ['admin', 'customers'],
    queryFn: () => adminApi<CustomersResponse>('/api/admin/customers'),
  });
}
