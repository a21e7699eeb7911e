// The finder (decision 007): a text or coordinates search through the geo service,
// an amenity filter, and today's opening status of each result — all on the
// server, so the list works without JavaScript and the URL can be shared.
import type { AppLoadContext } from 'react-router';
import { AMENITIES } from '../../../contract/content.ts';
import { geoPointParamsSchema, geoQueryParamsSchema, type GeoOrigin, type GeoRestaurant } from '../../../contract/geo.ts';
import type { GeoSearchResult } from '../../../contract/geo.ts';
import { clickCollectStatus, openingStatus } from '../../../contract/opening-hours.ts';

type Amenity = (typeof AMENITIES)[number];
const isAmenity = (s: string): s is Amenity => (AMENITIES as readonly string[]).includes(s);

export const FILTERED_OUT_MESSAGE = 'None of the restaurants nearby has everything you filtered for.';
export const FILTER_NEEDS_SEARCH_MESSAGE = 'Search for a town, city or postcode, or use your location, to filter the restaurants near it.';

export interface FinderResult extends Pick<
  GeoRestaurant,
  'storeId' | 'slug' | 'title' | 'lat' | 'lng' | 'address' | 'phone' | 'amenities' | 'milesValue'
> {
  status: ReturnType<typeof openingStatus>;
  clickCollect: ReturnType<typeof clickCollectStatus> | null;
}

export interface FinderData {
  q: string;
  /** The coordinates searched around ("use my location"), as sent, so the filter form can keep them (decision 029). */
  point?: { lat: string; lng: string } | null;
  amenities: Amenity[];
  error: string | null;
  searched: boolean;
  origin: GeoOrigin | null;
  message: string | null;
  /** The search found restaurants, but the facility filter left none: the view offers to clear it. */
  filteredOut?: boolean;
  results: FinderResult[];
}

export async function loadFinder(context: AppLoadContext, request: Request, now = new Date()): Promise<FinderData> {
  const params = new URL(request.url).searchParams;
  const { geo } = context.services;
  const amenities = [...new Set(params.getAll('amenity').filter(isAmenity))];
  const q = params.get('q')?.trim() ?? '';
  let result: GeoSearchResult | null = null;
  let error: string | null = null;
  let point: FinderData['point'] = null;

  // Typed text wins: the form carries the last location along, and a diner who then types a town means the town.
  if (q) {
    const query = geoQueryParamsSchema.safeParse({ query: q });
    if (query.success) result = await geo.searchText(query.data.query);
    else error = 'Please enter a town, city or postcode of up to 100 characters.';
  } else if (params.has('lat') || params.has('lng')) {
    const raw = { lat: params.get('lat') ?? '', lng: params.get('lng') ?? '' };
    const parsed = geoPointParamsSchema.safeParse(raw);
    if (parsed.success) {
      point = raw;
      result = await geo.searchPoint(parsed.data.lat, parsed.data.lng);
    } else error = 'Those coordinates are not valid. Please search by town or postcode instead.';
  } else if (amenities.length > 0) {
    error = FILTER_NEEDS_SEARCH_MESSAGE;
  }

  const found = result?.restaurants ?? [];
  const matches = found.filter((r) => amenities.every((a) => r.amenities.includes(a)));
  const filteredOut = found.length > 0 && matches.length === 0;
  return {
    q,
    point,
    amenities,
    error,
    searched: result !== null,
    origin: result?.origin ?? null,
    message: result?.message ?? (filteredOut ? FILTERED_OUT_MESSAGE : null),
    filteredOut,
    results: matches.map((r) => ({
      storeId: r.storeId,
      slug: r.slug,
      title: r.title,
      lat: r.lat,
      lng: r.lng,
      address: r.address,
      phone: r.phone,
      amenities: r.amenities,
      milesValue: r.milesValue,
      status: openingStatus(r.hours, r.specialHours, now),
      clickCollect: r.clickCollect.enabled ? clickCollectStatus(r.hours, r.specialHours, now) : null,
    })),
  };
}
