// The kept report sums (decision 065): served only under the stamp they were read at, only when every asked part
// is kept, per scope, range and group, and the least recently used let go past the bound.
import { describe, expect, it } from 'vitest';
import { createReportSumsCache } from './report-sums-cache.ts';

const YEAR = { from: '2025-11-26', to: '2026-11-25' };
const WEEK = { from: '2026-11-19', to: '2026-11-25' };
const days = [{ date: '2026-11-25', booked: 1, kept: 1, covers: 2, cancelled: 0, noShows: 0 }] as never;

describe('report sums cache', () => {
  it('serves the sums only under the stamp they were read at', () => {
    const cache = createReportSumsCache();
    cache.put('chain', YEAR, 'days', '1:5:0:0', { days });
    expect(cache.get('chain', YEAR, 'days', '1:5:0:0', ['days'])).toEqual({ days });
    expect(cache.get('chain', YEAR, 'days', '1:6:0:0', ['days'])).toBeNull();
  });

  it('keeps scopes and ranges apart, and needs every asked part', () => {
    const cache = createReportSumsCache();
    cache.put('chain', YEAR, 'days', 's', { days });
    expect(cache.get({ storeId: '2001' }, YEAR, 'days', 's', ['days'])).toBeNull();
    expect(cache.get('chain', WEEK, 'days', 's', ['days'])).toBeNull();
    expect(cache.get('chain', YEAR, 'days', 's', ['days', 'heat'])).toBeNull();
    cache.put('chain', YEAR, 'days', 's', { heat: [] });
    expect(cache.get('chain', YEAR, 'days', 's', ['days', 'heat'])).toEqual({ days, heat: [] });
  });

  it('keeps the days’ sums and the people’s apart, each under its own stamp', () => {
    const cache = createReportSumsCache();
    cache.put('chain', YEAR, 'days', 's', { days });
    cache.put('chain', YEAR, 'people', '7', { vouchers: [] });
    expect(cache.get('chain', YEAR, 'people', 's', ['vouchers'])).toBeNull();
    expect(cache.get('chain', YEAR, 'people', '7', ['vouchers'])).toEqual({ vouchers: [] });
    expect(cache.get('chain', YEAR, 'days', 's', ['days'])).toEqual({ days });
  });

  it('forgets parts read under an older stamp when a newer one arrives', () => {
    const cache = createReportSumsCache();
    cache.put('chain', YEAR, 'days', 'old', { days, heat: [] });
    cache.put('chain', YEAR, 'days', 'new', { days });
    expect(cache.get('chain', YEAR, 'days', 'new', ['heat'])).toBeNull();
  });

  it('lets the least recently used go past its bound', () => {
    const cache = createReportSumsCache(2);
    cache.put({ storeId: '1' }, WEEK, 'days', 's', { days });
    cache.put({ storeId: '2' }, WEEK, 'days', 's', { days });
    cache.get({ storeId: '1' }, WEEK, 'days', 's', ['days']);
    cache.put({ storeId: '3' }, WEEK, 'days', 's', { days });
    expect(cache.get({ storeId: '2' }, WEEK, 'days', 's', ['days'])).toBeNull();
    expect(cache.get({ storeId: '1' }, WEEK, 'days', 's', ['days'])).not.toBeNull();
  });
});
