// The outcome form's values, its schema (a failed stop for 'Other' reason needs a note, cash
// must be rupees and at most 2 digits of paisa) and the request body they make. Counts are
// typed as digits (empty means 0); cash as rupees and paisa, converted to paisa exactly.
import { z } from 'zod';
import { parseRupees, rupeesInput } from '@/lib/rupees';
import {
  FAILURE_REASONS,
  type DriverStop,
  type FailureReason,
  type OutcomeBody,
} from './driver-api';
import './locales';

export type OutcomeKind = 'delivered' | 'failed';

export const NOTE_NEEDED = 'Please say what happened';
export const CASH_FORMAT = 'Please enter rupees and paisa, for example 1799.10';

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
    })
    .refine((v) => kind !== 'delivered' || v.cash.trim() === '' || parseRupees(v.cash) !== null, {
      message: CASH_FORMAT,
      path: ['cash'],
    });
}
export type OutcomeValues = z.infer<ReturnType<typeof outcomeSchema>>;

/** Counts start at what the stop expects; cash at the exact amount due. Pure. */
export function initialOutcome(stop: DriverStop): OutcomeValues {
  return {
    full: String(stop.bottlesDue),
    empties: String(stop.emptiesDue),
    cash: rupeesInput(stop.cashDuePaisa),
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
    cashCollectedPaisa: parseRupees(v.cash) ?? 0,
    note: v.note.trim(),
  };
}

/** One more or one fewer (never below 0) of a count typed as digits. Pure. */
export function stepCount(value: string, by: number): string {
  return String(Math.max(0, Number(digitsOnly(value) || 0) + by));
}
