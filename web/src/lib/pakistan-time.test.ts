import { describe, expect, it } from 'vitest';
import {
  formatDayMonth,
  formatDeliveryDate,
  formatPakistanTime,
  isSlotAvailable,
  pakistanDate,
  pakistanMinutes,
} from './pakistan-time';

// 2026-11-22 23:30 UTC is already 2026-11-23 04:30 in Pakistan.
const lateEveningUtc = Date.UTC(2026, 10, 22, 23, 30);
// 2026-11-23 05:30 UTC is 10:30 in Pakistan.
const morningPk = Date.UTC(2026, 10, 23, 5, 30);

describe('pakistan time', () => {
  it('uses UTC+5 for the calendar', () => {
    expect(pakistanDate(lateEveningUtc)).toBe('2026-11-23');
    expect(pakistanDate(lateEveningUtc, 1)).toBe('2026-11-24');
    expect(pakistanMinutes(morningPk)).toBe(10 * 60 + 30);
  });

  it('closes slots that have started today only', () => {
    expect(isSlotAvailable('9am-12pm', '2026-11-23', morningPk)).toBe(false);
    expect(isSlotAvailable('12pm-3pm', '2026-11-23', morningPk)).toBe(true);
    expect(isSlotAvailable('9am-12pm', '2026-11-24', morningPk)).toBe(true);
  });

  it('writes delivery dates out in full, without shifting the day', () => {
    expect(formatDeliveryDate('2026-11-24')).toBe('Tuesday, 24 November 2026');
    expect(formatDeliveryDate('not a date')).toBe('not a date');
  });

  it("writes a driver's day as weekday, day and month", () => {
    expect(formatDayMonth('2026-11-27')).toBe('Friday, 27 November');
    expect(formatDayMonth('2026-12-31')).toBe('Thursday, 31 December');
    expect(formatDayMonth('soon')).toBe('soon');
  });

  it('shows an order time in Pakistan, where the day may already be the next one', () => {
    expect(formatPakistanTime('2026-11-23T19:54:10Z')).toBe('24 Nov 2026, 00:54 PKT');
    expect(formatPakistanTime('')).toBe('');
    expect(formatPakistanTime('soon')).toBe('soon');
  });
});
