// Names the place a pair of coordinates is in or near (decision 029: "use my
// location" said "near 53.4808, -2.2426"). A town's name reaches further the
// bigger it is, so a point in Stratford is "London" and one in a village by
// Bath is "Bath"; where no town reaches, the nearest place within reason.
import { milesBetween, type GeoPoint } from './distance.ts';
import type { GazetteerPlace } from './gazetteer.ts';

/** Beyond this, no place is near enough to name (the finder shows the coordinates). */
export const NEAREST_PLACE_MILES = 15;

/** How far a place's name reaches: a mile for a village, 2.5 for a town of 10,000, about 7 for London, at most 8. */
export function namedReach(population: number): number {
  return Math.min(8, Math.max(1, 1 + 1.5 * Math.log10(Math.max(population, 1) / 1000)));
}

/** The name of the biggest place whose reach covers `point`, else of the nearest within NEAREST_PLACE_MILES; null if none. */
export function nearestPlaceName(point: GeoPoint, places: readonly GazetteerPlace[]): string | null {
  let covering: GazetteerPlace | undefined;
  let coveringMiles = Infinity;
  let nearest: GazetteerPlace | undefined;
  let nearestMiles = Infinity;
  for (const p of places) {
    const miles = milesBetween(point, p);
    if (miles < nearestMiles) [nearest, nearestMiles] = [p, miles];
    if (miles > namedReach(p.population)) continue;
    if (!covering || p.population > covering.population || (p.population === covering.population && miles < coveringMiles)) {
      [covering, coveringMiles] = [p, miles];
    }
  }
  if (covering) return covering.name;
  return nearest && nearestMiles <= NEAREST_PLACE_MILES ? nearest.name : null;
}
