// An order's text messages for staff: whether the customer confirmed it or asked to cancel
// by text, and (opened on demand) the timeline of each message and reply.
import { useState } from 'react';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import type { AdminOrder } from '../api/orders';
import { useOrderSms, type SmsTimelineItem } from '../api/sms';
import { SMS_STATUS_TONE, toneOf } from '../lib/status';
import { Badge } from './badge';

export function OrderSmsBadges({ order: o }: { order: AdminOrder }) {
  return (
    <>
      {o.confirmedAt && (
        <Badge tone="green" testId="order-confirmed">
          Confirmed by text {formatPakistanDateTime(o.confirmedAt)}
        </Badge>
      )}
      {o.cancelRequestedAt && (
        <Badge tone="red" testId="order-cancel-request">
          Asked to cancel {formatPakistanDateTime(o.cancelRequestedAt)}
        </Badge>
      )}
    </>
  );
}

function TimelineEntry({ item }: { item: SmsTimelineItem }) {
  if (item.type === 'reply' && 'sender' in item)
    return (
      <li data-testid="sms-timeline-reply">
        <span className="text-muted">{formatPakistanDateTime(item.receivedAt)} · reply:</span>{' '}
        <span className="font-semibold">{item.body}</span>
        {item.outcome && <span className="text-muted"> ({item.outcome})</span>}
      </li>
    );
  if ('recipient' in item)
    return (
      <li data-testid="sms-timeline-message" className="flex flex-wrap items-center gap-2">
        <span className="text-muted">{formatPakistanDateTime(item.createdAt)} ·</span>
        <span>{item.body}</span>
        <Badge tone={toneOf(SMS_STATUS_TONE, item.status)}>{item.status}</Badge>
      </li>
    );
  return null;
}

function Timeline({ orderId }: { orderId: string }) {
  const q = useOrderSms(orderId);
  if (q.isPending) return <p className="text-muted">Loading text messages…</p>;
  if (q.isError) return <p className="text-red-800">Could not load the text messages.</p>;
  if (q.data.items.length === 0) return <p className="text-muted">No text messages yet.</p>;
  return (
    <ol className="mt-2 flex flex-col gap-1">
      {q.data.items.map((item) => (
        <TimelineEntry key={`${item.type}-${item.id}`} item={item} />
      ))}
    </ol>
  );
}

export function OrderSmsTimeline({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="mt-4 text-sm"
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-semibold text-brand-700">Text messages</summary>
      {open && <Timeline orderId={orderId} />}
    </details>
  );
}
