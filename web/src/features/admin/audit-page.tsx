// /admin/audit: who did what, newest first (the last 100 entries).
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { useAuditLogs } from './api/audit-logs';
import { AdminPage, EmptyState } from './components/admin-page';
import { Badge } from './components/badge';
import { Notice } from './components/notice';
import { formatDateTime } from './lib/format';

export function AdminAuditPage() {
  const log = useAuditLogs();
  const items = log.data?.items ?? [];
  return (
    <AdminPage
      title="Audit Log"
      lead="Every admin sign-in and change, newest first (last 100)."
      actions={
        <Button variant="secondary" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCw size={16} aria-hidden="true" /> Refresh
        </Button>
      }
    >
      {log.isError && <Notice tone="error">Could not load the audit log. Please try again.</Notice>}
      {log.isPending ? (
        <Loading label="Loading the audit log…" />
      ) : items.length === 0 ? (
        <EmptyState>No entries yet.</EmptyState>
      ) : (
        <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Audit log</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-4 py-3">
                  When
                </th>
                <th scope="col" className="px-4 py-3">
                  Action
                </th>
                <th scope="col" className="px-4 py-3">
                  Resource
                </th>
                <th scope="col" className="px-4 py-3">
                  Who
                </th>
                <th scope="col" className="px-4 py-3">
                  Result
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((e) => (
                <tr key={e.id} data-testid="audit-row" className="align-top">
                  <td className="whitespace-nowrap px-4 py-2 text-muted">
                    {formatDateTime(e.timestamp)}
                  </td>
                  <td className="px-4 py-2 font-semibold">{e.action}</td>
                  <td className="px-4 py-2">
                    {e.resource}
                    {e.resourceId && <span className="text-muted"> · {e.resourceId}</span>}
                  </td>
                  <td className="px-4 py-2">
                    {e.userEmail}
                    {e.userRole && <span className="block text-xs text-muted">{e.userRole}</span>}
                  </td>
                  <td className="px-4 py-2">
                    {e.success ? (
                      <Badge tone="green">OK</Badge>
                    ) : (
                      <>
                        <Badge tone="red">Failed</Badge>
                        {e.errorMessage && (
                          <span className="mt-1 block text-xs text-red-800">{e.errorMessage}</span>
                        )}
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
