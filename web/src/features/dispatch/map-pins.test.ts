import { describe, expect, it } from 'vitest';
import { placeable, positionText, typedPosition, type MapStop } from './map-pins';

const stop = (id: number, status: string, located: boolean) =>
  ({
    id,
    status,
    name: `Stop ${id}`,
    location: located ? { lat: 33.7, lng: 73.05, source: 'area' } : null,
  }) as unknown as MapStop;

describe('map pins', () => {
  it('lists the unplaced stops first, the day order otherwise', () => {
    const stops = [
      stop(1, 'planned', true),
      stop(2, 'delivered', false),
      stop(3, 'planned', false),
    ];
    expect(placeable(stops).map((s) => s.id)).toEqual([2, 3, 1]);
  });

  it('reads typed coordinates, a decimal comma too, and refuses what is not a number', () => {
    expect(typedPosition(' 33.7 ', '73,05')).toEqual({ lat: 33.7, lng: 73.05 });
    expect(typedPosition('', '73.05')).toBeNull();
    expect(typedPosition('north', '73.05')).toBeNull();
    expect(positionText({ lat: 33.7, lng: 73.05 })).toBe('33.700000, 73.050000');
  });
});
