// The admin's bar on every admin page: where to go (only what the role may see), who is
// signed in, and Logout.
import { LogOut, ShieldCheck } from 'lucide-react';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { useLogout, type AdminUser } from '../api/session';

export const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', permission: 'read:product' },
  { to: '/admin/orders', label: 'Orders', permission: 'read:order' },
  { to: '/admin/subscriptions', label: 'Subscriptions', permission: 'manage:subscription' },
  { to: '/admin/dispatch', label: 'Dispatch', permission: 'assign:driver' },
  { to: '/admin/zones', label: 'Zones', permission: 'assign:driver' },
  { to: '/admin/cash-up', label: 'Cash-up', permission: 'assign:driver' },
  { to: '/admin/customers', label: 'Customers', permission: 'read:customer' },
  { to: '/admin/messages', label: 'Messages', permission: 'read:customer' },
  { to: '/admin/mail', label: 'Mail outbox', permission: 'read:customer' },
  { to: '/admin/audit', label: 'Audit log', permission: 'read:audit_logs' },
  { to: '/admin/admins', label: 'Admins', permission: 'read:admin' },
  { to: '/admin/cookies', label: 'Cookies', permission: '' },
];

function linkClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'
  }`;
}

export function AdminNav({ admin }: { admin: AdminUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const links = ADMIN_LINKS.filter(
    (l) => !l.permission || admin.permissions.includes(l.permission),
  );
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => navigate('/admin-login', { replace: true }) });
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <p
          className="flex min-w-0 flex-1 items-center gap-2 text-sm text-muted"
          data-testid="admin-identity"
        >
          <ShieldCheck size={18} className="shrink-0 text-brand-700" aria-hidden="true" />
          <span className="truncate">
            <span className="hidden sm:inline">Signed in as </span>
            <strong className="text-ink">{admin.name || admin.username}</strong>{' '}
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
              {admin.role}
            </span>
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          onClick={signOut}
          disabled={logout.isPending}
        >
          <LogOut size={16} aria-hidden="true" /> Logout
        </Button>
        <nav
          aria-label="Admin"
          className="-mx-1 w-full overflow-x-auto max-sm:[mask-image:linear-gradient(to_right,#000_85%,transparent)]"
        >
          <ul className="flex gap-1 px-1 pb-1">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={linkClass}>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
