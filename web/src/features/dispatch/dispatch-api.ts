// Dispatch's server calls: a date's board, assigning stops or a zone, a driver's stop
// order, rescheduling failed stops and auto-assign (permission assign:driver).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { Schemas } from '@/lib/api-types';

// The server's shapes, generated from docs/openapi.yaml (typecheck fails on drift).
export type DispatchStop = Schemas['Stop'];
export type Driver = Schemas['Driver'];
export type Zone = Schemas['Zone'];
export type Board = Schemas['DispatchBoard'];
export type DayPlan = Schemas['DayPlan'];
export type DayMap = Schemas['DayMap'];
export type Gazetteer = Schemas['Gazetteer'];

const boardKey = (date: string) => ['admin', 'dispatch', date] as const;

export function useBoard(date: string) {
  return useQuery({
    queryKey: boardKey(date),
    queryFn: () => staffApi<Board>(`/api/admin/dispatch?date=${encodeURIComponent(date)}`),
  });
}

/** The day's stops with their locations, for the map. */
export const useDayMap = (date: string) =>
  useQuery({
    queryKey: ['admin', 'dispatch', 'map', date],
    queryFn: () => staffApi<DayMap>(`/api/admin/dispatch/map?date=${encodeURIComponent(date)}`),
  });
/** The sectors and areas the map draws without tiles (they do not change while it runs). */
export const useGazetteer = () =>
  useQuery({
    queryKey: ['admin', 'dispatch', 'gazetteer'],
    queryFn: () => staffApi<Gazetteer>('/api/admin/dispatch/gazetteer'),
    staleTime: Infinity,
  });

function useBoardMutation<T, R = unknown>(fn: (body: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'dispatch'] }),
  });
}

export type AssignBody = Schemas['AssignRequest'];

export const useAssign = () =>
  useBoardMutation((body: AssignBody) =>
    staffApi('/api/admin/dispatch/assign', { method: 'POST', body }),
  );
export const useSequence = () =>
  useBoardMutation((body: Schemas['SequenceRequest']) =>
    staffApi('/api/admin/dispatch/sequence', { method: 'PUT', body }),
  );
export const useReschedule = () =>
  useBoardMutation((body: Schemas['RescheduleRequest']) =>
    staffApi('/api/admin/dispatch/reschedule', { method: 'POST', body }),
  );
export const useAutoAssign = () =>
  useBoardMutation((body: Schemas['AutoAssignRequest']) =>
    staffApi('/api/admin/dispatch/auto-assign', { method: 'POST', body }),
  );

/** Plans the day (apply: false only explains it; true writes the board). */
export const usePlan = () =>
  useBoardMutation((body: Schemas['DayPlanRequest']) =>
    staffApi<DayPlan>('/api/admin/dispatch/plan', { method: 'POST', body }),
  );
/** Locks a stop to its driver at its place (the planner keeps it), or unlocks it. */
export const useLock = () =>
  useBoardMutation(({ stop, lock }: { stop: number; lock: Schemas['LockRequest'] | null }) =>
    staffApi(`/api/admin/dispatch/stops/${stop}/lock`, {
      method: lock ? 'PUT' : 'DELETE',
      ...(lock ? { body: lock } : {}),
    }),
  );

/** The pin of a stop's customer address (the planner's best location from then on). */
export const usePin = () =>
  useBoardMutation(({ stop, lat, lng }: { stop: number } & Schemas['PinRequest']) =>
    staffApi<Schemas['PinnedStop']>(`/api/admin/dispatch/stops/${stop}/pin`, {
      method: 'PUT',
      body: { lat, lng },
    }),
  );

/** "12.4 km · 3 h 05 min · 42/60 bottles": a planned route in one line. Pure. */
export function routeSummary(d: Schemas['DriverRoute']): string {
  const h = Math.floor(d.durationMin / 60);
  const m = Math.round(d.durationMin % 60);
  const time = h > 0 ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
  return `${d.distanceKm.toFixed(1)} km · ${time} · ${d.maxLoad}/${d.capacity} bottles`;
}

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

/** The order with `id` dropped onto `target`'s place (dragging down lands after it). Pure. */
export function dropStop(ids: number[], id: number, target: number): number[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return ids;
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}
