import { describe, expect, it } from 'vitest';
import { formatAmount, formatPKR } from './money';

describe('formatPKR', () => {
  it('shows PKR with two decimals and thousands separators', () => {
    expect(formatPKR(0)).toBe('PKR 0.00');
    expect(formatPKR(25000)).toBe('PKR 250.00');
    expect(formatPKR(125050)).toBe('PKR 1,250.50');
    expect(formatPKR(-2500)).toBe('-PKR 25.00');
    expect(formatAmount(249900)).toBe('2,499.00');
  });
});
