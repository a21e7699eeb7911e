import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentPack, packRestaurants } from '../../content/load-pack.ts';
import type { Restaurant } from '../../contract/content.ts';
import { GEO_NOT_FOUND_MESSAGE } from '../../contract/geo.ts';
import { createGeoService, REMEMBERED_ANSWERS } from './geo-service.ts';
import { startFakeGeocoder, type FakeGeocoder } from '../../tests/support/test-geocoder-server.ts';

let restaurants: Restaurant[];
let fake: FakeGeocoder;
beforeAll(async () => {
  restaurants = packRestaurants(await loadContentPack());
  fake = await startFakeGeocoder();
});
afterAll(() => fake.close());

const content = (list: () => readonly Restaurant[]) => ({ restaurants: async () => list() });
const slugs = (r: { restaurants: { slug: string }[] }) => r.restaurants.map((x) => x.slug);

describe('geo service', () => {
  it('answers text and coordinates with summaries and distances', async () => {
    const geo = createGeoService({ content: content(() => restaurants) });
    const bath = await geo.searchText('  Bath ');
    expect(bath.query).toBe('Bath');
    expect(bath.origin).toMatchObject({ label: 'Bath' });
    expect(bath.restaurants[0]).toMatchObject({ slug: 'bath', milesValue: 0 });
    expect(bath.restaurants[0]).not.toHaveProperty('about');
    expect(bath.restaurants[0]).toHaveProperty('hours');
    const point = await geo.searchPoint(55.95, -3.19);
    expect(point.query).toBeUndefined();
    expect(slugs(point).slice(0, 2)).toEqual(['edinburgh', 'livingston']);
  });

  it('resolves every postcode offline and names the place around coordinates (decision 029)', async () => {
    const geo = createGeoService({ content: content(() => restaurants) });
    const palace = await geo.searchText('SW1A 1AA');
    expect(palace.origin).toMatchObject({ label: 'SW1A, Westminster' });
    expect(palace.restaurants[0]?.slug).toBe('london-royal-festival-hall');
    expect((await geo.searchText('EC1A 1BB')).origin).toMatchObject({ label: 'EC1A, City of London' });
    expect((await geo.searchText('M1 1AE')).origin).toMatchObject({ label: 'M1, Manchester' });
    expect((await geo.searchText('B55')).origin).toBeNull();
    const manchester = await geo.searchPoint(53.4808, -2.2426);
    expect(manchester.origin).toEqual({ lat: 53.4808, lng: -2.2426, label: 'Manchester' });
    expect(manchester.restaurants[0]?.slug).toBe('manchester-deansgate');
    // Out at sea nothing is near enough to name: the coordinates stand.
    expect((await geo.searchPoint(50, -8)).origin?.label).toBe('50.0000, -8.0000');
  });

  it('says so when the place is unknown, or has nothing within 100 miles', async () => {
    const geo = createGeoService({ content: content(() => restaurants) });
    expect(await geo.searchText('Atlantis')).toEqual({ query: 'Atlantis', origin: null, message: GEO_NOT_FOUND_MESSAGE, restaurants: [] });
    const far = await geo.searchText('Inverness');
    expect(far.origin).toMatchObject({ label: 'Inverness' });
    expect(far.restaurants).toEqual([]);
    expect(far.message).toMatch(/within 100 miles of Inverness/);
  });

  it('rebuilds its index when the restaurant list changes', async () => {
    let list: readonly Restaurant[] = restaurants.filter((r) => r.slug !== 'bath');
    const geo = createGeoService({ content: content(() => list) });
    expect((await geo.searchText('Kingsmead Square')).origin).toBeNull();
    list = restaurants;
    expect((await geo.searchText('Kingsmead Square')).restaurants[0]?.slug).toBe('bath');
  });

  it('gives the same answer object for the same search until the content changes', async () => {
    let list: readonly Restaurant[] = restaurants;
    const geo = createGeoService({ content: content(() => list) });
    const first = await geo.searchText('Bath');
    expect(await geo.searchText(' Bath ')).toBe(first);
    expect(await geo.searchPoint(51.38, -2.36)).toBe(await geo.searchPoint(51.38, -2.36));
    list = restaurants.filter((r) => r.slug !== 'bath');
    const after = await geo.searchText('Bath');
    expect(after).not.toBe(first);
    expect(slugs(after)).not.toContain('bath');
  });

  it('forgets the least recently asked search first, so memory stays bounded', async () => {
    const geo = createGeoService({ content: content(() => restaurants) });
    const bath = await geo.searchText('Bath');
    const york = await geo.searchText('York');
    for (let i = 0; i < REMEMBERED_ANSWERS - 2; i++) await geo.searchPoint(51 + i / 1000, -1);
    expect(await geo.searchText('Bath')).toBe(bath); // asked again: now the most recent
    await geo.searchPoint(50, -1); // one more than fits: York, the oldest, goes
    expect(await geo.searchText('Bath')).toBe(bath);
    expect(await geo.searchText('York')).not.toBe(york);
  });

  it('asks the geocoder again after it failed, but not after it answered', async () => {
    const broken = createGeoService({
      content: content(() => restaurants),
      geocoderUrl: fake.url.replace('/postcodes/', '/broken/'),
      onGeocoderError: () => undefined,
    });
    fake.requests.length = 0;
    await broken.searchText('BA1 1AA');
    await broken.searchText('BA1 1AA');
    expect(fake.requests).toEqual(['/broken/BA1 1AA', '/broken/BA1 1AA']);
    const working = createGeoService({ content: content(() => restaurants), geocoderUrl: fake.url });
    fake.requests.length = 0;
    await working.searchText('SW1A 1AA');
    await working.searchText('SW1A 1AA');
    expect(fake.requests).toEqual(['SW1A 1AA']);
  });

  it('asks the online geocoder when the bundled data has no exact answer', async () => {
    const geo = createGeoService({ content: content(() => restaurants), geocoderUrl: fake.url });
    fake.requests.length = 0;
    const palace = await geo.searchText('SW1A 1AA');
    expect(palace.origin).toEqual({ lat: 51.501, lng: -0.1416, label: 'SW1A 1AA' });
    expect(palace.restaurants[0]?.slug).toBe('london-royal-festival-hall');
    // Exact bundled answers need no network.
    await geo.searchText('Bath');
    await geo.searchText('BA1 2AB');
    expect(fake.requests).toEqual(['SW1A 1AA']);
  });

  it('falls back to the bundled data when the geocoder fails or does not know', async () => {
    const errors: string[] = [];
    const geo = createGeoService({
      content: content(() => restaurants),
      geocoderUrl: fake.url.replace('/postcodes/', '/broken/'),
      onGeocoderError: (_err, query) => errors.push(query),
    });
    expect((await geo.searchText('BA1 1AA')).restaurants[0]?.slug).toBe('bath');
    expect(errors).toEqual(['BA1 1AA']);
    const unknown = createGeoService({ content: content(() => restaurants), geocoderUrl: fake.url });
    expect((await unknown.searchText('Bristoll')).origin).toMatchObject({ label: 'Bristol' });
    const down = createGeoService({ content: content(() => restaurants), geocoderUrl: 'http://127.0.0.1:9/{query}' });
    expect((await down.searchText('Notingham')).restaurants[0]?.slug).toBe('nottingham');
  });

  it('gives up on a slow geocoder after its timeout and answers from the bundled data', async () => {
    // How soon it gives up is a figure in `npm run bench` (bench/geo-timings.ts), not a test bar.
    const errors: unknown[] = [];
    const geo = createGeoService({
      content: content(() => restaurants),
      geocoderUrl: fake.url,
      geocoderTimeoutMs: 100,
      onGeocoderError: (err) => errors.push(err),
    });
    expect((await geo.searchText('slow')).origin).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ name: 'TimeoutError' })]); // the timeout, not the late reply
  });
});
