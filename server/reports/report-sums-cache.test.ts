// The kept report sums (decision 065): served only under the stamp they were read at, only when every asked part
// is kept, per scope and range, and the least recently used let go past the bound.
import { describe, expect, it } from 'vitest';
import { createReportSumsCache } from './report-sums-cache.ts';

const YEAR = { from: '2025-11-26', to: '2026-11-25' };
const WEEK = { from: '2026-11-19', to: '2026-11-25' };
const days = [{ date: '2026-11-25', booked: 1, kept: 1, covers: 2, cancelled: 0, noShows: 0 }] as never;

describe('report sums cache', () => {
  it('serves the sums only under the stamp they were read at', () => {
    const cache = createReportSumsCache();
    cache.put('chain', YEAR, '1:5:0:0', { days });
    expect(cache.get('chain', YEAR, '1:5:0:0', ['days'])).toEqual({ days });
    expect(cache.get('chain', YEAR, '1:6:0:0', ['days'])).toBeNull();
  });

  it('keeps scopes and ranges apart, and needs every asked part', () => {
    const cache = createReportSumsCache();
    cache.put('chain', YEAR, 's', { days });
    expect(cache.get({ storeId: '2001' }, YEAR, 's', ['days'])).toBeNull();
    expect(cache.get('chain', WEEK, 's', ['days'])).toBeNull();
    expect(cache.get('chain', YEAR, 's', ['days', 'heat'])).toBeNull();
    cache.put('chain', YEAR, 's', { heat: [] });
    expect(cache.get('chain', YEAR, 's', ['days', 'heat'])).toEqual({ days, heat: [] });
  });

  it('forgets parts read under an older stamp when a newer one arrives', () => {
    const cache = createReportSumsCache();
    cache.put('chain', YEAR, 'old', { days, heat: [] });
    cache.put('chain', YEAR, 'new', { days });
    expect(cache.get('chain', YEAR, 'new', ['heat'])).toBeNull();
  });

  it('lets the least recently used go past its bound', () => {
    const cache = createReportSumsCache(2);
    cache.put({ storeId: '1' }, WEEK, 's', { days });
    cache.put({ storeId: '2' }, WEEK, 's', { days });
    cache.get({ storeId: '1' }, WEEK, 's', ['days']);
    cache.put({ storeId: '3' }, WEEK, 's', { days });
    expect(cache.get({ storeId: '2' }, WEEK, 's', ['days'])).toBeNull();
    expect(cache.get({ storeId: '1' }, WEEK, 's', ['days'])).not.toBeNull();
  });
});
