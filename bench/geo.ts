// Geo search figures (decision 007 Performance): in-process search latency over
// 10,000 mixed queries against the whole chain (target p99 < 1 ms), and the
// HTTP API under 50 concurrent connections (target p99 < 20 ms).
import type { RestaurantSummary } from '../contract/content-api.ts';
import { createGeoService } from '../server/geo/geo-service.ts';
import { loadGazetteer } from '../server/geo/gazetteer.ts';
import { runLoad, type LoadResult } from './load.ts';

const QUERIES = 10_000;

export interface GeoBenchResult {
  inProcess: Record<string, { count: number; p50: number; p99: number; max: number }>;
  http: LoadResult[];
}

type Search = { kind: string; run: (geo: ReturnType<typeof createGeoService>) => Promise<unknown> };

/** A fixed, repeatable mix: names, localities, postcodes, gazetteer places, typos, unknown text, coordinates. */
function mixedSearches(restaurants: readonly RestaurantSummary[]): Search[] {
  const text = (kind: string, q: string): Search => ({ kind, run: (geo) => geo.searchText(q) });
  const exact = restaurants.flatMap((r) => [
    r.title,
    r.address.town,
    r.address.postcode,
    r.address.postcode.split(' ')[0] ?? '',
    ...r.localities,
  ]);
  const places = loadGazetteer()
    .filter((_, i) => i % 25 === 0)
    .map((p) => p.name);
  // Drop one letter from the middle of longer names: within the typo allowance.
  const typos = [...exact, ...places].filter((n) => n.length >= 8 && !/\d/.test(n)).map((n) => n.slice(0, 4) + n.slice(5));
  const unknown = ['Atlantis', 'Xyzzy Plugh', 'Nowhere In Particular', 'qwertyuiop', 'Zzzzzz'];
  const pools: Search[][] = [
    exact.map((q) => text('text, exact', q)),
    places.map((q) => text('text, exact', q)),
    typos.map((q) => text('text, typo', q)),
    unknown.map((q) => text('text, unknown', q)),
    restaurants.map((r, i) => ({
      kind: 'coordinates',
      run: (geo) => geo.searchPoint(r.lat + ((i % 7) - 3) / 50, r.lng + ((i % 5) - 2) / 50),
    })),
  ];
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: QUERIES }, () => {
    const pool = pools[Math.floor(next() * pools.length)] ?? [];
    return pool[Math.floor(next() * pool.length)] as Search;
  });
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
const ms = (n: number) => Math.round(n * 1000) / 1000;

export async function benchGeo(baseUrl: string, headers: Record<string, string>): Promise<GeoBenchResult> {
  const res = await fetch(`${baseUrl}/api/v1/content/search-restaurants/`, { headers });
  if (!res.ok) throw new Error(`restaurant list: HTTP ${res.status}`);
  const restaurants = ((await res.json()) as { data: RestaurantSummary[] }).data;

  // The same service the API uses, over the same restaurants, without the database in the way.
  const geo = createGeoService({ content: { restaurants: async () => restaurants } });
  const searches = mixedSearches(restaurants);
  for (const s of searches.slice(0, 2000)) await s.run(geo); // warm-up: index build and JIT
  const timings = new Map<string, number[]>([['all', []]]);
  for (const s of searches) {
    const started = performance.now();
    await s.run(geo);
    const took = performance.now() - started;
    timings.get('all')?.push(took);
    const list = timings.get(s.kind);
    if (list) list.push(took);
    else timings.set(s.kind, [took]);
  }
  const inProcess: GeoBenchResult['inProcess'] = {};
  for (const [kind, list] of timings) {
    const sorted = list.sort((a, b) => a - b);
    inProcess[kind] = {
      count: sorted.length,
      p50: ms(percentile(sorted, 0.5)),
      p99: ms(percentile(sorted, 0.99)),
      max: ms(sorted.at(-1) ?? NaN),
    };
  }
  console.log(`\nGeo search in process (${restaurants.length} restaurants, ${QUERIES} mixed queries; ms; target p99 < 1)`);
  console.table(inProcess);

  const http: LoadResult[] = [];
  for (const path of ['/api/geo/search/Bristoll', '/api/geo/search/lat/51.5074/lng/-0.1278']) {
    // As a browser asks: compressed replies.
    http.push(
      await runLoad(baseUrl + path, { connections: 50, seconds: 5, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } }),
    );
  }
  console.log('\nGeo search over HTTP (50 connections, 5 s each, br accepted; ms; target p99 < 20)');
  console.table(
    http.map((r) => ({
      url: r.url.slice(baseUrl.length),
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
  if (http.some((r) => r.non2xx > 0))
    console.log('Note: non-2xx replies (e.g. 429 from the /api rate limit) make these HTTP figures unrepresentative.');
  return { inProcess, http };
}
