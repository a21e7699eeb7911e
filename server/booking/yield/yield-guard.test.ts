// Decision 075's guard, with HiGHS: a couple is refused the four-top at a time parties of four are still expected,
// taken on the two-top (its seats priced at nothing), and taken anywhere once the forecast no longer asks for more
// than the day's seats. A booking re-seating may move is priced wherever the LP seats it, so where it happens to sit
// changes nothing; the move of one the LP holds to its tables is priced with the seats it takes and frees.
import loadHighs from 'highs';
import { describe, expect, it } from 'vitest';
import type { ExistingBooking } from '../rules/model.ts';
import { checkSlot } from '../rules/slot-search.ts';
import { config, slotInput } from '../../../tests/support/booking-rule-fixtures.ts';
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
const booking = (id: string, covers: number, tableIds: string[], durationMinutes = 120): ExistingBooking => ({
  id,
  startsAt: SEVEN,
  durationMinutes,
  covers,
  tableIds,
  status: 'confirmed',
});

const pinned = (bookings: ExistingBooking[] = []) => ({ bookings, movable: () => false });
const movable = (bookings: ExistingBooking[]) => ({ bookings, movable: () => true });

describe('yieldGuardFor', () => {
  it('keeps the four-top for the parties of four to come, and gives the couple the two-top', () => {
    const f = forecast(2);
    const guard = yieldGuardFor(yieldLpFor(highs, setup, f.whole)!, f)!;
    expect(guard.accepts(pinned(), couple(['four']), [])).toBe(false);
    expect(guard.accepts(pinned(), couple(['two']), [])).toBe(true);
    expect(guard.accepts(pinned(), { ...couple(['four']), covers: 4 }, [])).toBe(true);
  });

  it('prices a booking re-seating may move wherever it could sit: where it sits now changes no price', () => {
    const f = forecast(1, 1);
    const guard = yieldGuardFor(yieldLpFor(highs, setup, f.whole)!, f)!;
    const onTwo = [booking('b1', 2, ['two'])];
    const onFour = [booking('b1', 2, ['four'])];
    for (const seats of [['two'], ['four']])
      expect(guard.cost(movable(onFour), couple(seats))).toBeCloseTo(guard.cost(movable(onTwo), couple(seats)));
    // The couple to come could still have the two-top, the party of four the four-top: a second couple costs a couple.
    expect(guard.cost(movable(onFour), couple(['two']))).toBeCloseTo(2);
    // Pinned to the four-top, the first couple has left the party of four nowhere: the two-top is worth nothing more.
    expect(guard.cost(pinned(onFour), couple(['two']))).toBeCloseTo(0);
    expect(guard.cost(pinned(onTwo), couple(['two']))).toBeCloseTo(2);
    expect(guard.accepts(movable(onFour), couple(['four']), [])).toBe(false);
  });

  it('prices the moves of a booking the LP holds to its tables: a couple moved onto the four-top to free the two-top', () => {
    const f = forecast(2);
    const guard = yieldGuardFor(yieldLpFor(highs, setup, f.whole)!, f)!;
    const move = [{ bookingId: 'b1', toTableIds: ['four'] }];
    // A turn the LP does not price (100 minutes, not the setup's 120) holds its tables, even when it may move.
    expect(guard.accepts(movable([booking('b1', 2, ['two'], 100)]), couple(['two']), move)).toBe(false);
    expect(guard.accepts(pinned([booking('b1', 2, ['two'])]), couple(['two']), move)).toBe(false);
  });

  it('stays off when the forecast asks for fewer seat-hours than the day has, or the day runs quieter', () => {
    const lpOf = (f: DemandForecast) => yieldLpFor(highs, setup, f.whole)!;
    // 0.1 parties of four × 4 covers × 2 h = 0.8 seat-hours; the day has 6 seats over one start (a quarter hour): 1.5.
    expect(yieldGuardFor(lpOf(forecast(0.1)), forecast(0.1))).toBeNull();
    expect(yieldGuardFor(lpOf(forecast(0.2)), forecast(0.2))).not.toBeNull();
    expect(yieldGuardFor(lpOf(forecast(2, 0, 0.05)), forecast(2, 0, 0.05))).toBeNull();
    expect(yieldGuardFor(lpOf(forecast(2)), null)).toBeNull();
  });

  it('asks the slot search which bookings may move: a staff pin holds a booking to its table in the prices too', () => {
    // A couple sits on the four-top; a party of four and a couple are still to come. A single asks for 19:00 and
    // the free seat is the two-top.
    const f = forecast(1, 1);
    const guard = yieldGuardFor(yieldLpFor(highs, setup, f.whole)!, f)!;
    const single = (pinnedByStaff: boolean) =>
      checkSlot(
        slotInput({
          covers: 1,
          config: config({ turnTimes: [{ maxCovers: 8, minutes: 120 }] }),
          tables: setup.tables.map((t) => ({ ...t, areaId: 'restaurant' })),
          tableGroups: [],
          bookings: [{ ...booking('b1', 2, ['four']), pinned: pinnedByStaff }],
          reseat: { pinWithinMinutes: 60 },
          yieldGuard: guard,
        }),
        '19:00',
      );
    // Unpinned, re-seating can still give the couple the two-top and the party of four the four-top: the two-top
    // is worth the couple to come, more than a single.
    expect(single(false).status).toBe('unavailable');
    // Pinned to the four-top, the couple leaves the party of four nowhere; the LP prices the two-top at nothing,
    // and the single takes it.
    expect(single(true)).toMatchObject({ status: 'bookable', seating: { tableIds: ['two'] } });
  });
});
