import { useQuery } from '@tanstack/react-query';
import { adminApi } from './admin-api';

export type AuditEntry = {
  id: number;
  action: string;
  resource: string;
  resourceId: string;
  userId: string;
  userEmail: string;
  userRole: string;
  timestamp: string;
  success: boolean;
  errorMessage: string;
  metadata: Record<string, unknown>;
};

/** The newest 100 entries, newest first (the server's order and SPEC.md's maximum). */
export function useAuditLogs() {
  return useQuery({
    queryKey: ['admin', 'audit-logs'],
    queryFn: () => adminApi<{ items: AuditEntry[] }>('/api/admin/audit-logs?limit=100'),
  });
}
