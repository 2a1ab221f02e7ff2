// Admin plan calls: list, create, update, delete, reset.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import type { Plan } from '@/lib/catalog';
import { staffApi } from '@/lib/staff-api';
import { useAdminMutation } from './use-admin-mutation';
import { invalidateResources } from '@/lib/resource';

/** The body the server takes: price in PKR, features as a list. */
export type PlanRequest = Schemas['PlanRequest'];

export const plansKey = ['admin', 'plans'] as const;

export function useAdminPlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: () => staffApi<Schemas['PlanList']>('/api/admin/plans'),
  });
}

const usePlanMutation = <A, R>(fn: (args: A) => Promise<R>) =>
  useAdminMutation(fn, { stale: [plansKey], then: () => invalidateResources('plans') });

export function useSavePlan() {
  return usePlanMutation(({ id, body }: { id?: string; body: PlanRequest }) =>
    id
      ? staffApi<Plan>(`/api/admin/plans/${encodeURIComponent(id)}`, { method: 'PUT', body })
      : staffApi<Plan>('/api/admin/plans', { method: 'POST', body }),
  );
}

export function useDeletePlan() {
  return usePlanMutation((id: string) =>
    staffApi<void>(`/api/admin/plans/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export function useResetPlans() {
  return usePlanMutation(() =>
    staffApi<Schemas['Notice']>('/api/admin/plans/reset', { method: 'POST' }),
  );
}
