// /admin-login: the server checks the password; the demo hint shows only in demo mode.
import { Info } from 'lucide-react';
import { Navigate, useLocation } from 'react-router';
import { Loading, Page } from '@/components/page';
import { useSettings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminSession } from './api/session';
import { LoginForm } from './components/login-form';

export { INVALID_LOGIN } from './components/login-form';

/** Where to go after signing in: back to the admin page (or the driver app) that sent us
 *  here, else /admin. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from.startsWith('/admin') || from === '/driver')
    ? from
    : '/admin';
}

export function AdminLoginPage() {
  useDocumentTitle('Admin Login | AquaPure');
  const session = useAdminSession();
  const location = useLocation();
  const settings = useSettings();

  if (session.isPending) return <Loading />;
  if (session.data) return <Navigate to={returnPath(location.state)} replace />;

  const demo = settings.demoMode ? settings.demoCredentials : undefined;
  return (
    <Page className="flex justify-center">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Admin Login</h1>
        <p className="mt-1 text-sm text-muted">Sign in to manage the shop.</p>
        {demo && (
          <div
            className="mt-5 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
            data-testid="demo-credentials"
          >
            <Info size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
            <p>
              Demo mode. Username: <code className="font-semibold">{demo.username}</code>, password:{' '}
              <code className="font-semibold">{demo.password}</code>
            </p>
          </div>
        )}
        <LoginForm />
      </div>
    </Page>
  );
}
