// The planner's settings: server calls and hooks (permission assign:driver).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '@/lib/staff-api';
import type { PlanningSettings, PlanningSettingsBody } from './planning-values';

const key = ['admin', 'dispatch', 'settings'] as const;

export const usePlanningSettings = () =>
  useQuery({
    queryKey: key,
    queryFn: () => staffApi<PlanningSettings>('/api/admin/dispatch/settings'),
  });

export function useSavePlanningSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanningSettingsBody) =>
      staffApi<PlanningSettings>('/api/admin/dispatch/settings', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(key, saved),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'dispatch'] }),
  });
}
