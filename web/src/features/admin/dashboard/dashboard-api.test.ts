import { describe, expect, it } from 'vitest';
import { shortDay, slotsInOrder } from './dashboard-api';

describe('dashboard shaping', () => {
  it('labels a Pakistan day by its own date, whatever the browser time zone', () => {
    expect(shortDay('2026-11-24')).toBe('24 Nov');
    expect(shortDay('2026-01-01')).toBe('1 Jan');
  });

  it('puts every slot in the day order, zero where the week has none', () => {
    const rows = slotsInOrder([
      { slot: '6pm-9pm', stops: 3, delivered: 1 },
      { slot: '12pm-3pm', stops: 2, delivered: 2 },
    ]);
    expect(rows.map((r) => [r.slot, r.stops, r.delivered])).toEqual([
      ['9am-12pm', 0, 0],
      ['12pm-3pm', 2, 2],
      ['3pm-6pm', 0, 0],
      ['6pm-9pm', 3, 1],
    ]);
  });
});
