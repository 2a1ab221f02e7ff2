import { describe, expect, it } from 'vitest';
import { featuresHint, featuresToText, parseFeatures } from './plan-features';

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

describe('featuresHint', () => {
  it('counts and lists the features', () => {
    expect(featuresHint('Free delivery, Cancel anytime')).toBe(
      '2 features: Free delivery · Cancel anytime',
    );
    expect(featuresHint('8 bottles')).toBe('1 feature: 8 bottles');
  });

  it('says none for blank text', () => {
    expect(featuresHint(' , ')).toBe('0 features: none');
  });
});
