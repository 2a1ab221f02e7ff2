import { describe, expect, it } from 'vitest';
import { toggleIn } from './selection';

describe('toggleIn', () => {
  it('adds a stop that is not ticked and takes out one that is', () => {
    const start = new Set([1, 2]);
    expect([...toggleIn(start, 3)]).toEqual([1, 2, 3]);
    expect([...toggleIn(start, 1)]).toEqual([2]);
  });

  it('leaves the given set as it was', () => {
    const start = new Set([5]);
    toggleIn(start, 5);
    expect([...start]).toEqual([5]);
  });
});
