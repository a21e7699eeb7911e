import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEO_NOT_FOUND_MESSAGE, geoSearchReplySchema, type GeoSearchResult } from '../../contract/geo.ts';
import { milesBetween } from '../geo/distance.ts';
import { startFakeGeocoder, type FakeGeocoder } from '../../tests/support/test-geocoder-server.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (app: TestApp, url: string) => app.app.inject({ method: 'GET', url, headers: await app.headers() });
const search = async (url: string): Promise<GeoSearchResult> => {
  const res = await get(t, url);
  expect(res.statusCode).toBe(200);
  return geoSearchReplySchema.parse(res.json()).data;
};

/** product.md §9: at most 10, none beyond 100 miles, nearest first. */
const expectRanked = (result: GeoSearchResult) => {
  const miles = result.restaurants.map((r) => r.milesValue);
  expect(miles.length).toBeLessThanOrEqual(10);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  for (const r of result.restaurants) {
    expect(r.milesValue).toBeLessThanOrEqual(100);
    if (result.origin) expect(r.milesValue).toBeCloseTo(milesBetween(result.origin, r), 1);
  }
};

describe('GET /api/geo/search/{query} (product.md §7 Geo)', () => {
  it("puts Bath first for 'Bath', whatever the case and punctuation", async () => {
    for (const q of ['Bath', 'BATH!', 'bath%20', 'Casa%20Lumbre%20Bath', 'BA1%201AA']) {
      const result = await search(`/api/geo/search/${q}`);
      expect(result.restaurants[0]).toMatchObject({ slug: 'bath', title: 'Casa Lumbre Bath', milesValue: 0 });
      expectRanked(result);
    }
  });

  it('returns summaries the finder can show: address, hours, amenities, distance', async () => {
    const [first] = (await search('/api/geo/search/Cribbs%20Causeway')).restaurants;
    expect(first).toMatchObject({ slug: 'bristol-cribbs-causeway', city: 'bristol', address: { postcode: 'BS34 5DG' } });
    expect(first).toHaveProperty('hours.mondayOpen');
    expect(first).toHaveProperty('amenities');
    expect(first).not.toHaveProperty('about');
  });

  it('limits a busy area to the 10 nearest', async () => {
    const london = await search('/api/geo/search/London');
    expect(london.origin).toMatchObject({ label: 'London' });
    expect(london.restaurants).toHaveLength(10);
    expect(london.restaurants[0]?.slug).toBe('london-royal-festival-hall');
    expectRanked(london);
  });

  it('answers 200 with an empty list and a message for an unknown place', async () => {
    const result = await search('/api/geo/search/Atlantis');
    expect(result).toEqual({ query: 'Atlantis', origin: null, message: GEO_NOT_FOUND_MESSAGE, restaurants: [] });
    const far = await search('/api/geo/search/Inverness');
    expect(far.restaurants).toEqual([]);
    expect(far.message).toMatch(/100 miles/);
  });

  it('treats "lat" alone as text, not as the coordinates route', async () => {
    expect((await search('/api/geo/search/lat')).query).toBe('lat');
  });

  it('accepts 100 characters and rejects 101, or only spaces, with a 400 naming the field', async () => {
    expect((await get(t, `/api/geo/search/${'a'.repeat(100)}`)).statusCode).toBe(200);
    for (const q of ['a'.repeat(101), '%20%20%20']) {
      const res = await get(t, `/api/geo/search/${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, field: 'query', message: expect.not.stringMatching(/^query: /) });
    }
  });

  it('needs the product.md §7 headers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/geo/search/Bath' })).statusCode).toBe(401);
  });
});

describe('GET /api/geo/search/lat/{lat}/lng/{lng} (product.md §7 Geo)', () => {
  it('ranks restaurants around a point', async () => {
    const result = await search('/api/geo/search/lat/51.5432/lng/-0.006');
    expect(result.origin).toMatchObject({ lat: 51.5432, lng: -0.006 });
    expect(result.restaurants[0]).toMatchObject({ slug: 'london-stratford-westfield', milesValue: 0 });
    expect(result.restaurants).toHaveLength(10);
    expectRanked(result);
  });

  it('cuts at 100 miles', async () => {
    // Edinburgh: Livingston and Glasgow are near, Newcastle ~90 miles, York ~160.
    const result = await search('/api/geo/search/lat/55.9533/lng/-3.1883');
    const slugs = result.restaurants.map((r) => r.slug);
    expect(slugs.slice(0, 3)).toEqual(['edinburgh', 'livingston', 'glasgow']);
    expect(slugs).not.toContain('york');
    expectRanked(result);
  });

  it('answers an empty list with a message far from every restaurant', async () => {
    const result = await search('/api/geo/search/lat/0/lng/0');
    expect(result.restaurants).toEqual([]);
    expect(result.message).toMatch(/100 miles/);
  });

  it.each([
    ['91', '0', 'lat'],
    ['-90.5', '0', 'lat'],
    ['0', '180.01', 'lng'],
    ['1', 'abc', 'lng'],
    ['1e999', '0', 'lat'],
    ['1e2', '0', 'lat'],
    ['NaN', '0', 'lat'],
    ['Infinity', '0', 'lat'],
    ['0x10', '0', 'lat'],
    ['51.5', '--1', 'lng'],
    ['%20', '0', 'lat'],
  ])('lat=%s lng=%s is a 400 naming %s', async (lat, lng, field) => {
    const res = await get(t, `/api/geo/search/lat/${lat}/lng/${lng}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field, message: expect.stringMatching(/\S/) });
  });

  it('accepts the edges and signed or bare decimals', async () => {
    for (const [lat, lng] of [
      ['90', '180'],
      ['-90', '-180'],
      ['+51.5', '.5'],
      ['51.', '-0'],
    ]) {
      expect((await get(t, `/api/geo/search/lat/${lat}/lng/${lng}`)).statusCode).toBe(200);
    }
  });
});

describe('geo search with an online geocoder (GEOCODER_URL)', () => {
  let fake: FakeGeocoder;
  let withGeocoder: TestApp;
  beforeAll(async () => {
    fake = await startFakeGeocoder();
    withGeocoder = await createTestApp({ GEOCODER_URL: fake.url });
  });
  afterAll(async () => {
    await withGeocoder.close();
    await fake.close();
  });

  it('uses it for places the bundled data does not know exactly, and the bundled data when it fails', async () => {
    const palace = geoSearchReplySchema.parse((await get(withGeocoder, '/api/geo/search/SW1A%201AA')).json()).data;
    expect(palace.origin).toEqual({ lat: 51.501, lng: -0.1416, label: 'SW1A 1AA' });
    expect(palace.restaurants[0]?.slug).toBe('london-royal-festival-hall');
    const fallback = await get(withGeocoder, '/api/geo/search/broken');
    expect(fallback.statusCode).toBe(200);
    const typo = geoSearchReplySchema.parse((await get(withGeocoder, '/api/geo/search/Bristoll')).json()).data;
    expect(typo.restaurants[0]?.slug).toBe('bristol-harbourside');
  });
});
