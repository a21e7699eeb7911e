import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_MILES, milesBetween } from './distance.ts';

const LONDON = { lat: 51.5074, lng: -0.1278 };
const BATH = { lat: 51.3811, lng: -2.359 };
const EDINBURGH = { lat: 55.9533, lng: -3.1883 };

describe('milesBetween (haversine, product.md §9 radius 3959 miles)', () => {
  it('uses the Earth radius of product.md §9', () => {
    expect(EARTH_RADIUS_MILES).toBe(3959);
    // A quarter of a meridian is a quarter of the circumference.
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 3959, 6);
  });

  it.each([
    ['London–Bath', 97, LONDON, BATH],
    ['London–Edinburgh', 332, LONDON, EDINBURGH],
    ['Bath–Edinburgh', 318, BATH, EDINBURGH],
  ])('%s is about %i miles', (_name, miles, a, b) => {
    expect(milesBetween(a, b)).toBeGreaterThan(miles - 1.5);
    expect(milesBetween(a, b)).toBeLessThan(miles + 1.5);
  });

  it('is symmetric and zero for the same point', () => {
    expect(milesBetween(LONDON, BATH)).toBeCloseTo(milesBetween(BATH, LONDON), 9);
    expect(milesBetween(BATH, BATH)).toBe(0);
  });

  it('stays finite for antipodal points', () => {
    expect(milesBetween({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 3959, 6);
  });
});
