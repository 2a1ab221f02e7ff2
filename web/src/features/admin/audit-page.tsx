// /admin/audit: who did what, newest first, 100 entries at a time (by the server's cursor).
import { Button } from '@/components/button';
import { ListHeader } from '@/components/staff-page';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import { useAuditLogs, type AuditEntry } from './api/audit-logs';
import { AdminPage } from './components/admin-page';
import { Badge } from './components/badge';
import { DataTable, TableCard } from './components/data-table';
import { ListState, RefreshButton, type ListWords } from './components/list-state';

const COLUMNS = ['When', 'Action', 'Resource', 'Who', 'Result'];

const AUDIT_WORDS: ListWords = {
  failed: 'Could not load the audit log. Please try again.',
  loading: 'Loading the audit log…',
  none: 'No entries yet.',
};

export function AdminAuditPage() {
  const log = useAuditLogs();
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AdminPage
      title="Audit Log"
      lead="Every admin sign-in and change, newest first."
      actions={<RefreshButton onClick={() => void log.refetch()} busy={log.isFetching} />}
    >
      <ListState query={log} empty={items.length === 0} words={AUDIT_WORDS}>
        <ListHeader title="Entries" count={items.length} />
        <TableCard label="Audit log entries">
          <DataTable caption="Audit log" columns={COLUMNS} className="min-w-[44rem]">
            {items.map((e) => (
              <AuditRow key={e.id} entry={e} />
            ))}
          </DataTable>
        </TableCard>
        {log.hasNextPage && (
          <Button
            variant="secondary"
            className="mt-4"
            disabled={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {log.isFetchingNextPage ? 'Loading older entries…' : 'Show older entries'}
          </Button>
        )}
      </ListState>
    </AdminPage>
  );
}

function AuditRow({ entry: e }: { entry: AuditEntry }) {
  return (
    <tr data-testid="audit-row" className="align-top">
      <td className="whitespace-nowrap px-4 py-2 text-muted">
        {formatPakistanDateTime(e.timestamp)}
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
        <AuditResult entry={e} />
      </td>
    </tr>
  );
}

function AuditResult({ entry: e }: { entry: AuditEntry }) {
  if (e.success) return <Badge tone="green">OK</Badge>;
  return (
    <>
      <Badge tone="red">Failed</Badge>
      {e.errorMessage && <span className="mt-1 block text-xs text-red-800">{e.errorMessage}</span>}
    </>
  );
}
