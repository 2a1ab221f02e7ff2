// The back office's own frame, around every /admin page (not /admin-login, not the driver's
// phone app): the sidebar with the sections the signed-in role may use, and the page, across
// the full width. No shop header, footer, cookie banner or chat button.
//
// The server's session decides who is signed in. Signed out, or a 401 from any staff call
// (lib/staff-api.ts) on any page: to /admin-login, which sends the person back to the page
// they were on once signed in.
import { useQueryClient } from '@tanstack/react-query';
import { Menu } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/button';
import { ErrorBoundary } from '@/components/error-boundary';
import { Loading } from '@/components/page';
import { StaffMenuButton, StaffPage } from '@/components/staff-page';
import { forgetAdminData, sessionKey, useAdminSession } from '@/features/admin/api/session';
import { onStaffUnauthorized } from '@/lib/staff-api';
import { ScrollToTop } from '../layout/scroll-to-top';
import { RouteError } from '../route-error';
import { mayOpen, staffGroupsFor, staffStartFor } from './staff-sections';
import { StaffSidebar } from './staff-sidebar';

/** A 401 from any staff call ends the session here too, which sends the person to sign in. */
function useSignOutOnUnauthorized() {
  const client = useQueryClient();
  useEffect(
    () =>
      onStaffUnauthorized(() => {
        forgetAdminData(client);
        client.setQueryData(sessionKey, null);
      }),
    [client],
  );
}

/** The drawer's state below 1024 px: closed on every new page and by Escape. */
function useDrawer(pathname: string) {
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    document.querySelector<HTMLElement>('[data-staff-close]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  const menu = (
    <button
      ref={button}
      type="button"
      aria-controls="staff-sidebar"
      aria-expanded={open}
      onClick={() => setOpen(true)}
      className="-ml-1 inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 lg:hidden"
    >
      <Menu size={18} aria-hidden="true" /> Menu
    </button>
  );
  return { open, close: () => setOpen(false), menu };
}

function NotForYou({ role }: { role: string }) {
  return (
    <StaffPage title="Not available">
      <p className="text-muted">
        This page is not part of the {role} role. The sidebar shows what you can use.
      </p>
    </StaffPage>
  );
}

export function StaffLayout() {
  useSignOutOnUnauthorized();
  const session = useAdminSession();
  const location = useLocation();
  const { pathname } = location;
  const drawer = useDrawer(pathname);

  if (session.isPending) return <Loading label="Checking your admin session…" />;
  if (session.isError)
    return (
      <div className="px-4 py-12 text-center">
        <p role="alert" className="text-muted">
          We could not check your admin session. Please check your connection.
        </p>
        <Button className="mt-4" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (!session.data)
    return (
      <Navigate to="/admin-login" replace state={{ from: location.pathname + location.search }} />
    );

  const { admin } = session.data;
  const groups = staffGroupsFor(admin.permissions);
  const allowed = mayOpen(admin.permissions, pathname);
  const start = staffStartFor(admin.permissions);
  // Drivers have no back office: their phone app. The dashboard sends others to their first
  // section.
  if (!allowed && start && (groups.length === 0 || pathname.replace(/\/$/, '') === '/admin'))
    return <Navigate to={start} replace />;

  return (
    <div className="min-h-screen bg-slate-50 lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <StaffSidebar admin={admin} groups={groups} open={drawer.open} onClose={drawer.close} />
      <main id="main" className="min-w-0 flex-1" data-testid="staff-main">
        <StaffMenuButton.Provider value={drawer.menu}>
          <ErrorBoundary resetKey={pathname} fallback={() => <RouteError />}>
            <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
              {allowed ? <Outlet /> : <NotForYou role={admin.role} />}
            </Suspense>
          </ErrorBoundary>
        </StaffMenuButton.Provider>
      </main>
      <ScrollToTop />
    </div>
  );
}
