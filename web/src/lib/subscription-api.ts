// A subscription as the server shows it (GET /api/subscriptions/{id} with the manage link's
// secret, or the admin's detail), the changes it accepts, and how they read in plain words.
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';
import '@/components/locales';

export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export type Split = Schemas['SubscriptionSplit'];
export type Slot = Schemas['DeliverySlot'];
export type Delivery = Schemas['SubscriptionDelivery'];
export type Period = Schemas['SubscriptionPeriod'];
/** With its schedule: the customer's deliveries from today, the admin's all of them. */
export type Subscription = Schemas['SubscriptionDetail'];
/** The answer to a read by the manage link and to every change: the schedule and notices. */
export type SubscriptionWithNotices = Schemas['SubscriptionDetailWithNotices'];
/** One change. The shared view offers cancel-now and a note only to admins; the customer's
 * route (Schemas['SubscriptionChange']) answers 422 'Unknown change' to those two. */
export type Change = Schemas['AdminSubscriptionChange'];

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const SLOTS = ['9am-12pm', '12pm-3pm', '3pm-6pm', '6pm-9pm'] as const;
export const SPLITS: { value: Split; label: string }[] = [
  { value: 'all', label: 'All at once' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'weekly', label: 'Every week' },
];

export const STATUS_TEXT: Record<SubscriptionStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

export function splitLabel(split: Split): string {
  return SPLITS.find((s) => s.value === split)?.label ?? split;
}

const TOKEN_PREFIX = 'aqua-sub-token:';

/** The manage link's secret: taken from the address (#token= or ?token=) into sessionStorage. */
export function takeToken(id: string, location: { hash: string; search: string }): string {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('token');
  const fromQuery = new URLSearchParams(location.search).get('token');
  const found = fromHash || fromQuery;
  if (found) {
    try {
      sessionStorage.setItem(TOKEN_PREFIX + id, found);
    } catch {
      /* private mode: the token lives only in memory */
    }
    return found;
  }
  try {
    return sessionStorage.getItem(TOKEN_PREFIX + id) ?? '';
  } catch {
    return '';
  }
}

export function fetchSubscription(id: string, token: string) {
  return api<SubscriptionWithNotices>(`/api/subscriptions/${encodeURIComponent(id)}`, {
    headers: { 'X-Subscription-Token': token },
  });
}

export function changeSubscription(id: string, token: string, change: Change) {
  return api<SubscriptionWithNotices>(`/api/subscriptions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'X-Subscription-Token': token },
    body: change,
  });
}

export function resendLink(email: string) {
  return api<Schemas['ResendLinkAccepted']>('/api/subscriptions/resend-link', {
    method: 'POST',
    body: { email } satisfies Schemas['ResendLinkRequest'],
  });
}

/** How the shop writes to the customer: text messages only, e-mail only, or both. */
export type Channel = Schemas['MessageChannel']['channel'];

export function fetchChannel(id: string, token: string) {
  return api<Schemas['MessageChannel']>(`/api/subscriptions/${encodeURIComponent(id)}/channel`, {
    headers: { 'X-Subscription-Token': token },
  });
}

export function saveChannel(id: string, token: string, channel: Channel) {
  return api<Schemas['MessageChannel']>(`/api/subscriptions/${encodeURIComponent(id)}/channel`, {
    method: 'PUT',
    headers: { 'X-Subscription-Token': token },
    body: { channel } satisfies Schemas['MessageChannel'],
  });
}
