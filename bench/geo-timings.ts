// Geo timings that used to be assertions in unit tests (a timing bar in a test
// fails on a busy CI machine, not on slow code): the bundled place matcher's
// lookup time, and how soon the online geocoder adapter and the geo service
// give up on a geocoder that does not answer. Figures, never gates (product.md D7).
// Run alone with `node --import tsx bench/geo-timings.ts`.
import { pathToFileURL } from 'node:url';
import { loadContentPack, packRestaurants } from '../content/load-pack.ts';
import { loadGazetteer } from '../server/geo/gazetteer.ts';
import { createGeocoder } from '../server/geo/geocoder.ts';
import { createGeoService } from '../server/geo/geo-service.ts';
import { buildPlaceMatcher } from '../server/geo/place-matcher.ts';
import { startFakeGeocoder } from '../tests/support/test-geocoder-server.ts';

const QUERIES = ['Bath', 'Bristoll', 'BA1 1AA', 'Lakeside', 'Notingham', 'nowhere at all', 'Inverness', 'Cribbs Causeway'];

export interface GeoTimings {
  matcherLookupUs: number;
  geocoderGiveUp: { what: string; 'timeout ms': number; 'gave up after ms': number; target: string }[];
}

async function msTaken(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run().catch(() => {});
  return Math.round(performance.now() - started);
}

export async function benchGeoTimings(lookups = 8000): Promise<GeoTimings> {
  const restaurants = packRestaurants(await loadContentPack());
  const matcher = buildPlaceMatcher(restaurants, loadGazetteer());
  for (let i = 0; i < 2000; i++) matcher.match(QUERIES[i % QUERIES.length]!); // warm-up: JIT
  const started = performance.now();
  for (let i = 0; i < lookups; i++) matcher.match(QUERIES[i % QUERIES.length]!);
  const matcherLookupUs = Math.round(((performance.now() - started) / lookups) * 1000 * 10) / 10;

  // The fake geocoder answers "slow" after 3 s: each figure should sit just above its timeout.
  const fake = await startFakeGeocoder();
  try {
    const adapter = createGeocoder({ url: fake.url, timeoutMs: 200 });
    const service = createGeoService({ content: { restaurants: async () => restaurants }, geocoderUrl: fake.url, geocoderTimeoutMs: 100 });
    await service.searchText('Bath'); // builds the index, so the figure is the wait alone
    const geocoderGiveUp = [
      { what: 'geocoder adapter', 'timeout ms': 200, 'gave up after ms': await msTaken(() => adapter.lookup('slow')), target: '< 1500' },
      {
        what: 'geo service text search',
        'timeout ms': 100,
        'gave up after ms': await msTaken(() => service.searchText('slow')),
        target: '< 1000',
      },
    ];
    const result = { matcherLookupUs, geocoderGiveUp };
    console.log(`place matcher, ${lookups} mixed lookups: ${matcherLookupUs} µs each (target < 500 µs)`);
    console.table(geocoderGiveUp);
    return result;
  } finally {
    await fake.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchGeoTimings();
