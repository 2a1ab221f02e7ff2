import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  enqueueOutcome,
  flushOutcomes,
  parseOutcomes,
  readOutcomes,
  waitingCount,
} from './outcome-queue';

const delivered = {
  outcome: 'delivered' as const,
  fullDropped: 2,
  emptiesCollected: 1,
  cashCollectedPaisa: 50000,
  note: '',
};

describe('driver outcome queue', () => {
  beforeEach(() => localStorage.clear());

  it('damaged storage reads as an empty queue', () => {
    expect(parseOutcomes('{oops')).toEqual([]);
    expect(parseOutcomes('{"a":1}')).toEqual([]);
    expect(parseOutcomes(null)).toEqual([]);
  });

  it('sends each outcome once, in order, with its own key, and empties the queue', async () => {
    const a = enqueueOutcome(1, delivered);
    const b = enqueueOutcome(2, { outcome: 'failed', reason: 'not-home', note: '' });
    expect(a.key).not.toBe(b.key);
    expect(waitingCount(readOutcomes())).toBe(2);
    const send = vi.fn().mockResolvedValue({ replay: false });
    expect(await flushOutcomes(send)).toBe(2);
    expect(send.mock.calls.map((c) => [c[0], c[2]])).toEqual([
      [1, a.key],
      [2, b.key],
    ]);
    expect(readOutcomes()).toEqual([]);
    expect(await flushOutcomes(send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('offline: stops at the first network failure and keeps the rest in order', async () => {
    enqueueOutcome(1, delivered);
    enqueueOutcome(2, delivered);
    const send = vi.fn().mockRejectedValue(new ApiError(0, 'network', 'offline'));
    expect(await flushOutcomes(send)).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(readOutcomes().map((e) => e.stopId)).toEqual([1, 2]);
  });

  it('a refusal (409: already recorded) is kept as rejected with its message, the rest go on', async () => {
    enqueueOutcome(1, delivered);
    enqueueOutcome(2, delivered);
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'outcome_recorded', 'Already recorded'))
      .mockResolvedValueOnce({ replay: false });
    expect(await flushOutcomes(send)).toBe(1);
    const left = readOutcomes();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ stopId: 1, status: 'rejected', error: 'Already recorded' });
    expect(waitingCount(left)).toBe(0);
  });
});
