import { describe, expect, it } from 'vitest';
import { dropStop, groupStops, moveStop, routeSummary, type DispatchStop } from './dispatch-api';

const stop = (id: number, slot: string, zoneName: string) =>
  ({ id, slot, zoneName, zoneId: zoneName === 'Unzoned' ? null : 1 }) as DispatchStop;

describe('dispatch helpers', () => {
  it('groups stops by slot and zone, keeping their order', () => {
    const g = groupStops([
      stop(1, '9am-12pm', 'F-7'),
      stop(2, '9am-12pm', 'Unzoned'),
      stop(3, '9am-12pm', 'F-7'),
    ]);
    expect(g.map((x) => [x.slot, x.zoneName, x.stops.map((s) => s.id)])).toEqual([
      ['9am-12pm', 'F-7', [1, 3]],
      ['9am-12pm', 'Unzoned', [2]],
    ]);
  });

  it('moves a stop up or down, never past the ends', () => {
    expect(moveStop([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveStop([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(moveStop([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moveStop([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });

  it("drops a dragged stop onto another one's place, up or down", () => {
    expect(dropStop([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(dropStop([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(dropStop([1, 2, 3, 4], 2, 4)).toEqual([1, 3, 4, 2]);
    expect(dropStop([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(dropStop([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});

describe('the day plan', () => {
  it("says a planned route's distance, time out and load in one line", () => {
    const route = { distanceKm: 12.44, durationMin: 185, maxLoad: 42, capacity: 60 };
    expect(routeSummary(route as never)).toBe('12.4 km · 3 h 05 min · 42/60 bottles');
    expect(routeSummary({ ...route, durationMin: 40 } as never)).toBe(
      '12.4 km · 40 min · 42/60 bottles',
    );
  });
});
