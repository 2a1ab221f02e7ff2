import { describe, expect, it } from 'vitest';
import { formatPakistanDateTime } from '@/lib/pakistan-time';
import { formatDay } from './format';

describe('formatPakistanDateTime (the admin screens’ instants)', () => {
  it('shows the instant in Pakistan time', () => {
    expect(formatPakistanDateTime('2026-11-23T20:30:00Z')).toBe('24 Nov 2026, 01:30');
  });

  it('copes with missing and odd values', () => {
    expect(formatPakistanDateTime(null)).toBe('');
    expect(formatPakistanDateTime('soon')).toBe('soon');
  });
});

describe('formatDay', () => {
  it('shows a calendar date as it is', () => {
    expect(formatDay('2026-11-24')).toBe('24 Nov 2026');
    expect(formatDay('tomorrow')).toBe('tomorrow');
  });
});
