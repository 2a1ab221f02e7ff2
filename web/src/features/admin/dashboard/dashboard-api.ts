// The dashboard's figures (GET /api/admin/reports/dashboard, permission read:order), and the
// pure shaping the charts and their text alternatives share.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { DELIVERY_SLOTS } from '@/lib/pakistan-time';
import { staffApi } from '@/lib/staff-api';

export type Dashboard = Schemas['Dashboard'];

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => staffApi<Dashboard>('/api/admin/reports/dashboard'),
    enabled,
  });
}

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "2026-11-24" (a Pakistan calendar day) -> "24 Nov". Pure. */
export function shortDay(date: string): string {
  return dayLabel.format(new Date(`${date}T00:00:00Z`));
}

/** Every delivery slot in the day's order, zero where the week has none. Pure. */
export function slotsInOrder(rows: Dashboard['deliveriesPerSlot']) {
  const known = new Map(rows.map((r) => [r.slot, r]));
  const extra = rows.filter((r) => !(DELIVERY_SLOTS as readonly string[]).includes(r.slot));
  return [
    ...DELIVERY_SLOTS.map((slot) => known.get(slot) ?? { slot, stops: 0, delivered: 0 }),
    ...extra,
  ];
}
