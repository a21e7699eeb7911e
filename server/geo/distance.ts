// Great-circle distance on a sphere (haversine). product.md §9: Earth radius 3959 miles.
export const EARTH_RADIUS_MILES = 3959;

export interface GeoPoint {
  lat: number;
  lng: number;
}

const RADIANS = Math.PI / 180;

/** Miles between two points along the Earth's surface. */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  // min() guards against rounding pushing h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
