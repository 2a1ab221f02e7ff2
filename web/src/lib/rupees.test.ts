import { describe, expect, it } from 'vitest';
import { parseRupees, rupeesInput, rupeesTyping } from './rupees';

describe('rupees and paisa', () => {
  it('parses rupees and paisa exactly, without float rounding', () => {
    expect(parseRupees('1799.10')).toBe(179910);
    expect(parseRupees('1799.1')).toBe(179910);
    expect(parseRupees('1799.')).toBe(179900);
    expect(parseRupees('1799')).toBe(179900);
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('.5')).toBe(50);
    expect(parseRupees(' 1,799.10 ')).toBe(179910);
    expect(parseRupees('1,000,000')).toBe(100000000);
    expect(parseRupees('0')).toBe(0);
    // Floats would give 1.005 * 100 = 100.49999…; strings do not.
    expect(parseRupees('1.01')).toBe(101);
    expect(parseRupees('4.35')).toBe(435);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', ' ', '.', 'abc', '1.234', '1..2', '-5', '1,79', '12,34.5', '1e3'])
      expect(parseRupees(bad), bad).toBeNull();
    expect(parseRupees('10000001')).toBeNull();
  });

  it('formats paisa for the field, and parsing it back gives the same paisa', () => {
    expect(rupeesInput(179910)).toBe('1799.10');
    expect(rupeesInput(5)).toBe('0.05');
    expect(rupeesInput(0)).toBe('0.00');
    for (const p of [0, 1, 10, 99, 100, 179910, 123456789])
      expect(parseRupees(rupeesInput(p))).toBe(p);
  });

  it('keeps digits, commas and one dot while typing', () => {
    expect(rupeesTyping('Rs 1,799.1.0')).toBe('1,799.10');
    expect(rupeesTyping('12a3')).toBe('123');
  });
});
