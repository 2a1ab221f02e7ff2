import { describe, expect, it } from 'vitest';
import { numberOf, planningBody, planningForm, type PlanningSettings } from './planning-values';

const settings: PlanningSettings = {
  depot: { lat: 33.66, lng: 73.055 },
  detourFactor: 1.3,
  speedKmh: [25, 25, 22, 20],
  slots: ['9am-12pm', '12pm-3pm', '3pm-6pm', '6pm-9pm'],
  serviceMinutes: 5,
  vanCapacity: 60,
  drivers: [
    { driverId: 'd1', name: 'Asif', vanCapacity: 40 },
    { driverId: 'd2', name: 'Bilal', vanCapacity: null },
  ],
};

describe('planning settings form', () => {
  it('round-trips the settings', () => {
    const body = planningBody(planningForm(settings));
    expect(body).toEqual({
      depot: { lat: 33.66, lng: 73.055 },
      detourFactor: 1.3,
      speedKmh: [25, 25, 22, 20],
      serviceMinutes: 5,
      vanCapacity: 60,
      drivers: [
        { driverId: 'd1', vanCapacity: 40 },
        { driverId: 'd2', vanCapacity: null },
      ],
    });
  });

  it('reads a decimal comma and sends what is not a number as null for the server to refuse', () => {
    expect(numberOf(' 1,4 ')).toBe(1.4);
    const form = { ...planningForm(settings), detourFactor: 'fast', vanCapacity: '' };
    form.vans = [{ driverId: 'd1', name: 'Asif', capacity: 'x' }];
    const body = planningBody(form);
    expect(body.detourFactor).toBeNull();
    expect(body.vanCapacity).toBeNull();
    expect(body.drivers).toEqual([{ driverId: 'd1', vanCapacity: null }]);
  });
});
