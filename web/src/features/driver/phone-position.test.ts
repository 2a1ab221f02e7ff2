import { describe, expect, it } from 'vitest';
import type { OutcomeBody } from './driver-api';
import { withPosition } from './phone-position';

const delivered = { outcome: 'delivered', fullDropped: 2 } as OutcomeBody;

describe('the phone position sent with an outcome', () => {
  it('goes with a delivered outcome when it is in the city and precise enough', () => {
    const at = { lat: 33.69, lng: 73.01, accuracyM: 12 };
    expect(withPosition(delivered, at)).toEqual({ ...delivered, position: at });
  });

  it('is left out of failed outcomes, and when missing, far away or vague', () => {
    const failed = { outcome: 'failed', reason: 'not-home' } as OutcomeBody;
    expect(withPosition(failed, { lat: 33.69, lng: 73.01, accuracyM: 5 })).toBe(failed);
    expect(withPosition(delivered, null)).toBe(delivered);
    expect(withPosition(delivered, { lat: 24.86, lng: 67.0, accuracyM: 5 })).toBe(delivered);
    expect(withPosition(delivered, { lat: 33.69, lng: 73.01, accuracyM: 2000 })).toBe(delivered);
  });
});
