// Decision 075: the yield rule never stands in a diner's way by failing. When the restaurant's record cannot be
// read, the guard is none (every party that fits is taken) and the failure is reported.
import { describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '../../../contract/console-forms.ts';
import type { Db } from '../../db/client.ts';
import type { YieldSetup } from './yield-day.ts';
import { createYieldService } from './yield-service.ts';

const NOW = new Date('2031-05-05T09:00:00Z');
const setup: YieldSetup = {
  tables: [{ id: 't1', areaId: 'a', minSeats: 1, maxSeats: 4 }],
  tableGroups: [],
  config: { turnTimes: [{ maxCovers: 4, minutes: 90 }], pacingCoversPerInterval: null, slotIntervalMinutes: 15 },
};

describe('the yield service when the record cannot be read', () => {
  it('gives no guard, reports the failure, and tries again next time', async () => {
    const errors: unknown[] = [];
    let reads = 0;
    const db = {
      select: () => {
        reads += 1;
        throw new Error('database down');
      },
    } as unknown as Db;
    const settings = { read: () => Promise.resolve({ yieldRule: true } as RestaurantSettings) };
    const service = createYieldService({ db, settings, onError: (err) => errors.push(err) });
    expect(await service.guard('1001', setup, '2031-05-09', NOW)).toBeNull();
    expect(await service.guard('1001', setup, '2031-05-09', NOW)).toBeNull();
    expect(errors.map((e) => (e as Error).message)).toEqual(['database down', 'database down']);
    expect(reads).toBe(2);
  });
});
