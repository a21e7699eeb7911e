// Geo search (SPEC §7 Geo, issue 4): text or coordinates → the nearest
// restaurants. Text resolves through the bundled matcher; when it has no exact
// answer and GEOCODER_URL is set, the online geocoder is asked first and the
// bundled (partial or fuzzy) answer is the fallback on any failure.
import { GEO_NOT_FOUND_MESSAGE, geoNoneNearbyMessage, type GeoOrigin, type GeoSearchResult } from '../../contract/geo.ts';
import { restaurantSummarySchema, type RestaurantSummary } from '../../contract/content-api.ts';
import { loadGazetteer, type GazetteerPlace } from './gazetteer.ts';
import { createGeocoder, type Geocoder } from './geocoder.ts';
import { MAX_DISTANCE, nearestRestaurants } from './nearest.ts';
import { buildPlaceMatcher, type PlaceMatcher } from './place-matcher.ts';

export interface GeoServiceOptions {
  /** The content service, or anything that lists the restaurants (a full Restaurant is a summary and more). */
  content: { restaurants(): Promise<readonly RestaurantSummary[]> };
  geocoderUrl?: string;
  fetch?: typeof fetch;
  geocoderTimeoutMs?: number;
  /** Defaults to the bundled UK places. */
  gazetteer?: readonly GazetteerPlace[];
  /** Told when the online geocoder fails (the search still answers). */
  onGeocoderError?: (error: unknown, query: string) => void;
}

interface Index {
  source: readonly RestaurantSummary[];
  summaries: RestaurantSummary[];
  matcher: PlaceMatcher;
}

export function createGeoService(opts: GeoServiceOptions) {
  const geocoder: Geocoder | undefined = opts.geocoderUrl
    ? createGeocoder({ url: opts.geocoderUrl, ...(opts.fetch ? { fetch: opts.fetch } : {}), timeoutMs: opts.geocoderTimeoutMs })
    : undefined;
  let index: Index | undefined;

  /** The content cache hands back the same array until the content changes; rebuild only then. */
  async function currentIndex(): Promise<Index> {
    const source = await opts.content.restaurants();
    if (index?.source !== source) {
      // Only the summary fields leave the service (a DTO, not the stored document).
      const summaries = source.map((r) => restaurantSummarySchema.parse(r));
      index = { source, summaries, matcher: buildPlaceMatcher(summaries, opts.gazetteer ?? loadGazetteer()) };
    }
    return index;
  }

  function around(origin: GeoOrigin, summaries: readonly RestaurantSummary[], query?: string): GeoSearchResult {
    const restaurants = nearestRestaurants(origin, summaries);
    return {
      ...(query !== undefined ? { query } : {}),
      origin,
      ...(restaurants.length === 0 ? { message: geoNoneNearbyMessage(origin.label, MAX_DISTANCE) } : {}),
      restaurants,
    };
  }

  async function geocode(query: string): Promise<GeoOrigin | null> {
    if (!geocoder) return null;
    try {
      const point = await geocoder.lookup(query);
      return point && { lat: point.lat, lng: point.lng, label: point.label ?? query };
    } catch (error) {
      opts.onGeocoderError?.(error, query);
      return null;
    }
  }

  return {
    async searchText(text: string): Promise<GeoSearchResult> {
      const query = text.trim();
      const { matcher, summaries } = await currentIndex();
      const local = matcher.match(query);
      const origin = local?.quality === 'exact' ? local : ((await geocode(query)) ?? local);
      if (!origin) return { query, origin: null, message: GEO_NOT_FOUND_MESSAGE, restaurants: [] };
      return around({ lat: origin.lat, lng: origin.lng, label: origin.label }, summaries, query);
    },
    async searchPoint(lat: number, lng: number): Promise<GeoSearchResult> {
      const { summaries } = await currentIndex();
      return around({ lat, lng, label: `${lat.toFixed(4)}, ${lng.toFixed(4)}` }, summaries);
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
