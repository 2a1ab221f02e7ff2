// The back office's sections, grouped by the work, each with the permission its screen needs
// (the server's permissions per role are in server/src/auth/permissions.cpp; the server
// decides, this only hides what a role cannot use). Pure: the sidebar, the start page and the
// guard of each staff route all read this one table.

export type StaffLink = {
  to: string;
  label: string;
  /** The permission the screen's server calls need; '' when it needs none. */
  permission: string;
};

export type StaffGroup = { label: string; links: StaffLink[] };

export const STAFF_GROUPS: StaffGroup[] = [
  { label: 'Today', links: [{ to: '/admin', label: 'Dashboard', permission: 'read:order' }] },
  {
    label: 'Sales',
    links: [
      { to: '/admin/orders', label: 'Orders', permission: 'read:order' },
      { to: '/admin/subscriptions', label: 'Subscriptions', permission: 'manage:subscription' },
      { to: '/admin/customers', label: 'Customers', permission: 'read:customer' },
    ],
  },
  {
    label: 'Delivery',
    links: [
      { to: '/admin/dispatch', label: 'Dispatch', permission: 'assign:driver' },
      { to: '/admin/zones', label: 'Zones', permission: 'assign:driver' },
      { to: '/admin/cash-up', label: 'Cash-up', permission: 'assign:driver' },
    ],
  },
  {
    label: 'Catalogue',
    links: [
      { to: '/admin/products', label: 'Products', permission: 'read:product' },
      { to: '/admin/plans', label: 'Plans', permission: 'read:product' },
    ],
  },
  {
    label: 'Messages',
    links: [
      { to: '/admin/messages', label: 'Messages', permission: 'read:customer' },
      { to: '/admin/sms', label: 'Text messages', permission: 'read:customer' },
    ],
  },
  {
    label: 'Settings',
    links: [
      { to: '/admin/admins', label: 'Staff', permission: 'read:admin' },
      { to: '/admin/planning', label: 'Planning', permission: 'assign:driver' },
      { to: '/admin/cookies', label: 'Cookies', permission: '' },
      { to: '/admin/mail', label: 'Mail outbox', permission: 'read:customer' },
      { to: '/admin/audit', label: 'Audit log', permission: 'read:audit_logs' },
    ],
  },
];

/**
 * The groups and links a person with these permissions may use, empty groups left out.
 * Someone with no back-office permission at all (a driver) gets none, not even Cookies.
 */
export function staffGroupsFor(permissions: readonly string[]): StaffGroup[] {
  const can = (l: StaffLink) => l.permission === '' || permissions.includes(l.permission);
  const groups = STAFF_GROUPS.map((g) => ({ ...g, links: g.links.filter(can) })).filter(
    (g) => g.links.length > 0,
  );
  const works = groups.some((g) => g.links.some((l) => l.permission !== ''));
  return works ? groups : [];
}

/** The section a path belongs to (its own link, or the closest one above it). */
export function staffLinkOf(pathname: string): StaffLink | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  const links = STAFF_GROUPS.flatMap((g) => g.links);
  return (
    links.find((l) => l.to === path) ??
    links
      .filter((l) => l.to !== '/admin' && path.startsWith(`${l.to}/`))
      .sort((a, b) => b.to.length - a.to.length)[0]
  );
}

/**
 * Where a signed-in person goes when the page they asked for is not theirs: the first
 * section they may use; drivers (no back office) to their phone app; null when there is
 * nowhere (the layout then says so).
 */
export function staffStartFor(permissions: readonly string[]): string | null {
  const first = staffGroupsFor(permissions)[0]?.links[0];
  if (first) return first.to;
  return permissions.includes('read:own_deliveries') ? '/driver' : null;
}

/** Whether these permissions open the page at `pathname` (unknown staff paths: yes, 404). */
export function mayOpen(permissions: readonly string[], pathname: string): boolean {
  const link = staffLinkOf(pathname);
  const groups = staffGroupsFor(permissions);
  if (!link) return groups.length > 0;
  return groups.some((g) => g.links.some((l) => l.to === link.to));
}
