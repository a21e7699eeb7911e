// The finder (issue 4): a text or coordinates search through the geo service,
// an amenity filter, and today's opening status of each result — all on the
// server, so the list works without JavaScript and the URL can be shared.
import type { AppLoadContext } from 'react-router';
import { AMENITIES } from '../../../contract/content.ts';
import { geoPointParamsSchema, geoQueryParamsSchema } from '../../../contract/geo.ts';
import type { GeoSearchResult } from '../../../contract/geo.ts';
import { clickCollectStatus, openingStatus } from '../../../contract/opening-hours.ts';

type Amenity = (typeof AMENITIES)[number];
const isAmenity = (s: string): s is Amenity => (AMENITIES as readonly string[]).includes(s);

export async function loadFinder(context: AppLoadContext, request: Request, now = new Date()) {
  const params = new URL(request.url).searchParams;
  const { geo } = context.services;
  const amenities = [...new Set(params.getAll('amenity').filter(isAmenity))];
  const q = params.get('q')?.trim() ?? '';
  let result: GeoSearchResult | null = null;
  let error: string | null = null;

  const point = geoPointParamsSchema.safeParse({ lat: params.get('lat') ?? '', lng: params.get('lng') ?? '' });
  if (params.has('lat') || params.has('lng')) {
    if (point.success) result = await geo.searchPoint(point.data.lat, point.data.lng);
    else error = 'Those coordinates are not valid. Please search by town or postcode instead.';
  } else if (q) {
    const query = geoQueryParamsSchema.safeParse({ query: q });
    if (query.success) result = await geo.searchText(query.data.query);
    else error = 'Please enter a town, city or postcode of up to 100 characters.';
  }

  const matches = (result?.restaurants ?? []).filter((r) => amenities.every((a) => r.amenities.includes(a)));
  return {
    q,
    amenities,
    error,
    searched: result !== null,
    origin: result?.origin ?? null,
    message: result?.message ?? (result && matches.length === 0 ? 'No restaurant nearby has everything you filtered for.' : null),
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

export type FinderData = Awaited<ReturnType<typeof loadFinder>>;
