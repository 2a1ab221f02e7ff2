// The outcome form's values, its schema (a failed stop for 'Other' reason needs a note) and
// the request body they make. Counts are typed as digits; empty means 0.
import { z } from 'zod';
import {
  FAILURE_REASONS,
  type DriverStop,
  type FailureReason,
  type OutcomeBody,
} from './driver-api';

export type OutcomeKind = 'delivered' | 'failed';

export const NOTE_NEEDED = 'Please say what happened';

const REASONS = FAILURE_REASONS.map((r) => r.value) as [FailureReason, ...FailureReason[]];

/** The form's schema for one kind of outcome. */
export function outcomeSchema(kind: OutcomeKind) {
  return z
    .object({
      full: z.string(),
      empties: z.string(),
      cash: z.string(),
      reason: z.enum(REASONS),
      note: z.string(),
    })
    .refine((v) => kind !== 'failed' || v.reason !== 'other' || v.note.trim() !== '', {
      message: NOTE_NEEDED,
      path: ['note'],
    });
}
export type OutcomeValues = z.infer<ReturnType<typeof outcomeSchema>>;

/** Counts start at what the stop expects; cash in whole rupees. Pure. */
export function initialOutcome(stop: DriverStop): OutcomeValues {
  return {
    full: String(stop.bottlesDue),
    empties: String(stop.emptiesDue),
    cash: String(Math.round(stop.cashDuePaisa / 100)),
    reason: 'not-home',
    note: '',
  };
}

/** Only the digits of what was typed. Pure. */
export const digitsOnly = (text: string) => text.replace(/[^0-9]/g, '');

/** The server's request for the form's values. Pure. */
export function outcomeBody(kind: OutcomeKind, v: OutcomeValues): OutcomeBody {
  if (kind === 'failed') return { outcome: 'failed', reason: v.reason, note: v.note.trim() };
  return {
    outcome: 'delivered',
    fullDropped: Number(v.full || 0),
    emptiesCollected: Number(v.empties || 0),
    cashCollectedPaisa: Number(v.cash || 0) * 100,
    note: v.note.trim(),
  };
}
