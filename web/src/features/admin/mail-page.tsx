// /admin/mail: the mail outbox (order and contact mails), newest first in pages loaded on
// demand (by the server's cursor), with Retry for failed ones.
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { ListHeader } from '@/components/staff-page';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import { useOutbox, useRetryMail, type OutboxMail } from './api/mail';
import { useCan } from './api/session';
import { AdminPage } from './components/admin-page';
import { Badge } from './components/badge';
import { ListState, RefreshButton, ShowMoreButton, type ListWords } from './components/list-state';
import { MessageNotice } from './components/notice';
import { writeFailure } from './lib/failure';
import { MAIL_STATUS_TONE, toneOf } from './lib/status';

/** Retry for a failed mail, with the last retry's failure (cleared by the next). */
function useMailRetry() {
  const retry = useRetryMail();
  const [failure, setFailure] = useState('');
  const retrying = (id: number) => retry.isPending && retry.variables === id;
  const send = (id: number) => {
    setFailure('');
    retry.mutate(id, {
      onError: (e) =>
        setFailure(writeFailure(e, 'Failed to retry the mail. Please try again.').message),
    });
  };
  return { failure, setFailure, retrying, send };
}

const OUTBOX_WORDS: ListWords = {
  failed: 'Could not load the outbox. Please try again.',
  loading: 'Loading the outbox…',
  none: 'No mail yet.',
};

export function AdminMailPage() {
  const outbox = useOutbox();
  const canRetry = useCan('update:customer');
  const { failure, setFailure, retrying, send } = useMailRetry();
  const items = outbox.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <AdminPage
      title="Mail Outbox"
      lead="Order and contact mails. Failed mails can be sent again."
      actions={<RefreshButton onClick={() => void outbox.refetch()} busy={outbox.isFetching} />}
    >
      <MessageNotice
        message={failure ? { tone: 'error', text: failure } : null}
        onDismiss={() => setFailure('')}
      />
      <ListState query={outbox} empty={items.length === 0} words={OUTBOX_WORDS}>
        <ListHeader title="Mails" count={`${items.length} shown`}>
          <p className="text-sm text-muted">
            {items.filter((m) => m.status === 'failed').length} failed
          </p>
        </ListHeader>
        <ul className="flex flex-col gap-3">
          {items.map((m) => (
            <MailRow
              key={m.id}
              mail={m}
              onRetry={m.status === 'failed' && canRetry ? () => send(m.id) : undefined}
              retrying={retrying(m.id)}
            />
          ))}
        </ul>
      </ListState>
      <ShowMoreButton pages={outbox} label="Show older mails" />
    </AdminPage>
  );
}

type RowProps = { mail: OutboxMail; onRetry?: () => void; retrying: boolean };

function MailRow({ mail: m, onRetry, retrying }: RowProps) {
  return (
    <li
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
          Queued {formatPakistanDateTime(m.createdAt)}
          {m.sentAt && <> · sent {formatPakistanDateTime(m.sentAt)}</>} · {m.attempts}{' '}
          {m.attempts === 1 ? 'attempt' : 'attempts'}
        </p>
        {m.lastError && <p className="mt-1 text-xs text-red-800">Last error: {m.lastError}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={toneOf(MAIL_STATUS_TONE, m.status)}>{m.status}</Badge>
        {onRetry && (
          <Button size="sm" variant="secondary" disabled={retrying} onClick={onRetry}>
            <RotateCw size={15} aria-hidden="true" /> Retry
          </Button>
        )}
      </div>
    </li>
  );
}
