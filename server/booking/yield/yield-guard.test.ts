// Decision 075's guard, with HiGHS: a couple is refused the four-top at a time parties of four are still expected,
// taken on the two-top (its seats priced at nothing), and taken anywhere once the forecast no longer asks for more
// than the day's seats; a re-seating's moves are priced with the seats they take and free.
import loadHighs from 'highs';
import { describe, expect, it } from 'vitest';
import type { ExistingBooking } from '../rules/model.ts';
import { demandKey } from './bid-price-lp.ts';
import type { DemandForecast } from './demand-forecast.ts';
import { yieldLpFor } from './yield-day.ts';
import { yieldGuardFor } from './yield-guard.ts';

const highs = await loadHighs();
const SEVEN = 19 * 60;
const setup = {
  tables: [
    { id: 'two', areaId: 'room', minSeats: 1, maxSeats: 2 },
    { id: 'four', areaId: 'room', minSeats: 1, maxSeats: 4 },
  ],
  tableGroups: [],
  config: { turnTimes: [{ maxCovers: 8, minutes: 120 }], pacingCoversPerInterval: null, slotIntervalMinutes: 15 },
};
const forecast = (fours: number, twos = 0, pace = 1): DemandForecast => {
  const demand = new Map([
    [demandKey(4, SEVEN), fours],
    [demandKey(2, SEVEN), twos],
  ]);
  return { whole: demand, toCome: demand, pace, pastDays: 4 };
};
const couple = (tableIds: string[]) => ({ start: SEVEN, duration: 120, covers: 2, tableIds });
const booking = (id: string, covers: number, tableIds: string[]): ExistingBooking => ({
  id,
  startsAt: SEVEN,
  durationMinutes: 120,
  covers,
  tableIds,
  status: 'confirmed',
});

describe('yieldGuardFor', () => {
  it('keeps the four-top for the parties of four to come, and gives the couple the two-top', () => {
    const f = forecast(2);
    const guard = yieldGuardFor(yieldLpFor(highs, setup, f.whole)!, f)!;
    expect(guard.accepts([], couple(['four']), [])).toBe(false);
    expect(guard.accepts([], couple(['two']), [])).toBe(true);
    expect(guard.accepts([], { ...couple(['four']), covers: 4 }, [])).toBe(true);
  });

  it('prices a re-seating by the seats its moves take: a couple moved onto the four-top to free the two-top', () => {
    const f = forecast(2);
    const guard = yieldGuardFor(yieldLpFor(highs, setup, f.whole)!, f)!;
    const day = [booking('b1', 2, ['two'])];
    expect(guard.accepts(day, couple(['two']), [{ bookingId: 'b1', toTableIds: ['four'] }])).toBe(false);
  });

  it('stays off when the forecast asks for fewer seat-hours than the day has, or the day runs quieter', () => {
    const lpOf = (f: DemandForecast) => yieldLpFor(highs, setup, f.whole)!;
    // 0.1 parties of four × 4 covers × 2 h = 0.8 seat-hours; the day has 6 seats over one start (a quarter hour): 1.5.
    expect(yieldGuardFor(lpOf(forecast(0.1)), forecast(0.1))).toBeNull();
    expect(yieldGuardFor(lpOf(forecast(0.2)), forecast(0.2))).not.toBeNull();
    expect(yieldGuardFor(lpOf(forecast(2, 0, 0.05)), forecast(2, 0, 0.05))).toBeNull();
    expect(yieldGuardFor(lpOf(forecast(2)), null)).toBeNull();
  });
});
