// Geo search (product.md §7 Geo): text or coordinates → the nearest
// restaurants. Text resolves through the bundled matcher; when it has no exact
// answer and GEOCODER_URL is set, the online geocoder is asked first and the
// bundled (partial or fuzzy) answer is the fallback on any failure.
import { LRUCache } from 'lru-cache';
import { GEO_NOT_FOUND_MESSAGE, geoNoneNearbyMessage, type GeoOrigin, type GeoSearchResult } from '../../contract/geo.ts';
import { restaurantSummarySchema, type RestaurantSummary } from '../../contract/content-api.ts';
import { loadGazetteer, type GazetteerPlace } from './gazetteer.ts';
import { createGeocoder, type Geocoder } from './geocoder.ts';
import { MAX_DISTANCE, nearestRestaurants } from './nearest.ts';
import { nearestPlaceName } from './nearest-place.ts';
import { buildPlaceMatcher, type PlaceMatcher } from './place-matcher.ts';
import { loadPostcodeDistricts, type PostcodeDirectory } from './postcode-districts.ts';

export interface GeoServiceOptions {
  /** The content service, or anything that lists the restaurants (a full Restaurant is a summary and more). */
  content: { restaurants(): Promise<readonly RestaurantSummary[]> };
  geocoderUrl?: string;
  fetch?: typeof fetch;
  geocoderTimeoutMs?: number;
  /** Defaults to the bundled UK places. */
  gazetteer?: readonly GazetteerPlace[];
  /** Defaults to the bundled UK postcode districts. */
  postcodes?: PostcodeDirectory;
  /** Told when the online geocoder fails (the search still answers). */
  onGeocoderError?: (error: unknown, query: string) => void;
}

interface Index {
  source: readonly RestaurantSummary[];
  summaries: RestaurantSummary[];
  matcher: PlaceMatcher;
  /** Answers already given for this content, by query: the same search gets the same object back. */
  answers: LRUCache<string, GeoSearchResult>;
}

const GEOCODER_FAILED = Symbol('geocoder failed');

/** Searches remembered per content version, the least recently asked forgotten first (an answer is ~20 KB). */
export const REMEMBERED_ANSWERS = 500;

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
      index = {
        source,
        summaries,
        matcher: buildPlaceMatcher(summaries, opts.gazetteer ?? loadGazetteer(), opts.postcodes ?? loadPostcodeDistricts()),
        answers: new LRUCache({ max: REMEMBERED_ANSWERS }),
      };
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

  async function geocode(query: string): Promise<GeoOrigin | null | typeof GEOCODER_FAILED> {
    if (!geocoder) return null;
    try {
      const point = await geocoder.lookup(query);
      return point && { lat: point.lat, lng: point.lng, label: point.label ?? query };
    } catch (error) {
      opts.onGeocoderError?.(error, query);
      return GEOCODER_FAILED;
    }
  }

  /** The remembered answer for `key`, or the one `answer` gives (remembered unless the geocoder failed). */
  async function remembered(index: Index, key: string, answer: () => Promise<{ result: GeoSearchResult; keep: boolean }>) {
    const known = index.answers.get(key); // a hit becomes the most recent
    if (known) return known;
    const { result, keep } = await answer();
    if (keep) index.answers.set(key, result);
    return result;
  }

  return {
    async searchText(text: string): Promise<GeoSearchResult> {
      const query = text.trim();
      const index = await currentIndex();
      return remembered(index, `text:${query}`, async () => {
        const local = index.matcher.match(query);
        let keep = true;
        let origin: GeoOrigin | null | undefined = local;
        if (local?.quality !== 'exact' && geocoder) {
          const found = await geocode(query);
          // A geocoder that failed may answer next time: only its answers are kept.
          keep = found !== GEOCODER_FAILED;
          if (found && found !== GEOCODER_FAILED) origin = found;
        }
        if (!origin) return { result: { query, origin: null, message: GEO_NOT_FOUND_MESSAGE, restaurants: [] }, keep };
        return { result: around({ lat: origin.lat, lng: origin.lng, label: origin.label }, index.summaries, query), keep };
      });
    },
    async searchPoint(lat: number, lng: number): Promise<GeoSearchResult> {
      const index = await currentIndex();
      return remembered(index, `point:${lat},${lng}`, async () => {
        // Decision 029: the place a diner is in, not their raw coordinates (those only when nowhere is near).
        const label = nearestPlaceName({ lat, lng }, opts.gazetteer ?? loadGazetteer()) ?? `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
        return { result: around({ lat, lng, label }, index.summaries), keep: true };
      });
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
