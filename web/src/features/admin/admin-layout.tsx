// The guard around every admin page: the server's session decides. Signed out or expired
// (401 from GET /api/admin/session or from any admin call) -> /admin-login.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/button';
import { Loading, Page } from '@/components/page';
import { onUnauthorized } from './api/admin-api';
import { forgetAdminData, sessionKey, useAdminSession } from './api/session';
import { AdminNav } from './components/admin-nav';

export function AdminLayout() {
  const session = useAdminSession();
  const location = useLocation();
  const client = useQueryClient();

  useEffect(
    () =>
      onUnauthorized(() => {
        forgetAdminData(client);
        client.setQueryData(sessionKey, null);
      }),
    [client],
  );

  if (session.isPending) return <Loading label="Checking your admin session…" />;
  if (session.isError)
    return (
      <Page className="text-center">
        <p role="alert" className="text-muted">
          We could not check your admin session. Please check your connection.
        </p>
        <Button className="mt-4" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </Page>
    );
  if (!session.data)
    return (
      <Navigate to="/admin-login" replace state={{ from: location.pathname + location.search }} />
    );
  return (
    <div className="min-h-full bg-slate-50">
      <AdminNav admin={session.data.admin} />
      <Outlet />
    </div>
  );
}
