// /admin/sms: text messages. Customers' replies (with what each did and the number's recent
// orders), staff's own text, and the SMS outbox with each message's status and Resend for
// failed ones. The contact form's inbox is the Messages page (/admin/messages).
import { useState } from 'react';
import { ListHeader } from '@/components/staff-page';
import { useCan } from './api/session';
import { useResendSms, useSmsOutbox, useSmsReplies } from './api/sms';
import { AdminPage, Section } from './components/admin-page';
import { ListState, RefreshButton, ShowMoreButton, type ListWords } from './components/list-state';
import { MessageNotice } from './components/notice';
import { ReplyRow, SmsRow } from './components/sms-rows';
import { SmsSendForm } from './components/sms-send-form';
import { writeFailure } from './lib/failure';

const REPLY_WORDS: ListWords = {
  failed: 'Could not load the replies. Please try again.',
  loading: 'Loading replies…',
  none: 'No replies yet.',
};
const OUTBOX_WORDS: ListWords = {
  failed: 'Could not load the text messages. Please try again.',
  loading: 'Loading text messages…',
  none: 'No text messages yet.',
};

function useResend() {
  const resend = useResendSms();
  const [failure, setFailure] = useState('');
  const resending = (id: number) => resend.isPending && resend.variables === id;
  const send = (id: number) => {
    setFailure('');
    resend.mutate(id, {
      onError: (e) =>
        setFailure(writeFailure(e, 'Could not resend the text. Please try again.').message),
    });
  };
  return { failure, setFailure, resending, send };
}

export function AdminSmsPage() {
  const outbox = useSmsOutbox();
  const replies = useSmsReplies();
  const canWrite = useCan('update:customer');
  const { failure, setFailure, resending, send } = useResend();
  const sent = outbox.data?.pages.flatMap((p) => p.items) ?? [];
  const inbox = replies.data?.items ?? [];
  const refresh = () => {
    void outbox.refetch();
    void replies.refetch();
  };
  return (
    <AdminPage
      title="Text Messages"
      lead="Texts to customers and their replies. Failed texts can be sent again."
      actions={<RefreshButton onClick={refresh} busy={outbox.isFetching || replies.isFetching} />}
    >
      <Section title="Replies">
        <ListState query={replies} empty={inbox.length === 0} words={REPLY_WORDS}>
          <ListHeader title="Replies" count={inbox.length} />
          <ul className="flex flex-col gap-3">
            {inbox.map((r) => (
              <ReplyRow key={r.id} reply={r} />
            ))}
          </ul>
        </ListState>
      </Section>
      {canWrite && (
        <Section title="Send a text">
          <SmsSendForm />
        </Section>
      )}
      <Section title="Outbox">
        <MessageNotice
          message={failure ? { tone: 'error', text: failure } : null}
          onDismiss={() => setFailure('')}
        />
        <ListState query={outbox} empty={sent.length === 0} words={OUTBOX_WORDS}>
          <ListHeader title="Texts" count={`${sent.length} shown`}>
            <p className="text-sm text-muted">
              {sent.filter((m) => m.status === 'failed').length} failed
            </p>
          </ListHeader>
          <ul className="flex flex-col gap-3">
            {sent.map((m) => (
              <SmsRow
                key={m.id}
                sms={m}
                onResend={m.status === 'failed' && canWrite ? () => send(m.id) : undefined}
                resending={resending(m.id)}
              />
            ))}
          </ul>
        </ListState>
        <ShowMoreButton pages={outbox} label="Show older texts" />
      </Section>
    </AdminPage>
  );
}
