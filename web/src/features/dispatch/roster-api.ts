// The drivers' roster of a date: who is on duty (permission assign:driver).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { Schemas } from '@/lib/api-types';

export type Roster = Schemas['Roster'];
export type RosterDriver = Roster['drivers'][number];
export type DutyChange = {
  date: string;
  driverId: string;
  onDuty: boolean;
  unassignStops?: boolean;
};

const rosterKey = (date: string) => ['admin', 'dispatch', 'roster', date] as const;

export const useRoster = (date: string) =>
  useQuery({
    queryKey: rosterKey(date),
    queryFn: () => staffApi<Roster>(`/api/admin/dispatch/roster?date=${encodeURIComponent(date)}`),
  });

export function useSetDuty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DutyChange) =>
      staffApi<Roster>('/api/admin/dispatch/roster', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(rosterKey(saved.date), saved),
    // Unassigning moves stops on the board: it loads again.
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'dispatch'] }),
  });
}

/** What the roster says of one driver: on duty or off, and their planned stops. */
export function dutyText(d: RosterDriver): string {
  const stops =
    d.plannedStops === 0
      ? 'no planned stops'
      : `${d.plannedStops} planned stop${d.plannedStops === 1 ? '' : 's'}`;
  if (!d.onDuty) return 'Off duty';
  return `On duty${d.marked ? ' (set for this day)' : ''} · ${stops}`;
}

/** "3 of 4 drivers on duty". */
export function rosterSummary(r: Roster): string {
  const on = r.drivers.filter((d) => d.onDuty).length;
  return `${on} of ${r.drivers.length} driver${r.drivers.length === 1 ? '' : 's'} on duty`;
}
