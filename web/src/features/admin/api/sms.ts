// Text messages in the back office: the SMS outbox, customers' replies, resend, staff's own
// message and an order's timeline of messages and replies.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { staffApi } from '@/lib/staff-api';
import { useAdminMutation } from './use-admin-mutation';

export type Sms = Schemas['Sms'];
export type SmsStatus = Schemas['SmsStatus'];
export type SmsReply = Schemas['SmsReply'];
export type SmsTimelineItem = Schemas['SmsTimeline']['items'][number];
export type StaffSms = { orderId?: string; phone?: string; text: string };

const smsKey = ['admin', 'sms'] as const;

/** Pages of 100 texts, newest first; each next page by the server's cursor (`before`). */
export function useSmsOutbox() {
  return useInfiniteQuery({
    queryKey: [...smsKey, 'outbox'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      staffApi<Schemas['SmsList']>(
        `/api/admin/sms?limit=100${pageParam ? `&before=${pageParam}` : ''}`,
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useSmsReplies() {
  return useQuery({
    queryKey: [...smsKey, 'replies'],
    queryFn: () => staffApi<Schemas['SmsReplyList']>('/api/admin/sms/replies'),
  });
}

export function useOrderSms(orderId: string) {
  return useQuery({
    queryKey: [...smsKey, 'order', orderId],
    queryFn: () =>
      staffApi<Schemas['SmsTimeline']>(`/api/admin/orders/${encodeURIComponent(orderId)}/sms`),
  });
}

export function useResendSms() {
  return useAdminMutation(
    (id: number) =>
      staffApi<Schemas['SmsResent']>(`/api/admin/sms/${id}/resend`, { method: 'POST' }),
    { stale: [smsKey] },
  );
}

export function useSendSms() {
  return useAdminMutation(
    (body: StaffSms) =>
      staffApi<Schemas['StaffSmsQueued']>('/api/admin/messages/sms', { method: 'POST', body }),
    { stale: [smsKey] },
  );
}
