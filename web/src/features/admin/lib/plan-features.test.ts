import { describe, expect, it } from 'vitest';
import { featuresToText, parseFeatures } from './plan-features';

describe('parseFeatures', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseFeatures('Free delivery, , Cancel anytime ,,Priority support')).toEqual([
      'Free delivery',
      'Cancel anytime',
      'Priority support',
    ]);
  });

  it('gives an empty list for blank text', () => {
    expect(parseFeatures('')).toEqual([]);
    expect(parseFeatures(' , ,')).toEqual([]);
  });

  it('round-trips with featuresToText', () => {
    const features = ['8 bottles', 'Free delivery'];
    expect(parseFeatures(featuresToText(features))).toEqual(features);
  });
});
