// Admin accounts: everyone with read:admin sees them; a super-admin creates and changes them.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { staffApi } from '@/lib/staff-api';
import { useAdminMutation } from './use-admin-mutation';
import type { Role } from './session';

export const ROLES: Role[] = ['super-admin', 'admin', 'manager', 'driver', 'customer'];

export type AdminAccount = Schemas['AdminAccount'];
export type NewAdmin = Schemas['NewAdminRequest'];
export type AdminChange = Schemas['AdminUpdateRequest'];

const adminsKey = ['admin', 'admins'] as const;

export function useAdminAccounts() {
  return useQuery({
    queryKey: adminsKey,
    queryFn: () => staffApi<Schemas['AdminAccountList']>('/api/admin/admins'),
  });
}

// A change counts as done once the list shows it.
const useAdminsMutation = <A, R>(fn: (args: A) => Promise<R>) =>
  useAdminMutation(fn, { stale: [adminsKey], wait: true });

export function useCreateAdmin() {
  return useAdminsMutation((body: NewAdmin) =>
    staffApi<AdminAccount>('/api/admin/admins', { method: 'POST', body }),
  );
}

export function useUpdateAdmin() {
  return useAdminsMutation(({ id, ...change }: { id: string } & AdminChange) =>
    staffApi<AdminAccount>(`/api/admin/admins/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: change,
    }),
  );
}
