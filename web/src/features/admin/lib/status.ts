// Colours of statuses (order badges: pending yellow, processing blue, delivered green,
// cancelled red).
import type { Tone } from '../components/badge';
import type { MailStatus } from '../api/mail';
import type { SmsStatus } from '../api/sms';
import type { OrderStatus, PaymentStatus } from '../api/orders';

export const ORDER_STATUS_TONE: Record<OrderStatus, Tone> = {
  pending: 'yellow',
  processing: 'blue',
  delivered: 'green',
  cancelled: 'red',
};

export const PAYMENT_STATUS_TONE: Record<PaymentStatus, Tone> = {
  pending: 'slate',
  paid: 'green',
  refunded: 'purple',
};

export const MAIL_STATUS_TONE: Record<MailStatus, Tone> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
};

export const SMS_STATUS_TONE: Record<SmsStatus, Tone> = {
  queued: 'yellow',
  sending: 'blue',
  sent: 'blue',
  delivered: 'green',
  failed: 'red',
};

/** An unknown value (a newer server) still gets a badge. */
export function toneOf<K extends string>(map: Record<K, Tone>, value: string): Tone {
  return (map as Record<string, Tone>)[value] ?? 'slate';
}
