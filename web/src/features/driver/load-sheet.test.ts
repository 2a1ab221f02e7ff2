import { describe, expect, it } from 'vitest';
import type { DriverStop } from './driver-api';
import { loadSheet, sheetDate } from './load-sheet';

const bottle = { productId: '1', name: '19 Liter Bottle', returnable: true };
const stand = { productId: '6', name: 'Tap and Stand', returnable: false };
const stop = (over: Partial<DriverStop>): DriverStop =>
  ({
    date: '2026-11-27',
    status: 'planned',
    lines: [],
    bottlesDue: 0,
    emptiesDue: 0,
    cashDuePaisa: 0,
    ...over,
  }) as DriverStop;

describe('load sheet', () => {
  it("sums the day's products, empties and cash; other days and cancelled stops aside", () => {
    const sheet = loadSheet(
      [
        stop({
          lines: [{ ...bottle, quantity: 2 }],
          bottlesDue: 2,
          emptiesDue: 2,
          cashDuePaisa: 50000,
        }),
        stop({
          lines: [
            { ...stand, quantity: 1 },
            { ...bottle, quantity: 3 },
          ],
          bottlesDue: 3,
          emptiesDue: 1,
          cashDuePaisa: 179910,
        }),
        stop({ status: 'delivered', lines: [{ ...bottle, quantity: 1 }], bottlesDue: 1 }),
        stop({ status: 'cancelled', lines: [{ ...bottle, quantity: 9 }], cashDuePaisa: 9 }),
        stop({ date: '2026-11-28', lines: [{ ...bottle, quantity: 5 }], emptiesDue: 5 }),
      ],
      '2026-11-27',
    );
    expect(sheet).toEqual({
      date: '2026-11-27',
      stops: 3,
      lines: [
        { ...bottle, quantity: 6 },
        { ...stand, quantity: 1 },
      ],
      bottles: 6,
      emptiesExpected: 3,
      cashExpectedPaisa: 229910,
    });
  });

  it('an empty day loads nothing', () => {
    expect(loadSheet([], '2026-11-27')).toMatchObject({
      stops: 0,
      lines: [],
      emptiesExpected: 0,
      cashExpectedPaisa: 0,
    });
  });

  it('loads for today, else the next day with stops', () => {
    const today = '2026-11-27';
    expect(sheetDate([stop({}), stop({ date: '2026-11-28' })], today)).toBe(today);
    expect(sheetDate([stop({ date: '2026-11-29' }), stop({ date: '2026-11-28' })], today)).toBe(
      '2026-11-28',
    );
    expect(sheetDate([stop({ status: 'cancelled' })], today)).toBe(today);
    expect(sheetDate([], today)).toBe(today);
  });
});
