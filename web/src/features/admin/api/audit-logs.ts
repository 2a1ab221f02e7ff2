import { useInfiniteQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { staffApi } from '@/lib/staff-api';

export type AuditEntry = Schemas['AuditEntry'];

/** Pages of 100 entries, newest first; each next page by the server's cursor. */
export function useAuditLogs() {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit-logs'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      staffApi<Schemas['AuditLogList']>(
        `/api/admin/audit-logs?limit=100${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
