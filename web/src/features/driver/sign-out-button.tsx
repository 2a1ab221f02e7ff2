// Signing out of the driver app: forgets this phone's copy of the manifest and the worker's
// cache (a shared phone keeps no customer's address), but never while outcomes still wait
// or a refused one is still on the phone.
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { api } from '@/lib/api';
import { forgetManifest } from './driver-api';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

export function SignOutButton({ waiting }: { waiting: number }) {
  const navigate = useNavigate();
  useT();
  const signOut = async () => {
    await api('/api/admin/logout', { method: 'POST' }).catch(() => undefined);
    forgetManifest();
    if ('caches' in window) await caches.delete('aquapure-driver-v1');
    navigate('/admin-login', { replace: true });
  };
  return (
    <div className="mt-10 text-center">
      <Button
        variant="secondary"
        className="min-h-12"
        disabled={waiting > 0}
        onClick={() => void signOut()}
      >
        {t('Sign out')}
      </Button>
      {waiting > 0 && (
        <p className="mt-2 text-sm text-muted">
          {t(
            'Send the waiting outcomes (and have your manager record any not accepted) before signing out.',
          )}
        </p>
      )}
    </div>
  );
}
