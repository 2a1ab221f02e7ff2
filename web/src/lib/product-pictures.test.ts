// Pictures match what is sold: a pack shows as many bottles as it holds, and a plan
// line has its own picture instead of the 19 L bottle's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLAN_IMAGE } from './catalog';

const publicDir = path.resolve(process.cwd(), 'public'); // vitest runs in web/
const svg = (path: string) => readFileSync(`${publicDir}${path}`, 'utf8');
const bottles = (path: string) => svg(path).match(/<use href="#\w+"/g)?.length ?? 0;

describe('product pictures', () => {
  it('show the number of bottles in a pack', () => {
    expect(bottles('/images/products/2.svg')).toBe(6); // 1.5 Litre Bottle (6 BOTTLES)
    expect(svg('/images/products/2.svg')).toContain('<title>Six 1.5 litre bottles</title>');
    expect(bottles('/images/products/3.svg')).toBe(12); // 500 ML Bottles (12 Bottles)
  });

  it('give plan lines a picture of their own', () => {
    expect(PLAN_IMAGE).not.toMatch(/\/images\/products\//);
    expect(existsSync(`${publicDir}${PLAN_IMAGE}`)).toBe(true);
    expect(svg(PLAN_IMAGE)).toContain('<title>Monthly water delivery plan</title>');
  });
});
