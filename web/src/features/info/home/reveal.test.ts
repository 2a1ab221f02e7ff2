import { describe, expect, it } from 'vitest';
import { glassRevealStyle, itemDelayS, itemRevealStyle } from './reveal';

describe('water composition reveal', () => {
  it('staggers items by 0.25 s times their index', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(itemDelayS)).toEqual([0, 0.25, 0.5, 0.75, 1, 1.25, 1.5]);
  });

  it('starts an item 40 px lower and invisible, then fades and slides it up over 0.6 s', () => {
    expect(itemRevealStyle(2, false, false)).toEqual({
      opacity: 0,
      transform: 'translateY(40px)',
      transition: 'opacity 0.6s ease-out 0.5s, transform 0.6s ease-out 0.5s',
    });
    expect(itemRevealStyle(2, true, false)).toMatchObject({ opacity: 1, transform: 'none' });
  });

  it('fades the glass in and scales it from 0.8 over 0.8 s', () => {
    expect(glassRevealStyle(false, false)).toEqual({
      opacity: 0,
      transform: 'scale(0.8)',
      transition: 'opacity 0.8s ease-out, transform 0.8s ease-out',
    });
    expect(glassRevealStyle(true, false)).toMatchObject({ opacity: 1, transform: 'none' });
  });

  it('shows everything at once with reduced motion', () => {
    expect(itemRevealStyle(3, false, true)).toEqual({});
    expect(glassRevealStyle(false, true)).toEqual({});
  });
});
