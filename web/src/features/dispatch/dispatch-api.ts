// Dispatch's server calls: a date's board, assigning stops or a zone, a driver's stop
// order, rescheduling failed stops and auto-assign (permission assign:driver).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type DispatchStop = {
  id: number;
  orderId: string;
  date: string;
  slot: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  zoneId: number | null;
  zoneName: string;
  driverId: string;
  sequence: number;
  status: string;
  bottlesDue: number;
  emptiesDue: number;
  cashDuePaisa: number;
  outcome: { reason: string; note: string } | null;
};
export type Driver = { id: string; name: string; username: string; zoneIds: number[] };
export type Zone = { id: number; name: string; city: string; postalCodes: string[] };
export type Board = {
  date: string;
  stops: DispatchStop[];
  failed: DispatchStop[];
  zones: Zone[];
  drivers: Driver[];
};

const boardKey = (date: string) => ['admin', 'dispatch', date] as const;

export function useBoard(date: string) {
  return useQuery({
    queryKey: boardKey(date),
    queryFn: () => api<Board>(`/api/admin/dispatch?date=${encodeURIComponent(date)}`),
  });
}

function useBoardMutation<T>(fn: (body: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'dispatch'] }),
  });
}

export type AssignBody =
  | { stopIds: number[]; driverId: string }
  | { date: string; zoneId: number | null; driverId: string };

export const useAssign = () =>
  useBoardMutation((body: AssignBody) =>
    api('/api/admin/dispatch/assign', { method: 'POST', body }),
  );
export const useSequence = () =>
  useBoardMutation((body: { driverId: string; date: string; stopIds: number[] }) =>
    api('/api/admin/dispatch/sequence', { method: 'PUT', body }),
  );
export const useReschedule = () =>
  useBoardMutation((body: { stopIds: number[]; date: string }) =>
    api('/api/admin/dispatch/reschedule', { method: 'POST', body }),
  );
export const useAutoAssign = () =>
  useBoardMutation((body: { date: string }) =>
    api('/api/admin/dispatch/auto-assign', { method: 'POST', body }),
  );

/** Stops grouped by slot, then zone, in the board's order. Pure. */
export function groupStops(stops: DispatchStop[]) {
  const groups = new Map<
    string,
    { slot: string; zoneId: number | null; zoneName: string; stops: DispatchStop[] }
  >();
  for (const s of stops) {
    const key = `${s.slot}|${s.zoneName}`;
    if (!groups.has(key))
      groups.set(key, { slot: s.slot, zoneId: s.zoneId, zoneName: s.zoneName, stops: [] });
    groups.get(key)!.stops.push(s);
  }
  return [...groups.values()];
}

/** A driver's stops for the day in their order, and that order with one stop moved. Pure. */
export function moveStop(ids: number[], id: number, by: -1 | 1): number[] {
  const i = ids.indexOf(id);
  const j = i + by;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  const next = [...ids];
  next[i] = ids[j] as number;
  next[j] = id;
  return next;
}
