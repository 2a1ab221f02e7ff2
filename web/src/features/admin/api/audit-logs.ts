import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { adminApi } from './admin-api';

export type AuditEntry = Schemas['AuditEntry'];

/** The newest 100 entries, newest first (the server's order and maximum). */
export function useAuditLogs() {
  return useQuery({
    queryKey: ['admin', 'audit-logs'],
    queryFn: () => adminApi<Schemas['AuditLogList']>('/api/admin/audit-logs?limit=100'),
  });
}
