// Rows of the Text messages page: one outgoing message (status, Resend when failed) and one
// customer reply (what it did, and the number's recent orders beside it).
import { RotateCw } from 'lucide-react';
import { Link } from '@/lib/link';
import { Button } from '@/components/button';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import type { Sms, SmsReply } from '../api/sms';
import { SMS_STATUS_TONE, toneOf } from '../lib/status';
import { Badge } from './badge';

type SmsRowProps = { sms: Sms; onResend?: () => void; resending: boolean };

const rowClass =
  'flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:flex-row sm:items-center';

export function SmsRow({ sms: m, onResend, resending }: SmsRowProps) {
  return (
    <li data-testid="sms-row" className={rowClass}>
      <div className="min-w-0 flex-1">
        <p className="whitespace-pre-line text-ink">{m.body}</p>
        <p className="break-all text-muted">
          To {m.recipient} · {m.kind}
          {m.orderId && <> · {m.orderId}</>}
        </p>
        <p className="text-xs text-muted">
          Queued {formatPakistanDateTime(m.createdAt)}
          {m.sentAt && <> · sent {formatPakistanDateTime(m.sentAt)}</>}
          {m.deliveredAt && <> · delivered {formatPakistanDateTime(m.deliveredAt)}</>}
        </p>
        {m.lastError && <p className="mt-1 text-xs text-red-800">Last error: {m.lastError}</p>}
      </div>
      <div className="flex items-center gap-2">
        <Badge tone={toneOf(SMS_STATUS_TONE, m.status)}>{m.status}</Badge>
        {onResend && (
          <Button size="sm" variant="secondary" disabled={resending} onClick={onResend}>
            <RotateCw size={15} aria-hidden="true" /> Resend
          </Button>
        )}
      </div>
    </li>
  );
}

const ACTION_LABEL: Record<string, string> = {
  confirm: 'Confirm',
  cancel_request: 'Cancel request',
  stop: 'STOP',
  start: 'START',
  message: 'Message',
};

export function ReplyRow({ reply: r }: { reply: SmsReply }) {
  return (
    <li data-testid="sms-reply" className={rowClass}>
      <div className="min-w-0 flex-1">
        <p className="whitespace-pre-line font-semibold text-ink">{r.body || '(empty)'}</p>
        <p className="break-all text-muted">
          From {r.sender} · {formatPakistanDateTime(r.receivedAt)}
          {r.outcome && <> · {r.outcome}</>}
        </p>
        {r.recentOrders.length > 0 && (
          <p className="text-xs text-muted">
            Recent orders:{' '}
            {r.recentOrders.map((id, i) => (
              <span key={id}>
                {i > 0 && ', '}
                <Link className="text-brand-700 underline" to={`/admin/orders?q=${id}`}>
                  {id}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      <Badge tone={r.action === 'message' ? 'brand' : 'slate'}>
        {ACTION_LABEL[r.action] ?? r.action}
      </Badge>
    </li>
  );
}
