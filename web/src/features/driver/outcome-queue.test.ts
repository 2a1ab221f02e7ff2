import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  enqueueOutcome,
  flushOutcomes,
  dismissOutcome,
  failureAction,
  parseOutcomes,
  queueText,
  readOutcomes,
  refusedCount,
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
    expect(await flushOutcomes(send)).toEqual({ sent: 2, signIn: false });
    expect(send.mock.calls.map((c) => [c[0], c[2]])).toEqual([
      [1, a.key],
      [2, b.key],
    ]);
    expect(readOutcomes()).toEqual([]);
    expect((await flushOutcomes(send)).sent).toBe(0);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('offline: stops at the first network failure and keeps the rest in order', async () => {
    enqueueOutcome(1, delivered);
    enqueueOutcome(2, delivered);
    const send = vi.fn().mockRejectedValue(new ApiError(0, 'network', 'offline'));
    expect(await flushOutcomes(send)).toEqual({ sent: 0, signIn: false });
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
    expect((await flushOutcomes(send)).sent).toBe(1);
    const left = readOutcomes();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ stopId: 1, status: 'rejected', error: 'Already recorded' });
    expect(waitingCount(left)).toBe(0);
    expect(refusedCount(left)).toBe(1);
  });

  it('401: every outcome stays queued; after signing in each is sent once with its own key', async () => {
    const a = enqueueOutcome(1, delivered);
    const b = enqueueOutcome(2, delivered);
    const expired = vi.fn().mockRejectedValue(new ApiError(401, 'unauthorized', 'Sign in'));
    expect(await flushOutcomes(expired)).toEqual({ sent: 0, signIn: true });
    expect(expired).toHaveBeenCalledTimes(1); // the second would get the same answer
    expect(readOutcomes().map((e) => [e.key, e.status])).toEqual([
      [a.key, 'queued'],
      [b.key, 'queued'],
    ]);
    const send = vi.fn().mockResolvedValue({ replay: false });
    expect(await flushOutcomes(send)).toEqual({ sent: 2, signIn: false });
    expect(send.mock.calls.map((c) => c[2])).toEqual([a.key, b.key]);
    expect(readOutcomes()).toEqual([]);
  });

  it('409 day closed: kept with the reason, its stop and what was recorded, counted', async () => {
    const stop = { name: 'Ayesha', address: 'House 1', city: 'Islamabad', date: '2026-11-27' };
    enqueueOutcome(7, delivered, { ...stop, slot: '9am-12pm' });
    const send = vi.fn().mockRejectedValue(new ApiError(409, 'day_closed', 'Day closed'));
    expect(await flushOutcomes(send)).toEqual({ sent: 0, signIn: false });
    const [kept] = readOutcomes();
    expect(kept).toMatchObject({
      stopId: 7,
      status: 'rejected',
      error: 'Day closed',
      code: 'day_closed',
      httpStatus: 409,
      body: delivered,
      stop: { name: 'Ayesha', city: 'Islamabad' },
    });
    // Refused outcomes are not sent again on their own.
    expect((await flushOutcomes(send)).sent).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(refusedCount(readOutcomes())).toBe(1);
    dismissOutcome(kept!.key);
    expect(readOutcomes()).toEqual([]);
  });

  it('a later outcome of the same stop that the server takes replaces its refused one', async () => {
    enqueueOutcome(3, delivered);
    await flushOutcomes(vi.fn().mockRejectedValue(new ApiError(422, 'validation_failed', 'x')));
    enqueueOutcome(3, { ...delivered, note: 'fixed' });
    expect(await flushOutcomes(vi.fn().mockResolvedValue({}))).toEqual({ sent: 1, signIn: false });
    expect(readOutcomes()).toEqual([]);
  });

  it('only a network error, a 5xx, 408 or 429 is tried again', () => {
    const err = (status: number) => new ApiError(status, 'x', 'x');
    expect(failureAction(err(0))).toBe('retry');
    expect(failureAction(err(500))).toBe('retry');
    expect(failureAction(err(503))).toBe('retry');
    expect(failureAction(err(408))).toBe('retry');
    expect(failureAction(err(429))).toBe('retry');
    expect(failureAction(new TypeError('x'))).toBe('retry');
    expect(failureAction(err(401))).toBe('sign-in');
    for (const status of [400, 403, 404, 409, 422])
      expect(failureAction(err(status))).toBe('refused');
  });

  it("never says 'All outcomes sent' while one waits or was refused", () => {
    expect(queueText(0, 0, false)).toBe('All outcomes sent');
    expect(queueText(2, 0, false)).toBe('2 outcomes waiting to be sent');
    expect(queueText(1, 0, true)).toBe('1 outcome waiting: sign in to send');
    expect(queueText(0, 1, false)).toBe('1 outcome not accepted');
    expect(queueText(3, 2, false)).toBe('3 outcomes waiting to be sent · 2 outcomes not accepted');
  });
});
