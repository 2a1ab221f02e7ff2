// /admin-login: the server checks the password; the demo hint shows only in demo mode.
import { Info, LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/button';
import { Loading, Page } from '@/components/page';
import { ApiError, type FieldErrors } from '@/lib/api';
import { useSettings } from '@/lib/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminSession, useLogin } from './api/session';
import { TextField } from './components/field';
import { Notice } from './components/notice';
import { RATE_LIMITED } from './lib/failure';

export const INVALID_LOGIN = 'Invalid username or password';

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
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');

  if (session.isPending) return <Loading />;
  if (session.data) return <Navigate to={returnPath(location.state)} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const missing: FieldErrors = {};
    if (!username.trim()) missing.username = 'Username is required';
    if (!password) missing.password = 'Password is required';
    setErrors(missing);
    setFailure('');
    if (Object.keys(missing).length > 0) return;
    login.mutate(
      { username: username.trim(), password },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422) {
            setErrors(err.fields);
            return;
          }
          if (err instanceof ApiError && err.status === 429) {
            setFailure(RATE_LIMITED);
            return;
          }
          if (err instanceof ApiError && err.status === 401) {
            setFailure(INVALID_LOGIN);
            setUsername('');
            setPassword('');
            return;
          }
          setFailure(err.message);
        },
      },
    );
  };

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
        <form className="mt-6 flex flex-col gap-4" onSubmit={submit} noValidate>
          {failure && <Notice tone="error">{failure}</Notice>}
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={username}
            error={errors.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" size="lg" disabled={login.isPending}>
            <LogIn size={18} aria-hidden="true" />
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </div>
    </Page>
  );
}
