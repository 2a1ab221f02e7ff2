import { describe, expect, it } from 'vitest';
import type { DispatchStop } from './dispatch-api';
import { assignLabel, stopCounts } from './dispatch-toolbar';

const stop = (driverId: string, status: string) => ({ driverId, status }) as DispatchStop;

describe('stopCounts', () => {
  it("counts the day's stops and those without a driver, leaving rescheduled ones out", () => {
    expect(
      stopCounts([
        stop('', 'planned'),
        stop('d1', 'assigned'),
        stop('', 'rescheduled'),
        stop('', 'planned'),
      ]),
    ).toBe('3 stops · 2 unassigned');
    expect(stopCounts([stop('d1', 'delivered')])).toBe('1 stop · 0 unassigned');
    expect(stopCounts([])).toBe('0 stops · 0 unassigned');
  });
});

describe('assignLabel', () => {
  it('says Move once a selected stop has a driver, else Assign, with the count', () => {
    const stops = [
      { id: 1, driverId: '' },
      { id: 2, driverId: 'd1' },
    ] as DispatchStop[];
    expect(assignLabel(stops, new Set([1]))).toBe('Assign selected (1)');
    expect(assignLabel(stops, new Set([1, 2]))).toBe('Move selected to driver (2)');
    expect(assignLabel(stops, new Set())).toBe('Assign selected (0)');
  });
});
