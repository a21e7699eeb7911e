// Staff's moves and phone bookings, property-based (product.md D8: a table's seats and a
// table already taken are never overridden): on random days of the fixtures' tables, a
// booking moved by staff — to another time, party or tables, with the override or not —
// is either refused or lands where no other booking sits at the same time, and its party
// fits the seats.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotInput } from '../../../tests/support/booking-rule-fixtures.ts';
import type { ExistingBooking } from './model.ts';
import { staffSeating } from './staff-seating.ts';

const { date, now, config, hours, specialHours, tables, tableGroups } = slotInput();
const places = [...tables.map((t) => ({ tableIds: [t.id], minSeats: t.minSeats, maxSeats: t.maxSeats })), ...tableGroups];
const seatsOf = (ids: readonly string[]) =>
  tableGroups.find((g) => g.tableIds.length === ids.length && ids.every((id) => g.tableIds.includes(id)))?.maxSeats ??
  ids.reduce((n, id) => n + (tables.find((t) => t.id === id)?.maxSeats ?? 0), 0);
const clash = (a: Pick<ExistingBooking, 'startsAt' | 'durationMinutes' | 'tableIds'>, b: typeof a) =>
  a.tableIds.some((id) => b.tableIds.includes(id)) &&
  a.startsAt < b.startsAt + b.durationMinutes &&
  b.startsAt < a.startsAt + a.durationMinutes;

const dayArb = fc.record({
  wishes: fc.array(fc.record({ covers: fc.integer({ min: 1, max: 8 }), slot: fc.integer({ min: 0, max: 12 }), pick: fc.nat() }), {
    minLength: 1,
    maxLength: 10,
  }),
  move: fc.record({
    which: fc.nat(),
    slot: fc.integer({ min: 0, max: 12 }),
    covers: fc.integer({ min: 1, max: 8 }),
    tables: fc.subarray(
      tables.map((t) => t.id),
      { maxLength: 2 },
    ),
    override: fc.boolean(),
  }),
});

describe('staff seating (product.md D8)', () => {
  let seated = 0;
  it('never shares a table at once, and never seats a party beyond its seats', () => {
    fc.assert(
      fc.property(dayArb, ({ wishes, move }) => {
        // The day as the engine would have seated it: each wish where it fits and is free.
        const bookings: ExistingBooking[] = [];
        for (const [i, w] of wishes.entries()) {
          const span = { startsAt: 18 * 60 + 15 * w.slot, durationMinutes: 90 };
          const free = places.filter(
            (p) => p.minSeats <= w.covers && w.covers <= p.maxSeats && !bookings.some((b) => clash(b, { ...span, tableIds: p.tableIds })),
          );
          const place = free[w.pick % Math.max(1, free.length)];
          if (place) bookings.push({ id: `b${i}`, ...span, covers: w.covers, tableIds: [...place.tableIds], status: 'confirmed' });
        }
        const moved = bookings[move.which % bookings.length];
        if (!moved) return;
        const others = bookings.filter((b) => b !== moved);
        const start = 18 * 60 + 15 * move.slot;
        const verdict = staffSeating({
          date,
          now,
          config,
          hours,
          specialHours,
          tables,
          tableGroups,
          bookings: others,
          start,
          covers: move.covers,
          areaId: null,
          tableIds: move.tables,
          override: move.override,
        });
        if (!verdict.ok) return;
        seated++;
        const after = {
          ...moved,
          startsAt: start,
          covers: move.covers,
          tableIds: verdict.tableIds,
          durationMinutes: verdict.durationMinutes,
        };
        expect(after.covers).toBeLessThanOrEqual(seatsOf(after.tableIds));
        for (const o of others) expect(clash(o, after)).toBe(false);
      }),
      { numRuns: 1000 },
    );
    // Not vacuous: most random moves are taken.
    expect(seated).toBeGreaterThan(300);
  });
});
