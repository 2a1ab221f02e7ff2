import { describe, expect, it } from 'vitest';
import { paisaToPkr, paisaToPkrInput, pkrInputToPaisa } from './price-form';

describe('paisaToPkrInput', () => {
  it('shows paisa as a PKR amount with two decimals', () => {
    expect(paisaToPkrInput(25000)).toBe('250.00');
    expect(paisaToPkrInput(199950)).toBe('1999.50');
    expect(paisaToPkrInput(5)).toBe('0.05');
    expect(paisaToPkrInput(0)).toBe('0.00');
  });
});

describe('pkrInputToPaisa', () => {
  it('reads whole and decimal amounts', () => {
    expect(pkrInputToPaisa('250')).toBe(25000);
    expect(pkrInputToPaisa('250.5')).toBe(25050);
    expect(pkrInputToPaisa('250.55')).toBe(25055);
    expect(pkrInputToPaisa(' 1999.99 ')).toBe(199999);
    expect(pkrInputToPaisa('0.1')).toBe(10);
    expect(pkrInputToPaisa('.5')).toBe(50);
    expect(pkrInputToPaisa('12.')).toBe(1200);
  });

  it('avoids floating-point drift', () => {
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(pkrInputToPaisa('0.29')).toBe(29);
    expect(pkrInputToPaisa('1.15')).toBe(115);
  });

  it('rejects what is not a plain amount', () => {
    for (const bad of ['', ' ', 'abc', '-5', '1.234', '1,999', '1e3', '.'])
      expect(pkrInputToPaisa(bad)).toBeNull();
  });
});

describe('paisaToPkr', () => {
  it('gives the PKR number the server expects', () => {
    expect(paisaToPkr(25050)).toBe(250.5);
    expect(paisaToPkr(29)).toBe(0.29);
    expect(paisaToPkr(pkrInputToPaisa('1999.99')!)).toBe(1999.99);
  });
});
