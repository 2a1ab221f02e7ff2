import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { staffApi } from '@/lib/staff-api';

export type AuditEntry = Schemas['AuditEntry'];

/** The newest 100 entries, newest first (the server's order and maximum). */
export function useAuditLogs() {
  return useQuery({
    queryKey: ['admin', 'audit-logs'],
    queryFn: () => staffApi<Schemas['AuditLogList']>('/api/admin/audit-logs?limit=100'),
  });
}
