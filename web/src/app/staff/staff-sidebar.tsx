// The back office's sidebar: the sections the signed-in role may use, grouped by the work,
// then who is signed in, Logout and a way back to the shop. Beside the page from 1024 px; on
// narrower screens a drawer opened by the menu button in each page's header.
import {
  Banknote,
  ClipboardList,
  Cookie,
  Droplets,
  ExternalLink,
  LayoutDashboard,
  LogOut,
  Mail,
  Map as MapIcon,
  MessageSquare,
  Package,
  Repeat,
  ScrollText,
  ShoppingBag,
  Truck,
  UserCog,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { Link, NavLink } from '@/lib/link';
import { Button } from '@/components/button';
import { useLogout, type AdminUser } from '@/features/admin/api/session';
import type { StaffGroup } from './staff-sections';

const ICONS: Record<string, LucideIcon> = {
  '/admin': LayoutDashboard,
  '/admin/orders': ShoppingBag,
  '/admin/subscriptions': Repeat,
  '/admin/customers': Users,
  '/admin/dispatch': Truck,
  '/admin/zones': MapIcon,
  '/admin/cash-up': Banknote,
  '/admin/products': Package,
  '/admin/plans': ClipboardList,
  '/admin/messages': MessageSquare,
  '/admin/admins': UserCog,
  '/admin/cookies': Cookie,
  '/admin/mail': Mail,
  '/admin/audit': ScrollText,
};

function linkClass({ isActive }: { isActive: boolean }) {
  return `flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium ${
    isActive
      ? 'bg-brand-50 font-semibold text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
  }`;
}

function Group({ group }: { group: StaffGroup }) {
  const id = `staff-group-${group.label.toLowerCase()}`;
  // A group of one link named like it (Messages) needs no heading of its own.
  const labelled = !(group.links.length === 1 && group.links[0]?.label === group.label);
  return (
    <div>
      {labelled && (
        <p
          id={id}
          className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-slate-500"
        >
          {group.label}
        </p>
      )}
      <ul aria-labelledby={labelled ? id : undefined} className="flex flex-col gap-0.5">
        {group.links.map((l) => {
          const Icon = ICONS[l.to] ?? LayoutDashboard;
          return (
            <li key={l.to}>
              <NavLink to={l.to} end className={linkClass}>
                <Icon size={18} className="shrink-0" aria-hidden="true" />
                {l.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Identity({ admin }: { admin: AdminUser }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => navigate('/admin-login', { replace: true }) });
  return (
    <div className="border-t border-slate-200 p-3">
      <p className="flex items-center gap-2 px-1 text-sm text-muted" data-testid="admin-identity">
        <span className="sr-only">Signed in as </span>
        <strong className="min-w-0 truncate text-ink">{admin.name || admin.username}</strong>
        <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-semibold text-brand-800">
          {admin.role}
        </span>
      </p>
      <div className="mt-2 flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1"
          onClick={signOut}
          disabled={logout.isPending}
        >
          <LogOut size={16} aria-hidden="true" /> Logout
        </Button>
        <Link
          to="/"
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Shop <ExternalLink size={14} aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

type Props = {
  admin: AdminUser;
  groups: StaffGroup[];
  /** Open as a drawer (below 1024 px); beside the page it is always shown. */
  open: boolean;
  onClose: () => void;
};

export function StaffSidebar({ admin, groups, open, onClose }: Props) {
  return (
    <>
      {open && (
        <button
          type="button"
          aria-label="Close the menu"
          tabIndex={-1}
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          onClick={onClose}
        />
      )}
      <aside
        id="staff-sidebar"
        aria-label="Back office"
        className={`${
          open ? 'fixed inset-y-0 left-0 z-40 flex w-72 shadow-xl' : 'hidden'
        } flex-col border-r border-slate-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-60 lg:shrink-0 lg:shadow-none`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <Link to="/admin" className="flex items-center gap-2 text-ink">
            <Droplets size={26} className="shrink-0 text-brand-700" aria-hidden="true" />
            <span className="leading-tight">
              <span className="block text-lg font-bold tracking-tight">AquaPure</span>
              <span className="block text-xs font-medium text-muted">Back office</span>
            </span>
          </Link>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close the menu"
            className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            data-staff-close
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Staff" className="flex-1 overflow-y-auto px-3 py-3">
          <div className="flex flex-col gap-3">
            {groups.map((g) => (
              <Group key={g.label} group={g} />
            ))}
          </div>
        </nav>
        <Identity admin={admin} />
      </aside>
    </>
  );
}
