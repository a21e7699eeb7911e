// Optimise the day, property-based (decision 079): on random small days — tables in two
// areas, a group, bookings already seated, some pinned, some starting within the pin
// time — the plan never puts two bookings on one table at once, changes no time, moves
// no pinned booking and no booking out of its area, seats every party within its
// table's seats, and never leaves the day less free than it found it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareFreedom } from './day-freedom.ts';
import { optimiseDay } from './day-optimise.ts';
import type { ExistingBooking, Table, TableGroup } from './model.ts';
import { isPinned } from './reseat-day.ts';

const DATE = '2027-01-14';
// 17:00 in London: bookings starting before 18:00 are within the pin time.
const now = new Date('2027-01-14T17:00:00Z');
const policy = { pinWithinMinutes: 60 };
const turnTimes = [
  { maxCovers: 2, minutes: 90 },
  { maxCovers: 20, minutes: 120 },
];
const slots = Array.from({ length: 13 }, (_, i) => 17 * 60 + 30 + 15 * i);

interface Place {
  areaId: string;
  tableIds: string[];
  minSeats: number;
  maxSeats: number;
}

const dayArb = fc
  .record({
    tables: fc.array(fc.record({ min: fc.integer({ min: 1, max: 2 }), span: fc.integer({ min: 0, max: 4 }), bar: fc.boolean() }), {
      minLength: 2,
      maxLength: 6,
    }),
    grouped: fc.boolean(),
    bookings: fc.array(
      fc.record({
        covers: fc.integer({ min: 1, max: 6 }),
        slot: fc.integer({ min: 0, max: 12 }),
        pinned: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
        pick: fc.nat(),
      }),
      { minLength: 1, maxLength: 9 },
    ),
  })
  .map(({ tables: specs, grouped, bookings: wishes }) => {
    const tables: Table[] = specs.map((t, i) => ({
      id: `t${i}`,
      areaId: t.bar ? 'bar' : 'main',
      minSeats: t.min,
      maxSeats: t.min + t.span,
    }));
    const [a, b] = tables.filter((t) => t.areaId === 'main');
    const tableGroups: TableGroup[] =
      grouped && a && b
        ? [{ id: 'g', areaId: 'main', tableIds: [a.id, b.id], minSeats: a.minSeats + b.minSeats, maxSeats: a.maxSeats + b.maxSeats }]
        : [];
    const places: Place[] = [...tables.map((t) => ({ ...t, tableIds: [t.id] })), ...tableGroups];
    // Seat each wish where it fits and is free, as an engine would have: the day starts valid.
    const bookings: ExistingBooking[] = [];
    for (const [i, w] of wishes.entries()) {
      const start = 17 * 60 + 15 * w.slot;
      const duration = w.covers <= 2 ? 90 : 120;
      const fitting = places.filter((p) => p.minSeats <= w.covers && w.covers <= p.maxSeats);
      const free = fitting.filter((p) => !bookings.some((o) => clash(o, p.tableIds, start, duration)));
      const place = free[w.pick % Math.max(1, free.length)];
      if (place)
        bookings.push({
          id: `b${i}`,
          startsAt: start,
          durationMinutes: duration,
          covers: w.covers,
          tableIds: place.tableIds,
          status: 'confirmed',
          pinned: w.pinned,
        });
    }
    return { tables, tableGroups, places, bookings };
  });

function clash(
  b: { startsAt: number; durationMinutes: number; tableIds: readonly string[] },
  tableIds: readonly string[],
  start: number,
  duration: number,
) {
  return b.tableIds.some((id) => tableIds.includes(id)) && b.startsAt < start + duration && start < b.startsAt + b.durationMinutes;
}

describe('optimise the day (decision 079)', () => {
  it('keeps every promise, and never leaves the day less free', () => {
    fc.assert(
      fc.property(dayArb, ({ tables, tableGroups, places, bookings }) => {
        const day = { date: DATE, now, tables, tableGroups, bookings, policy, turnTimes, slots };
        const plan = optimiseDay(day);
        expect(compareFreedom(plan.after, plan.before)).toBeGreaterThanOrEqual(0);
        if (plan.moves.length) expect(compareFreedom(plan.after, plan.before)).toBeGreaterThan(0);
        const areaOf = (tableIds: readonly string[]) => places.find((p) => p.tableIds.join() === tableIds.join())?.areaId;
        const after = bookings.map((b) => {
          const move = plan.moves.find((m) => m.bookingId === b.id);
          if (!move) return b;
          expect(move.fromTableIds).toEqual(b.tableIds);
          expect(move.toTableIds).not.toEqual(b.tableIds);
          expect(isPinned(b, day)).toBe(false);
          expect(areaOf(move.toTableIds)).toBe(areaOf(b.tableIds));
          return { ...b, tableIds: move.toTableIds };
        });
        expect(new Set(plan.moves.map((m) => m.bookingId)).size).toBe(plan.moves.length);
        for (const [i, b] of after.entries()) {
          const place = places.find((p) => p.tableIds.join() === b.tableIds.join());
          expect(place && place.minSeats <= b.covers && b.covers <= place.maxSeats).toBe(true);
          expect([b.startsAt, b.durationMinutes, b.covers]).toEqual([
            bookings[i]!.startsAt,
            bookings[i]!.durationMinutes,
            bookings[i]!.covers,
          ]);
          for (const o of after) if (o !== b) expect(clash(o, b.tableIds, b.startsAt, b.durationMinutes)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
