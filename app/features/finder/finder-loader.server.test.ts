// The finder loader with the geo service reduced to its two calls, answering
// from the demo chain (the search itself is tested in server/geo).
import type { AppLoadContext } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack, packRestaurants } from '../../../content/load-pack.ts';
import { restaurantSummarySchema } from '../../../contract/content-api.ts';
import type { GeoSearchResult } from '../../../contract/geo.ts';
import { FILTER_NEEDS_SEARCH_MESSAGE, FILTERED_OUT_MESSAGE, loadFinder } from './finder-loader.server.ts';

let answer: (origin: GeoSearchResult['origin']) => GeoSearchResult;
const calls: string[] = [];
const context = {
  services: {
    geo: {
      searchText: async (q: string) => {
        calls.push(`text:${q}`);
        return { query: q, ...answer({ lat: 53.4808, lng: -2.2426, label: q }) };
      },
      searchPoint: async (lat: number, lng: number) => {
        calls.push(`point:${lat},${lng}`);
        return answer({ lat, lng, label: 'Manchester' });
      },
    },
  },
} as unknown as AppLoadContext;

beforeAll(async () => {
  const restaurants = packRestaurants(await loadContentPack()).slice(0, 5);
  answer = (origin) => ({
    origin,
    restaurants: restaurants.map((r, i) => ({ ...restaurantSummarySchema.parse(r), milesValue: i + 0.5 })),
  });
});

const load = (query: string) => {
  calls.length = 0;
  return loadFinder(context, new Request(`http://localhost/find-us/?${query}`), new Date('2026-06-01T12:00:00Z'));
};

describe('finder loader', () => {
  it('keeps "use my location" through a facility filter', async () => {
    const data = await load('lat=53.48080&lng=-2.24260&amenity=parking');
    expect(calls).toEqual(['point:53.4808,-2.2426']);
    expect(data).toMatchObject({ q: '', point: { lat: '53.48080', lng: '-2.24260' }, amenities: ['parking'], searched: true, error: null });
    expect(data.origin?.label).toBe('Manchester');
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.every((r) => r.amenities.includes('parking'))).toBe(true);
  });

  it('keeps a text search through a facility filter, and typed text wins over a carried location', async () => {
    const data = await load('q=M1+1AE&lat=51.5&lng=-0.1&amenity=parking');
    expect(calls).toEqual(['text:M1 1AE']);
    expect(data).toMatchObject({ q: 'M1 1AE', point: null, amenities: ['parking'], searched: true });
  });

  it('says so when the filter leaves nothing, rather than showing a blank page', async () => {
    const data = await load('q=Bath&amenity=live-music&amenity=private-dining&amenity=dog-friendly&amenity=bottomless-brunch');
    expect(data.results).toEqual([]);
    expect(data).toMatchObject({ searched: true, filteredOut: true, message: FILTERED_OUT_MESSAGE });
  });

  it('asks for a place when facilities come without a search', async () => {
    const data = await load('q=&amenity=parking');
    expect(calls).toEqual([]);
    expect(data).toMatchObject({ searched: false, error: FILTER_NEEDS_SEARCH_MESSAGE, results: [] });
  });

  it('refuses coordinates that are not numbers', async () => {
    const data = await load('lat=abc&lng=-2');
    expect(calls).toEqual([]);
    expect(data.error).toMatch(/coordinates are not valid/);
  });
});
