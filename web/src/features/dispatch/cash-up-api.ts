// Cash-up's server calls: each driver's day on a date (permission assign:driver); closing and
// reopening a day, correcting a recorded outcome and recording one a driver's phone could not
// send (close:driver_day).
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';
import { useStaffMutation } from './zones-api';

// The server's shapes, generated from docs/openapi.yaml (typecheck fails on drift).
export type CashUp = Schemas['CashUpDay'];
export type StopCash = Schemas['StopCash'];
export type OutcomeBody = Schemas['OutcomeRequest'];

export const useCashUp = (date: string) =>
  useQuery({
    queryKey: ['admin', 'cash-up', date],
    queryFn: () => staffApi<Schemas['CashUp']>(`/api/admin/cash-up${queryString({ date })}`),
  });

export const useCloseDay = () =>
  useStaffMutation((body: Schemas['CloseDayRequest']) =>
    staffApi('/api/admin/cash-up/close', { method: 'POST', body }),
  );

export const useReopenDay = () =>
  useStaffMutation((body: Schemas['ReopenDayRequest']) =>
    staffApi('/api/admin/cash-up/reopen', { method: 'POST', body }),
  );

export const useCorrectOutcome = () =>
  useStaffMutation(({ stopId, ...body }: Schemas['CorrectionRequest'] & { stopId: number }) =>
    staffApi(`/api/admin/stops/${stopId}/correction`, { method: 'POST', body }),
  );

/** The manager records a stop's outcome for its driver; `key` is made once per form. */
export const useRecordForDriver = () =>
  useStaffMutation(({ stopId, key, body }: { stopId: number; key: string; body: OutcomeBody }) =>
    staffApi(`/api/admin/stops/${stopId}/outcome`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    }),
  );
