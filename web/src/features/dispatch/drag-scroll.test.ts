import { describe, expect, it } from 'vitest';
import { edgeScroll } from './drag-scroll';

describe('edgeScroll', () => {
  it('scrolls up near the top and down near the bottom, faster closer to the edge', () => {
    expect(edgeScroll(400, 800)).toBe(0);
    expect(edgeScroll(80, 800)).toBe(0);
    expect(edgeScroll(40, 800)).toBe(-12);
    expect(edgeScroll(0, 800)).toBe(-24);
    expect(edgeScroll(-10, 800)).toBe(-24);
    expect(edgeScroll(760, 800)).toBe(12);
    expect(edgeScroll(800, 800)).toBe(24);
    expect(edgeScroll(900, 800)).toBe(24);
  });
});
