import { describe, expect, it } from 'vitest';
import { loadGazetteer, type GazetteerPlace } from './gazetteer.ts';
import { namedReach, nearestPlaceName } from './nearest-place.ts';

const place = (name: string, lat: number, lng: number, population: number): GazetteerPlace => ({ name, lat, lng, population });

describe('naming the place at a pair of coordinates', () => {
  it('names the town a diner would say they are in, from the bundled UK places', () => {
    const uk = loadGazetteer();
    expect(nearestPlaceName({ lat: 53.4808, lng: -2.2426 }, uk)).toBe('Manchester'); // Piccadilly Gardens
    expect(nearestPlaceName({ lat: 51.5014, lng: -0.1419 }, uk)).toBe('London'); // Buckingham Palace
    expect(nearestPlaceName({ lat: 51.5431, lng: -0.0035 }, uk)).toBe('London'); // Stratford, which the list lacks
    expect(nearestPlaceName({ lat: 51.3813, lng: -2.359 }, uk)).toBe('Bath');
    expect(nearestPlaceName({ lat: 55.9533, lng: -3.1883 }, uk)).toBe('Edinburgh');
  });

  it('prefers the bigger of two places that both reach the point', () => {
    const places = [place('Hamlet', 51.0, -1.0, 200), place('Town', 51.03, -1.0, 60_000)];
    // 0.3 miles from the hamlet, 1.8 from the town: the town's name reaches, and it is the bigger.
    expect(nearestPlaceName({ lat: 51.004, lng: -1.0 }, places)).toBe('Town');
  });

  it('falls back to the nearest place when no name reaches, and to nothing far out', () => {
    const places = [place('Lonely', 57.0, -5.0, 0)];
    expect(nearestPlaceName({ lat: 57.1, lng: -5.0 }, places)).toBe('Lonely'); // about 7 miles
    expect(nearestPlaceName({ lat: 58.0, lng: -5.0 }, places)).toBeNull(); // about 69 miles
    expect(nearestPlaceName({ lat: 50.0, lng: -8.0 }, loadGazetteer())).toBeNull(); // the Atlantic
  });

  it('lets a name reach further the bigger the place', () => {
    expect(namedReach(0)).toBe(1);
    expect(namedReach(10_000)).toBeCloseTo(2.5);
    expect(namedReach(250_000)).toBeGreaterThan(4);
    expect(namedReach(9_000_000)).toBeGreaterThan(6.5); // London's reaches Stratford and Wimbledon
    expect(namedReach(1e12)).toBe(8);
  });
});
