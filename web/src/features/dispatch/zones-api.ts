// Zones and drivers' default zones: server calls and hooks (permission assign:driver).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { Schemas } from '@/lib/api-types';

// The server's shapes, generated from docs/openapi.yaml (typecheck fails on drift).
export type ZoneInput = Schemas['ZoneRequest'];

export const useZones = () =>
  useQuery({
    queryKey: ['admin', 'zones'],
    queryFn: () => staffApi<Schemas['ZoneList']>('/api/admin/zones'),
  });
export const useDrivers = () =>
  useQuery({
    queryKey: ['admin', 'drivers'],
    queryFn: () => staffApi<Schemas['DriverList']>('/api/admin/drivers'),
  });

/** A write that reads every staff answer again once it is done. */
export function useStaffMutation<T>(fn: (v: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useSaveZone = () =>
  useStaffMutation(({ id, ...body }: ZoneInput & { id?: number }) =>
    staffApi(id ? `/api/admin/zones/${id}` : '/api/admin/zones', {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );
export const useDeleteZone = () =>
  useStaffMutation((id: number) => staffApi(`/api/admin/zones/${id}`, { method: 'DELETE' }));
export const useDriverZones = () =>
  useStaffMutation(({ driverId, zoneIds }: Schemas['DriverZonesRequest'] & { driverId: string }) =>
    staffApi(`/api/admin/drivers/${encodeURIComponent(driverId)}/zones`, {
      method: 'PUT',
      body: { zoneIds },
    }),
  );

export const zoneImpact = (id: number) =>
  staffApi<Schemas['ZoneImpact']>(`/api/admin/zones/${id}/impact`);
