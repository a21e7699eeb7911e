// Re-seating, property-based (decision 074): on random small days — tables in two areas,
// a group, bookings already seated, some pinned, some of an occasion that allows only some
// areas — a re-seating never puts two bookings on one table at once, changes no time, moves
// no pinned booking, moves a booking only to an area its occasion allows (its own area when
// its occasion is not known), and seats every party within its table's seats; and it finds
// a plan whenever trying every seating (brute force, sharing no code with the search) finds one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExistingBooking, Occasion, Table, TableGroup } from './model.ts';
import { isPinned, reseatFor } from './reseat-day.ts';
import { fittingSeatings } from './table-assignment.ts';

const DATE = '2027-01-14';
const now = new Date('2027-01-14T09:00:00Z');
const policy = { pinWithinMinutes: 60, budget: 1_000_000 };

const occasion = (id: string, areaLinkGroup: Occasion['areaLinkGroup']): Occasion => ({
  id,
  name: id,
  minimumCovers: 1,
  maximumCovers: 20,
  days: [1, 2, 3, 4, 5, 6, 7],
  timeWindows: [],
  menuLinkGroup: { type: 'exclusive', links: [] },
  areaLinkGroup,
});
const occasions = [
  occasion('dinner', { type: 'exclusive', links: [] }),
  occasion('lunch', { type: 'exclusive', links: [{ id: 'bar' }] }),
  occasion('drinks', { type: 'inclusive', links: [{ id: 'bar' }] }),
];
/** The areas a booking may sit in, written out by hand: its occasion's, else any (own area only when moved). */
const AREAS: Record<string, string[]> = { dinner: ['main', 'bar'], lunch: ['main'], drinks: ['bar'] };

interface Place {
  id: string;
  areaId: string;
  tableIds: string[];
  minSeats: number;
  maxSeats: number;
}

const dayArb = fc
  .record({
    tables: fc.array(fc.record({ min: fc.integer({ min: 1, max: 2 }), span: fc.integer({ min: 0, max: 4 }), bar: fc.boolean() }), {
      minLength: 2,
      maxLength: 5,
    }),
    grouped: fc.boolean(),
    bookings: fc.array(
      fc.record({
        covers: fc.integer({ min: 1, max: 5 }),
        slot: fc.integer({ min: 0, max: 4 }),
        pinned: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
        pick: fc.nat(),
        occasionId: fc.constantFrom(undefined, 'dinner', 'lunch', 'drinks'),
      }),
      { minLength: 2, maxLength: 7 },
    ),
    request: fc.record({ covers: fc.integer({ min: 1, max: 5 }), slot: fc.integer({ min: 0, max: 4 }) }),
  })
  .map(({ tables: specs, grouped, bookings: wishes, request }) => {
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
      const start = 18 * 60 + 15 * w.slot;
      const fitting = places.filter(
        (p) => p.minSeats <= w.covers && w.covers <= p.maxSeats && (!w.occasionId || AREAS[w.occasionId]!.includes(p.areaId)),
      );
      const free = fitting.filter((p) => !bookings.some((o) => clash(o, p.tableIds, start, 90)));
      const place = free[w.pick % Math.max(1, free.length)];
      if (place)
        bookings.push({
          id: `b${i}`,
          startsAt: start,
          durationMinutes: 90,
          covers: w.covers,
          tableIds: place.tableIds,
          status: 'confirmed',
          pinned: w.pinned,
          ...(w.occasionId ? { occasionId: w.occasionId } : {}),
        });
    }
    return { tables, tableGroups, places, bookings, request: { covers: request.covers, start: 18 * 60 + 15 * request.slot } };
  });

function clash(
  b: { startsAt: number; durationMinutes: number; tableIds: readonly string[] },
  tableIds: readonly string[],
  start: number,
  duration: number,
) {
  return b.tableIds.some((id) => tableIds.includes(id)) && b.startsAt < start + duration && start < b.startsAt + b.durationMinutes;
}

const areaOf = (places: Place[], b: { tableIds: readonly string[] }) =>
  places.find((p) => p.tableIds.length === 1 && p.tableIds[0] === b.tableIds[0])!.areaId;
/** Where a booking may go: its occasion's areas, else its own area. */
const mayGo = (places: Place[], b: ExistingBooking) => (b.occasionId ? AREAS[b.occasionId]! : [areaOf(places, b)]);

/** Every seating of every booking (pinned ones where they are, others anywhere they may go) and the request. */
function bruteForce(places: Place[], bookings: ExistingBooking[], request: { covers: number; start: number }): boolean {
  const todo = [
    ...bookings,
    { id: 'new', startsAt: request.start, durationMinutes: 90, covers: request.covers, tableIds: [], status: 'confirmed' as const },
  ];
  const done: ExistingBooking[] = [];
  const go = (i: number): boolean => {
    const b = todo[i];
    if (!b) return true;
    const options =
      b.id !== 'new' && b.pinned
        ? [b.tableIds]
        : places
            .filter((p) => p.minSeats <= b.covers && b.covers <= p.maxSeats && (b.id === 'new' || mayGo(places, b).includes(p.areaId)))
            .map((p) => p.tableIds);
    for (const tableIds of options) {
      if (done.some((o) => clash(o, tableIds, b.startsAt, b.durationMinutes))) continue;
      done.push({ ...b, tableIds });
      if (go(i + 1)) return true;
      done.pop();
    }
    return false;
  };
  return go(0);
}

describe('re-seating (decision 074)', () => {
  it('keeps every promise, and finds a plan whenever one exists', () => {
    fc.assert(
      fc.property(dayArb, ({ tables, tableGroups, places, bookings, request }) => {
        const day = { date: DATE, now, tables, tableGroups, bookings, policy, occasions };
        const plan = reseatFor(day, request.start, 90, fittingSeatings({ covers: request.covers, tables, tableGroups }));
        expect(plan !== null).toBe(bruteForce(places, bookings, request));
        if (!plan) return;
        const after = bookings.map((b) => {
          const move = plan.moves.find((m) => m.bookingId === b.id);
          if (move) {
            expect(move.fromTableIds).toEqual(b.tableIds);
            expect(isPinned(b, day)).toBe(false);
          }
          return move ? { ...b, tableIds: move.toTableIds } : b;
        });
        const seated = [
          ...after,
          {
            id: 'new',
            startsAt: request.start,
            durationMinutes: 90,
            covers: request.covers,
            tableIds: plan.seating.tableIds,
            status: 'confirmed' as const,
          },
        ];
        for (const b of seated) {
          const place = places.find((p) => p.tableIds.join() === b.tableIds.join());
          expect(place && place.minSeats <= b.covers && b.covers <= place.maxSeats).toBe(true);
          const before = bookings.find((o) => o.id === b.id);
          if (before) {
            expect([b.startsAt, b.durationMinutes]).toEqual([before.startsAt, before.durationMinutes]);
            if (b.tableIds.join() !== before.tableIds.join()) expect(mayGo(places, before)).toContain(place?.areaId);
          }
          for (const o of seated) if (o !== b) expect(clash(o, b.tableIds, b.startsAt, b.durationMinutes)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
