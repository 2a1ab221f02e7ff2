// The admin lists' search forms (react-hook-form with these zod schemas): the text to look for
// and, on the orders and subscriptions pages, a status to narrow the list to ('' for all).
import { z } from 'zod';
import { ORDER_STATUSES } from '../api/orders';
import type { SubscriptionFilter } from '../api/subscriptions';

export const SUBSCRIPTION_STATUSES = [
  'active',
  'paused',
  'cancelled',
] as const satisfies readonly Exclude<SubscriptionFilter['status'], ''>[];

/** The products' and customers' search: text only. */
export const textSearchSchema = z.object({ q: z.string() });
export type TextSearch = z.infer<typeof textSearchSchema>;

export const orderSearchSchema = z.object({
  q: z.string(),
  status: z.enum(['', ...ORDER_STATUSES]),
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;

export const subscriptionSearchSchema = z.object({
  q: z.string(),
  status: z.enum(['', ...SUBSCRIPTION_STATUSES]),
});
export type SubscriptionSearch = z.infer<typeof subscriptionSearchSchema>;
