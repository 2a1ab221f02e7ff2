import { describe, expect, it } from 'vitest';
import { dutyText, rosterSummary, type RosterDriver } from './roster-api';

const driver = (over: Partial<RosterDriver>): RosterDriver => ({
  driverId: 'd1',
  name: 'Imran',
  onDuty: true,
  marked: false,
  plannedStops: 0,
  ...over,
});

describe('the roster', () => {
  it('says whether a driver is on duty and how many planned stops they have', () => {
    expect(dutyText(driver({}))).toBe('On duty · no planned stops');
    expect(dutyText(driver({ plannedStops: 1 }))).toBe('On duty · 1 planned stop');
    expect(dutyText(driver({ plannedStops: 3, marked: true }))).toBe(
      'On duty (set for this day) · 3 planned stops',
    );
    expect(dutyText(driver({ onDuty: false, marked: true }))).toBe('Off duty');
  });

  it('counts the drivers on duty', () => {
    const drivers = [driver({}), driver({ driverId: 'd2', onDuty: false })];
    expect(rosterSummary({ date: '2026-11-28', drivers })).toBe('1 of 2 drivers on duty');
    expect(rosterSummary({ date: '2026-11-28', drivers: [driver({})] })).toBe(
      '1 of 1 driver on duty',
    );
  });
});
