// Slot search for one restaurant-day, in process (product.md D7 "Performance":
// target p50 under 2 ms). A busy Saturday: 30 tables in three areas, six
// combinable pairs, 150 existing bookings placed by the engine itself.
// Run alone with `node --import tsx bench/slot-search.ts`.
import { pathToFileURL } from 'node:url';
import type { WeeklyHours } from '../contract/content.ts';
import { WEEKDAYS } from '../contract/content.ts';
import type { BookingConfig, ExistingBooking, Occasion, Table, TableGroup } from '../server/booking/rules/model.ts';
import { searchSlots, turnTimeFor, type SlotSearchInput } from '../server/booking/rules/slot-search.ts';
import { assignTable } from '../server/booking/rules/table-assignment.ts';
import { config } from '../tests/support/booking-rule-fixtures.ts';

const HOURS = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d}Open`, '11:00'],
    [`${d}Close`, '23:00'],
    [`${d}ClickCollectClose`, '21:00'],
  ]),
) as WeeklyHours;

// The engine's test configuration, with pacing on: a busy restaurant.
const CONFIG: BookingConfig = config({ pacingCoversPerInterval: 24 });

const DINNER: Occasion = {
  id: 'dinner',
  name: 'Dinner',
  minimumCovers: 1,
  maximumCovers: 20,
  days: [1, 2, 3, 4, 5, 6, 7],
  timeWindows: [{ from: 11 * 60, to: 22 * 60 + 1 }],
  acceptsEnquiries: true,
  menuLinkGroup: { type: 'exclusive', links: [] },
  areaLinkGroup: { type: 'exclusive', links: [{ id: 'terrace' }] },
};

function restaurant(): { tables: Table[]; tableGroups: TableGroup[] } {
  const tables: Table[] = [];
  const add = (areaId: string, n: number, minSeats: number, maxSeats: number) => {
    for (let i = 0; i < n; i++) tables.push({ id: `${areaId}-${maxSeats}-${i + 1}`, areaId, minSeats, maxSeats });
  };
  add('restaurant', 8, 1, 2);
  add('restaurant', 8, 2, 4);
  add('restaurant', 4, 4, 6);
  add('bar', 4, 1, 2);
  add('bar', 1, 4, 8);
  add('terrace', 3, 2, 4);
  add('terrace', 2, 1, 2);
  const fours = tables.filter((t) => t.areaId === 'restaurant' && t.maxSeats === 4);
  const tableGroups: TableGroup[] = [0, 2, 4, 6].map((i) => ({
    id: `pair-${i}`,
    areaId: 'restaurant',
    tableIds: [fours[i]!.id, fours[i + 1]!.id],
    minSeats: 5,
    maxSeats: 8,
  }));
  const sixes = tables.filter((t) => t.maxSeats === 6);
  tableGroups.push(
    { id: 'sixes-a', areaId: 'restaurant', tableIds: [sixes[0]!.id, sixes[1]!.id], minSeats: 7, maxSeats: 12 },
    { id: 'sixes-b', areaId: 'restaurant', tableIds: [sixes[2]!.id, sixes[3]!.id], minSeats: 7, maxSeats: 12 },
  );
  return { tables, tableGroups };
}

/** 150 bookings spread over the day, seated by the engine so none overlap. */
function bookingsFor(tables: Table[], tableGroups: TableGroup[], now: Date): ExistingBooking[] {
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const sizes = [2, 2, 2, 2, 3, 4, 4, 4, 5, 6, 8];
  const bookings: ExistingBooking[] = [];
  while (bookings.length < 150) {
    const covers = sizes[Math.floor(random() * sizes.length)]!;
    const start = 11 * 60 + 15 * Math.floor(random() * 45);
    const durationMinutes = turnTimeFor(CONFIG.turnTimes, covers)!;
    const seating = assignTable({ covers, start, durationMinutes, tables, tableGroups, bookings, now });
    if (seating)
      bookings.push({
        id: `bk${bookings.length}`,
        startsAt: start,
        durationMinutes,
        covers,
        tableIds: seating.tableIds,
        status: 'confirmed',
      });
  }
  return bookings;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function benchSlotSearch(iterations = 5000): { p50Ms: number; p99Ms: number; slots: number } {
  const { tables, tableGroups } = restaurant();
  const now = new Date('2026-06-05T12:00:00Z');
  const bookings = bookingsFor(tables, tableGroups, now);
  const base: SlotSearchInput = {
    date: '2026-06-06',
    now,
    covers: 2,
    occasion: DINNER,
    areaId: null,
    config: CONFIG,
    hours: HOURS,
    specialHours: [],
    servicePeriods: [{ id: 'all-day', name: 'All day', days: [1, 2, 3, 4, 5, 6, 7], firstStart: 6 * 60, lastStart: 30 * 60 - 1 }],
    tables,
    tableGroups,
    bookings,
  };
  const party = [1, 2, 2, 3, 4, 4, 5, 6, 8, 10];
  let slots = 0;
  for (let i = 0; i < 500; i++) slots += searchSlots({ ...base, covers: party[i % party.length]! }).times.length; // warm up
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const input = { ...base, covers: party[i % party.length]! };
    const t0 = performance.now();
    slots = searchSlots(input).times.length;
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const result = { p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99), slots };
  console.log(
    `slot search, 1 restaurant-day (${tables.length} tables, ${tableGroups.length} groups, ${bookings.length} bookings, ${iterations} runs): ` +
      `p50 ${result.p50Ms.toFixed(3)} ms, p99 ${result.p99Ms.toFixed(3)} ms (target p50 < 2 ms)`,
  );
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) benchSlotSearch();
