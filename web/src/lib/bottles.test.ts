import { describe, expect, it } from 'vitest';
import { bottleHandling } from './bottles';

describe('bottleHandling', () => {
  it('says which empties to collect or which deposit was charged', () => {
    expect(bottleHandling({ quantity: 3, hasBottleExchange: true, depositUnitPaisa: 0 })).toBe(
      'exchange: collect 3 empties',
    );
    expect(bottleHandling({ quantity: 1, hasBottleExchange: true, depositUnitPaisa: 0 })).toBe(
      'exchange: collect 1 empty',
    );
    expect(
      bottleHandling({ quantity: 3, hasBottleExchange: false, depositUnitPaisa: 100000 }),
    ).toBe('deposit PKR 1,000.00 × 3');
    expect(bottleHandling({ quantity: 2, hasBottleExchange: false, depositUnitPaisa: 0 })).toBe('');
  });

  it("counts a plan line's bottles of one delivery, as the server gives them", () => {
    const plan = { quantity: 1, hasBottleExchange: false, depositUnitPaisa: 100000 };
    expect(bottleHandling({ ...plan, bottleCount: 3 })).toBe('deposit PKR 1,000.00 × 3');
    expect(bottleHandling({ ...plan, hasBottleExchange: true, bottleCount: 2 })).toBe(
      'exchange: collect 2 empties',
    );
  });
});
