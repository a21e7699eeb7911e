// The bench runs rarely; this keeps it from rotting. It checks the figures are
// produced, never how fast they are (product.md D7: benchmarks report, never gate).
import { describe, expect, it, vi } from 'vitest';
import { benchGeoTimings } from './geo-timings.ts';

describe('geo timings bench', () => {
  it('reports the matcher lookup time and when each geocoder caller gave up', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'table').mockImplementation(() => {});
    const result = await benchGeoTimings(200);
    expect(result.matcherLookupUs).toBeGreaterThan(0);
    expect(result.geocoderGiveUp.map((r) => r.what)).toEqual(['geocoder adapter', 'geo service text search']);
    for (const row of result.geocoderGiveUp) expect(row['gave up after ms']).toBeGreaterThan(0);
    expect(printed).toHaveBeenCalledWith(expect.stringContaining('place matcher, 200 mixed lookups'));
    vi.restoreAllMocks();
  });
});
