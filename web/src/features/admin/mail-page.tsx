// /admin/mail: the mail outbox (order and contact mails), with Retry for failed ones.
import { RefreshCw, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { useOutbox, useRetryMail } from './api/mail';
import { useCan } from './api/session';
import { AdminPage, EmptyState } from './components/admin-page';
import { Badge } from './components/badge';
import { Notice } from './components/notice';
import { writeFailure } from './lib/failure';
import { formatDateTime } from './lib/format';
import { MAIL_STATUS_TONE, toneOf } from './lib/status';

export function AdminMailPage() {
  const outbox = useOutbox();
  const retry = useRetryMail();
  const canRetry = useCan('update:customer');
  const [failure, setFailure] = useState('');
  const items = outbox.data?.items ?? [];
  return (
    <AdminPage
      title="Mail Outbox"
      lead="Order and contact mails. Failed mails can be sent again."
      actions={
        <Button
          variant="secondary"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          <RefreshCw size={16} aria-hidden="true" /> Refresh
        </Button>
      }
    >
      {failure && (
        <Notice tone="error" onDismiss={() => setFailure('')}>
          {failure}
        </Notice>
      )}
      {outbox.isError && <Notice tone="error">Could not load the outbox. Please try again.</Notice>}
      {outbox.isPending ? (
        <Loading label="Loading the outbox…" />
      ) : items.length === 0 ? (
        <EmptyState>No mail yet.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((m) => (
            <li
              key={m.id}
              data-testid="mail-row"
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">{m.subject}</p>
                <p className="break-all text-muted">
                  To {m.recipient} · {m.kind}
                  {m.orderId && <> · {m.orderId}</>}
                </p>
                <p className="text-xs text-muted">
                  Queued {formatDateTime(m.createdAt)}
                  {m.sentAt && <> · sent {formatDateTime(m.sentAt)}</>} · {m.attempts}{' '}
                  {m.attempts === 1 ? 'attempt' : 'attempts'}
                </p>
                {m.lastError && (
                  <p className="mt-1 text-xs text-red-800">Last error: {m.lastError}</p>
                )}
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={toneOf(MAIL_STATUS_TONE, m.status)}>{m.status}</Badge>
                {m.status === 'failed' && canRetry && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={retry.isPending && retry.variables === m.id}
                    onClick={() => {
                      setFailure('');
                      retry.mutate(m.id, {
                        onError: (e) =>
                          setFailure(
                            writeFailure(e, 'Failed to retry the mail. Please try again.').message,
                          ),
                      });
                    }}
                  >
                    <RotateCw size={15} aria-hidden="true" /> Retry
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
