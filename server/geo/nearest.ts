// Ranking restaurants around a point (product.md §7 Geo, §9): within MAX_DISTANCE
// miles, nearest first, at most MAX_LOCATIONS, each carrying its distance.
import { milesBetween, type GeoPoint } from './distance.ts';

export { EARTH_RADIUS_MILES } from './distance.ts';
/** product.md §9: at most 10 restaurants in a result. */
export const MAX_LOCATIONS = 10;
/** product.md §9: nothing further than 100 miles. */
export const MAX_DISTANCE = 100;

export interface Locatable extends GeoPoint {
  title: string;
}

export type WithMiles<T> = T & { milesValue: number };

export interface NearestOptions {
  limit?: number;
  maxMiles?: number;
}

/**
 * The restaurants within `maxMiles` of `origin`, nearest first (exact distance;
 * equal distances by title), at most `limit`. `milesValue` is rounded to one
 * decimal for display; the order is decided before rounding.
 */
export function nearestRestaurants<T extends Locatable>(
  origin: GeoPoint,
  restaurants: readonly T[],
  opts: NearestOptions = {},
): WithMiles<T>[] {
  const limit = opts.limit ?? MAX_LOCATIONS;
  const maxMiles = opts.maxMiles ?? MAX_DISTANCE;
  const within: { r: T; miles: number }[] = [];
  for (const r of restaurants) {
    const miles = milesBetween(origin, r);
    if (miles <= maxMiles) within.push({ r, miles });
  }
  within.sort((a, b) => a.miles - b.miles || (a.r.title < b.r.title ? -1 : a.r.title > b.r.title ? 1 : 0));
  return within.slice(0, limit).map(({ r, miles }) => ({ ...r, milesValue: Math.round(miles * 10) / 10 }));
}
