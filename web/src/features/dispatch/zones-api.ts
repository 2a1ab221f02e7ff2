// Zones, drivers' default zones and drivers' days (cash-up): server calls and hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Driver, Zone } from './dispatch-api';

export type ZoneInput = { name: string; city: string; postalCodes: string[] };
export type CashUp = {
  driverId: string;
  driverName: string;
  date: string;
  stops: number;
  delivered: number;
  failed: number;
  open: number;
  cashExpectedPaisa: number;
  cashCollectedPaisa: number;
  differencePaisa: number;
  bottlesOut: number;
  emptiesBack: number;
  closed: boolean;
  closedBy: string;
};

export const useZones = () =>
  useQuery({
    queryKey: ['admin', 'zones'],
    queryFn: () => api<{ items: Zone[] }>('/api/admin/zones'),
  });
export const useDrivers = () =>
  useQuery({
    queryKey: ['admin', 'drivers'],
    queryFn: () => api<{ items: Driver[] }>('/api/admin/drivers'),
  });
export const useCashUp = (date: string) =>
  useQuery({
    queryKey: ['admin', 'cash-up', date],
    queryFn: () => api<{ items: CashUp[] }>(`/api/admin/cash-up?date=${date}`),
  });

function useAdminMutation<T>(fn: (v: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useSaveZone = () =>
  useAdminMutation(({ id, ...body }: ZoneInput & { id?: number }) =>
    api(id ? `/api/admin/zones/${id}` : '/api/admin/zones', {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );
export const useDeleteZone = () =>
  useAdminMutation((id: number) => api(`/api/admin/zones/${id}`, { method: 'DELETE' }));
export const useDriverZones = () =>
  useAdminMutation(({ driverId, zoneIds }: { driverId: string; zoneIds: number[] }) =>
    api(`/api/admin/drivers/${encodeURIComponent(driverId)}/zones`, {
      method: 'PUT',
      body: { zoneIds },
    }),
  );
export const useCloseDay = () =>
  useAdminMutation((body: { driverId: string; date: string }) =>
    api('/api/admin/cash-up/close', { method: 'POST', body }),
  );

/** "44000, 44 001;46000" -> ["44000", "44 001", "46000"]. Pure. */
export function splitPostalCodes(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
