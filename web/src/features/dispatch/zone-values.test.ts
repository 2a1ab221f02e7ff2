import { describe, expect, it } from 'vitest';
import type { Zone } from './dispatch-api';
import {
  addPostalCodes,
  refusedCodesMessage,
  toggledZones,
  zoneBody,
  zoneFormValues,
} from './zone-values';

const zone = { id: 7, name: 'F-7', city: 'Islamabad', postalCodes: ['44000', '44001'] } as Zone;

describe('zone form values', () => {
  it('starts empty in Islamabad, or from the zone being edited', () => {
    expect(zoneFormValues(null)).toEqual({ name: '', city: 'Islamabad', codes: [] });
    expect(zoneFormValues(zone)).toEqual({
      name: 'F-7',
      city: 'Islamabad',
      codes: ['44000', '44001'],
    });
  });

  it('sends the postal codes as a list, with the id of the zone being edited', () => {
    const v = { name: 'Saddar', city: 'Rawalpindi' as const, codes: ['46000', '46001'] };
    expect(zoneBody(v, 3)).toEqual({
      id: 3,
      name: 'Saddar',
      city: 'Rawalpindi',
      postalCodes: ['46000', '46001'],
    });
    expect(zoneBody(v).id).toBeUndefined();
  });
});

describe('postal codes as typed', () => {
  it('splits at spaces, commas and semicolons, once each, refusing what is not 5 digits', () => {
    expect(addPostalCodes([], '44000 46000')).toEqual({ codes: ['44000', '46000'], refused: [] });
    expect(addPostalCodes(['44000'], ' 44000;46001,\n4600 4400a ')).toEqual({
      codes: ['44000', '46001'],
      refused: ['4600', '4400a'],
    });
    expect(addPostalCodes([], '   ')).toEqual({ codes: [], refused: [] });
  });

  it('names the codes refused', () => {
    expect(refusedCodesMessage(['4600'])).toBe(
      '"4600" is not a postal code: each is 5 digits, like 44000',
    );
    expect(refusedCodesMessage(['1', '2'])).toBe(
      '"1", "2" are not postal codes: each is 5 digits, like 44000',
    );
  });
});

describe('toggledZones', () => {
  it('ticks a zone that is not there and unticks one that is', () => {
    expect(toggledZones([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggledZones([1, 2], 1)).toEqual([2]);
  });
});
