import { describe, expect, it } from 'vitest';
import { MAX_DISTANCE, MAX_LOCATIONS, nearestRestaurants } from './nearest.ts';

const origin = { lat: 51.5, lng: 0 };
// One degree of latitude is 69.1 miles at radius 3959.
const north = (title: string, miles: number) => ({ title, lat: 51.5 + miles / 69.0975, lng: 0 });

describe('nearestRestaurants (product.md §9: 10 restaurants, 100 miles)', () => {
  it('keeps the product.md §9 limits', () => {
    expect(MAX_LOCATIONS).toBe(10);
    expect(MAX_DISTANCE).toBe(100);
  });

  it('returns at most 10, nearest first', () => {
    const many = Array.from({ length: 15 }, (_, i) => north(`R${String(15 - i).padStart(2, '0')}`, (15 - i) * 5));
    const ranked = nearestRestaurants(origin, many);
    expect(ranked).toHaveLength(10);
    expect(ranked.map((r) => r.milesValue)).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });

  it('drops everything beyond 100 miles and keeps 100 itself', () => {
    const ranked = nearestRestaurants(origin, [north('far', 100.2), north('edge', 99.95), north('near', 1)]);
    expect(ranked.map((r) => r.title)).toEqual(['near', 'edge']);
    expect(ranked[1]?.milesValue).toBe(100);
  });

  it('rounds miles to one decimal but sorts by the exact distance', () => {
    const ranked = nearestRestaurants(origin, [north('b', 3.04), north('a', 3.06), north('c', 3.01)]);
    expect(ranked.map((r) => r.title)).toEqual(['c', 'b', 'a']);
    expect(ranked.map((r) => r.milesValue)).toEqual([3, 3, 3.1]);
  });

  it('breaks exact ties by title', () => {
    const ranked = nearestRestaurants(origin, [north('Casa Lumbre Zed', 2), north('Casa Lumbre Abbey', 2)]);
    expect(ranked.map((r) => r.title)).toEqual(['Casa Lumbre Abbey', 'Casa Lumbre Zed']);
  });

  it('keeps the restaurant fields and accepts other limits', () => {
    const ranked = nearestRestaurants(origin, [{ ...north('x', 4), slug: 'x' }], { limit: 1, maxMiles: 5 });
    expect(ranked[0]).toMatchObject({ slug: 'x', title: 'x', milesValue: 4 });
    expect(nearestRestaurants(origin, [north('x', 6)], { maxMiles: 5 })).toEqual([]);
  });
});
