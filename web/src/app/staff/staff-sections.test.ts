import { describe, expect, it } from 'vitest';
import { mayOpen, staffGroupsFor, staffLinkOf, staffStartFor } from './staff-sections';

// The permissions per role, as server/src/auth/permissions.cpp gives them.
const VERBS = ['create', 'read', 'update', 'delete'];
const THINGS = ['product', 'order', 'customer', 'admin'];
const OTHER = [
  'assign:driver',
  'read:audit_logs',
  'update:settings',
  'backup:data',
  'export:data',
  'manage:subscription',
  'read:own_deliveries',
  'record:delivery',
  'close:driver_day',
];
const ALL = [...VERBS.flatMap((v) => THINGS.map((t) => `${v}:${t}`)), ...OTHER];
const ROLES: Record<string, string[]> = {
  'super-admin': ALL,
  admin: ALL.filter((p) => !p.includes(':admin') || p === 'read:admin'),
  manager: [
    'read:product',
    'update:product',
    'read:order',
    'update:order',
    'read:customer',
    'assign:driver',
    'export:data',
    'manage:subscription',
    'close:driver_day',
  ],
  driver: ['read:own_deliveries', 'record:delivery'],
};

const labels = (permissions: string[]) =>
  staffGroupsFor(permissions).map((g) => `${g.label}: ${g.links.map((l) => l.label).join(', ')}`);

describe('staffGroupsFor', () => {
  it('gives a super-admin and an admin every section, grouped by the work', () => {
    const all = [
      'Today: Dashboard',
      'Sales: Orders, Subscriptions, Customers',
      'Delivery: Dispatch, Zones, Cash-up',
      'Catalogue: Products, Plans',
      'Messages: Messages, Text messages',
      'Settings: Staff, Planning, Cookies, Mail outbox, Audit log',
    ];
    expect(labels(ROLES['super-admin']!)).toEqual(all);
    expect(labels(ROLES.admin!)).toEqual(all);
  });

  it('gives a manager the daily work but not staff or the audit log', () => {
    expect(labels(ROLES.manager!)).toEqual([
      'Today: Dashboard',
      'Sales: Orders, Subscriptions, Customers',
      'Delivery: Dispatch, Zones, Cash-up',
      'Catalogue: Products, Plans',
      'Messages: Messages, Text messages',
      'Settings: Planning, Cookies, Mail outbox',
    ]);
  });

  it('gives a driver no back office at all', () => {
    expect(staffGroupsFor(ROLES.driver!)).toEqual([]);
    expect(staffGroupsFor([])).toEqual([]);
  });

  it('leaves out a group with nothing the role may use', () => {
    expect(labels(['read:product'])).toEqual(['Catalogue: Products, Plans', 'Settings: Cookies']);
  });
});

describe('staffStartFor', () => {
  it('starts staff at their first section and drivers in their app', () => {
    expect(staffStartFor(ROLES.manager!)).toBe('/admin');
    expect(staffStartFor(['read:product'])).toBe('/admin/products');
    expect(staffStartFor(ROLES.driver!)).toBe('/driver');
    expect(staffStartFor([])).toBeNull();
  });
});

describe('staffLinkOf and mayOpen', () => {
  it('finds the section of a path, trailing slash or not', () => {
    expect(staffLinkOf('/admin')?.label).toBe('Dashboard');
    expect(staffLinkOf('/admin/')?.label).toBe('Dashboard');
    expect(staffLinkOf('/admin/cash-up')?.label).toBe('Cash-up');
    expect(staffLinkOf('/admin/orders/ORD-1')?.label).toBe('Orders');
    expect(staffLinkOf('/admin/nothing-here')).toBeUndefined();
  });

  it('opens only what the role may use', () => {
    expect(mayOpen(ROLES.manager!, '/admin/dispatch')).toBe(true);
    expect(mayOpen(ROLES.manager!, '/admin/admins')).toBe(false);
    expect(mayOpen(ROLES.manager!, '/admin/audit')).toBe(false);
    expect(mayOpen(ROLES.admin!, '/admin/admins')).toBe(true);
    expect(mayOpen(ROLES.driver!, '/admin/cookies')).toBe(false);
    expect(mayOpen(ROLES.manager!, '/admin/nothing-here')).toBe(true);
  });
});
