// Text messages in the back office: the SMS outbox, customers' replies, resend, staff's own
// message and an order's timeline of messages and replies.
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { staffApi } from '@/lib/staff-api';
import { useAdminMutation } from './use-admin-mutation';

export type Sms = Schemas['Sms'];
export type SmsStatus = Schemas['SmsStatus'];
export type SmsReply = Schemas['SmsReply'];
export type SmsTimelineItem = Schemas['SmsTimeline']['items'][number];
export type StaffSms = { orderId?: string; phone?: string; text: string };

const smsKey = ['admin', 'sms'] as const;

export function useSmsOutbox() {
  return useQuery({
    queryKey: [...smsKey, 'outbox'],
    queryFn: () => staffApi<Schemas['SmsList']>('/api/admin/sms'),
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
