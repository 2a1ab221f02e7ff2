import { describe, expect, it } from 'vitest';
import { AUTOPLAY_MS, swipeDirection, wrapIndex } from './carousel';

describe('hero carousel rules', () => {
  it('advances every 4000 ms', () => {
    expect(AUTOPLAY_MS).toBe(4000);
  });

  it('wraps around both ends', () => {
    expect(wrapIndex(2, 2)).toBe(0);
    expect(wrapIndex(-1, 2)).toBe(1);
    expect(wrapIndex(1, 2)).toBe(1);
  });

  it('reads a swipe left as next and a swipe right as previous', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, 10)).toBe(-1);
  });

  it('ignores taps and mostly vertical scrolls', () => {
    expect(swipeDirection(-20, 0)).toBe(0);
    expect(swipeDirection(-60, 120)).toBe(0);
  });
});
