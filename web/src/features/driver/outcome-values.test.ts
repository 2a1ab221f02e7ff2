import { describe, expect, it } from 'vitest';
import type { DriverStop } from './driver-api';
import {
  digitsOnly,
  initialOutcome,
  NOTE_NEEDED,
  outcomeBody,
  outcomeSchema,
  CASH_FORMAT,
  stepCount,
  type OutcomeValues,
} from './outcome-values';

const stop = { bottlesDue: 3, emptiesDue: 2, cashDuePaisa: 75050 } as DriverStop;
const values = (extra: Partial<OutcomeValues> = {}): OutcomeValues => ({
  ...initialOutcome(stop),
  ...extra,
});

describe('outcome form values', () => {
  it('starts at what the stop expects, cash at the exact amount due', () => {
    expect(initialOutcome(stop)).toEqual({
      full: '3',
      empties: '2',
      cash: '750.50',
      reason: 'not-home',
      note: '',
    });
  });

  it('keeps only digits', () => {
    expect(digitsOnly('1a2 3-')).toBe('123');
  });

  it('makes a delivered body with empty counts as 0 and cash in paisa', () => {
    expect(outcomeBody('delivered', values({ full: '', cash: '500', note: ' ok ' }))).toEqual({
      outcome: 'delivered',
      fullDropped: 0,
      emptiesCollected: 2,
      cashCollectedPaisa: 50000,
      note: 'ok',
    });
  });

  it('PKR 1,799.10 due and collected is 179910 paisa, not 0.10 short', () => {
    const due = { ...stop, cashDuePaisa: 179910 } as DriverStop;
    const v = initialOutcome(due);
    expect(v.cash).toBe('1799.10');
    expect(outcomeBody('delivered', v)).toMatchObject({ cashCollectedPaisa: 179910 });
    expect(outcomeBody('delivered', { ...v, cash: '1799.1' })).toMatchObject({
      cashCollectedPaisa: 179910,
    });
    expect(outcomeBody('delivered', { ...v, cash: '' })).toMatchObject({ cashCollectedPaisa: 0 });
  });

  it('refuses cash that is not rupees and paisa', () => {
    const issues = outcomeSchema('delivered').safeParse(values({ cash: '12.345' })).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['cash', CASH_FORMAT]]);
    expect(outcomeSchema('failed').safeParse(values({ cash: 'x' })).success).toBe(true);
  });

  it('steps counts by one, never below 0', () => {
    expect(stepCount('2', 1)).toBe('3');
    expect(stepCount('0', -1)).toBe('0');
    expect(stepCount('', 1)).toBe('1');
  });

  it('makes a failed body with the reason and the trimmed note', () => {
    expect(outcomeBody('failed', values({ reason: 'refused', note: ' gate ' }))).toEqual({
      outcome: 'failed',
      reason: 'refused',
      note: 'gate',
    });
  });

  it("asks for a note only when a stop failed for 'Other'", () => {
    const other = values({ reason: 'other', note: '  ' });
    const issues = outcomeSchema('failed').safeParse(other).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([['note', NOTE_NEEDED]]);
    expect(outcomeSchema('failed').safeParse({ ...other, note: 'dog' }).success).toBe(true);
    expect(outcomeSchema('delivered').safeParse(other).success).toBe(true);
  });
});
