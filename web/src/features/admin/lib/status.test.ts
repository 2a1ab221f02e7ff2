import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_TONE, PAYMENT_STATUS_TONE, toneOf } from './status';

describe('order status colours', () => {
  it('are yellow, blue, green and red', () => {
    expect(ORDER_STATUS_TONE).toEqual({
      pending: 'yellow',
      processing: 'blue',
      delivered: 'green',
      cancelled: 'red',
    });
  });

  it('fall back to grey for an unknown value', () => {
    expect(toneOf(ORDER_STATUS_TONE, 'lost')).toBe('slate');
    expect(toneOf(PAYMENT_STATUS_TONE, 'paid')).toBe('green');
  });
});
