// The server owns admin identity (docs/decisions/0006-server-owns-admin-identity.md): the
// browser only asks who it is.
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi, isUnauthorized } from '@/lib/staff-api';
import type { Schemas } from '@/lib/api-types';

export type Role = Schemas['Role'];
export type AdminUser = Schemas['SessionAdmin'];
export type AdminSession = Schemas['AdminSession'];

export const sessionKey = ['admin', 'session'] as const;

/** null when signed out or expired (the server answers 401). */
async function fetchSession(): Promise<AdminSession | null> {
  try {
    const session = await staffApi<AdminSession>('/api/admin/session');
    // A customer account has a session but no place in the back office.
    return session.admin.role === 'customer' ? null : session;
  } catch (e) {
    if (isUnauthorized(e)) return null;
    throw e;
  }
}

export function useAdminSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: true,
  });
}

/** The signed-in admin; only used below the admin layout, which waits for the session. */
export function useAdmin(): AdminUser | null {
  return useAdminSession().data?.admin ?? null;
}

export function useCan(permission: string): boolean {
  return useAdmin()?.permissions.includes(permission) ?? false;
}

/** Forgets every admin answer but the session itself (whose observers must be told, not dropped). */
export function forgetAdminData(client: QueryClient) {
  client.removeQueries({ queryKey: ['admin'], predicate: (q) => q.queryKey[1] !== 'session' });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Schemas['LoginRequest']) =>
      staffApi<AdminSession>('/api/admin/login', { method: 'POST', body }),
    onSuccess: (session) => {
      forgetAdminData(client);
      client.setQueryData(sessionKey, session);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => staffApi<void>('/api/admin/logout', { method: 'POST' }),
    onSettled: () => {
      forgetAdminData(client);
      client.setQueryData(sessionKey, null);
    },
  });
}
