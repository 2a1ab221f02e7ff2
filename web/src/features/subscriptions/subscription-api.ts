// A subscription as the server shows it (GET /api/subscriptions/{id} with the manage link's
// secret, or the admin's detail), the changes it accepts, and how they read in plain words.
import { api } from '@/lib/api';

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled';
export type Split = 'all' | 'biweekly' | 'weekly';

export type Delivery = {
  id: number;
  date: string;
  weekdayName: string;
  slot: string;
  periodStart: string;
  orderId: string;
  address: { address: string; city: string; postalCode: string };
  productName: string;
  bottles: number;
  status: 'planned' | 'skipped' | 'dispatched' | 'delivered' | 'failed' | 'cancelled';
};

export type Period = {
  periodStart: string;
  index: number;
  status: 'billed' | 'paused' | 'cancelled';
  orderId: string;
  createdAt: string;
};

export type Subscription = {
  id: string;
  orderId: string;
  status: SubscriptionStatus;
  plan: {
    id: string;
    name: string;
    frequency: string;
    bottles: number;
    pricePaisa: number;
    discountPercent: number;
  };
  productName: string;
  quantity: number;
  bottlesPerPeriod: number;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  deliveryAddress: { address: string; city: string; postalCode: string };
  paymentMethod: 'cod' | 'wallet';
  weekday: number;
  weekdayName: string;
  slot: string;
  split: Split;
  startDate: string;
  pausedUntil: string | null;
  cancelFrom: string | null;
  note: string;
  createdAt: string;
  updatedAt: string;
  deliveries: Delivery[];
  periods: Period[];
  notices?: string[];
};

export type Change =
  | { action: 'pause'; until: string }
  | { action: 'resume' }
  | { action: 'skip'; deliveryId: number }
  | { action: 'weekday'; weekday: number }
  | { action: 'slot'; slot: string }
  | { action: 'address'; address: string; city: string; postalCode: string }
  | { action: 'split'; split: Split }
  | { action: 'cancel' }
  | { action: 'cancel-now' }
  | { action: 'note'; note: string };

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
  return api<Subscription>(`/api/subscriptions/${encodeURIComponent(id)}`, {
    headers: { 'X-Subscription-Token': token },
  });
}

export function changeSubscription(id: string, token: string, change: Change) {
  return api<Subscription>(`/api/subscriptions/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'X-Subscription-Token': token },
    body: change,
  });
}

export function resendLink(email: string) {
  return api<{ message: string }>('/api/subscriptions/resend-link', {
    method: 'POST',
    body: { email },
  });
}
