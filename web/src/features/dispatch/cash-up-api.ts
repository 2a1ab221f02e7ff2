// Cash-up's server calls: each driver's day on a date (permission assign:driver) and closing
// a day once the cash is handed over (close:driver_day).
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';
import { useStaffMutation } from './zones-api';

// The server's shape, generated from docs/openapi.yaml (typecheck fails on drift).
export type CashUp = Schemas['CashUpDay'];

export const useCashUp = (date: string) =>
  useQuery({
    queryKey: ['admin', 'cash-up', date],
    queryFn: () => staffApi<Schemas['CashUp']>(`/api/admin/cash-up${queryString({ date })}`),
  });

export const useCloseDay = () =>
  useStaffMutation((body: Schemas['CloseDayRequest']) =>
    staffApi('/api/admin/cash-up/close', { method: 'POST', body }),
  );
