// Slot search, part 2: whether there is room — pacing, turn times, table fit,
// table groups, areas, holds, enquiries — and the create-time re-check.
import { describe, expect, it } from 'vitest';
import { BOOKING_CODES } from '../../../contract/booking-codes.ts';
import { checkSlot, searchSlots, turnTimeFor } from './slot-search.ts';
import { booked, config, occasion, quarters, slotInput, TABLES } from '../../../tests/support/booking-rule-fixtures.ts';

const times = (result: { times: { time: string }[] }) => result.times.map((t) => t.time);
const only = (...ids: string[]) => TABLES.filter((t) => ids.includes(t.id));
const without = (list: string[], remove: string[]) => list.filter((t) => !remove.includes(t));

describe('pacing: covers starting per interval', () => {
  const pacing6 = config({ pacingCoversPerInterval: 6 });
  const bookings = [booked('19:00', ['t3'], 3), booked('19:10', ['t4'], 1)]; // 19:10 counts in the 19:00 interval

  it('allows a party while the interval stays within the limit', () => {
    expect(times(searchSlots(slotInput({ config: pacing6, bookings, covers: 2 })))).toContain('19:00');
  });

  it('skips the interval the party would overfill', () => {
    const result = searchSlots(slotInput({ config: pacing6, bookings, covers: 3 }));
    expect(times(result)).toEqual(without(quarters('12:00', '21:00'), ['19:00']));
  });

  it('ignores bookings that no longer hold seats', () => {
    const gone = [booked('19:00', ['t3'], 6, 90, { status: 'cancelled' })];
    expect(times(searchSlots(slotInput({ config: pacing6, bookings: gone, covers: 2 })))).toContain('19:00');
  });

  it("leaves an event's covers out of the pacing, and its tables taken (decision 080)", () => {
    const event = [booked('19:00', ['t3'], 6, 240, { paced: false })];
    const two = searchSlots(slotInput({ config: pacing6, bookings: event, covers: 2 }));
    expect(times(two)).toContain('19:00');
    const onItsTable = searchSlots(slotInput({ config: pacing6, tables: only('t3'), bookings: event, covers: 2 }));
    expect(times(onItsTable)).not.toContain('19:00');
  });
});

describe('turn times and overlap', () => {
  it('picks the turn time by party size, the largest beyond the table', () => {
    const turns = config().turnTimes;
    expect([1, 2, 3, 4, 6, 7, 20, 40].map((c) => turnTimeFor(turns, c))).toEqual([90, 90, 105, 105, 120, 150, 150, 150]);
    expect(turnTimeFor([], 2)).toBeNull();
  });

  it('keeps a table free for the party’s whole turn time', () => {
    const bookings = [booked('19:00', ['t3'], 4, 105)];
    const two = searchSlots(slotInput({ tables: only('t3'), bookings, covers: 2 })); // 90 minutes
    const four = searchSlots(slotInput({ tables: only('t3'), bookings, covers: 4 })); // 105 minutes
    expect(times(two)).toEqual([...quarters('12:00', '17:30'), ...quarters('20:45', '21:00')]);
    expect(times(four)).toEqual([...quarters('12:00', '17:15'), ...quarters('20:45', '21:00')]);
  });

  it('lets one party sit down as the last one leaves', () => {
    expect(times(searchSlots(slotInput({ tables: only('t1'), bookings: [booked('12:00', ['t1'], 2, 90)] })))[0]).toBe('13:30');
  });

  it('counts a booking from the evening before that runs past midnight', () => {
    const lateOpen = slotInput({
      tables: only('t1'),
      hours: { ...slotInput().hours, mondayOpen: '00:00' },
      bookings: [booked('00:00', ['t1'], 2, 90, { startsAt: -30 })],
    });
    expect(times(searchSlots(lateOpen))[0]).toBe('01:00');
  });
});

describe('table fit and table groups', () => {
  it('seats a party only where minSeats ≤ covers ≤ maxSeats', () => {
    expect(searchSlots(slotInput({ tables: only('t5'), tableGroups: [], covers: 3 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
    expect(searchSlots(slotInput({ tables: only('t5'), tableGroups: [], covers: 4 })).code).toBe(BOOKING_CODES.OK);
    expect(searchSlots(slotInput({ tables: only('t3'), tableGroups: [], covers: 5 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
  });

  it('seats a larger party at a group of tables', () => {
    expect(searchSlots(slotInput({ covers: 8 })).code).toBe(BOOKING_CODES.OK);
    expect(searchSlots(slotInput({ covers: 8, tableGroups: [] })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
    expect(searchSlots(slotInput({ covers: 9 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
  });

  it('needs every table of a group free', () => {
    const result = searchSlots(slotInput({ covers: 8, bookings: [booked('19:00', ['t4'], 2, 90)] }));
    expect(times(result)).toEqual([...quarters('12:00', '16:30'), ...quarters('20:30', '21:00')]); // 150-minute turn
  });

  it('a booking on a group blocks its tables for smaller parties', () => {
    const bookings = [booked('19:00', ['t3', 't4'], 8, 150)];
    expect(times(searchSlots(slotInput({ tables: only('t3', 't4'), tableGroups: [], bookings, covers: 3 })))).not.toContain('19:00');
  });
});

describe('areas (product.md §4: areas work like menus)', () => {
  it('limits tables to the chosen area', () => {
    expect(searchSlots(slotInput({ areaId: 'bar', covers: 2 })).code).toBe(BOOKING_CODES.OK);
    expect(searchSlots(slotInput({ areaId: 'bar', covers: 4 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
  });

  it('limits tables to the areas the occasion allows', () => {
    const drinks = occasion({ id: 'drinks', areaLinkGroup: { type: 'inclusive', links: [{ id: 'bar' }] } });
    const full = [booked('19:00', ['b1'], 2, 90)];
    expect(times(searchSlots(slotInput({ occasion: drinks, bookings: full })))).not.toContain('19:00');
    const noTerrace = occasion({ areaLinkGroup: { type: 'exclusive', links: [{ id: 'terrace' }] } });
    expect(searchSlots(slotInput({ occasion: noTerrace, areaId: 'terrace' }))).toEqual({
      times: [],
      code: BOOKING_CODES.BOOKING_NO_FREE_SLOT,
    });
    expect(searchSlots(slotInput({ occasion: noTerrace, areaId: 'restaurant' })).code).toBe(BOOKING_CODES.OK);
  });
});

describe('holds', () => {
  const now = new Date('2026-05-31T09:00:00Z');
  it('a live hold holds its table; an expired one does not', () => {
    const hold = (expires: string) => [booked('19:00', ['t1'], 2, 90, { status: 'held', holdExpiresAt: new Date(expires) })];
    expect(times(searchSlots(slotInput({ now, tables: only('t1'), bookings: hold('2026-05-31T09:05:00Z') })))).not.toContain('19:00');
    expect(times(searchSlots(slotInput({ now, tables: only('t1'), bookings: hold('2026-05-31T08:55:00Z') })))).toContain('19:00');
  });
});

describe('canEnquire', () => {
  const full = TABLES.map((t) => booked('12:00', [t.id], 2, 12 * 60));

  it('marks times that are full online as enquiries when the occasion accepts them', () => {
    const result = searchSlots(slotInput({ bookings: full, occasion: occasion({ acceptsEnquiries: true }) }));
    expect(result.code).toBe(BOOKING_CODES.OK);
    expect(result.times).toEqual(quarters('12:00', '21:00').map((time) => ({ time, canEnquire: true })));
    expect(searchSlots(slotInput({ bookings: full })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
  });

  it('mixes bookable and enquiry times when only some are full', () => {
    const result = searchSlots(
      slotInput({ tables: only('t1'), bookings: [booked('19:00', ['t1'])], occasion: occasion({ acceptsEnquiries: true }) }),
    );
    expect(result.times.find((t) => t.time === '18:00')).toEqual({ time: '18:00', canEnquire: true });
    expect(result.times.find((t) => t.time === '17:30')).toEqual({ time: '17:30', canEnquire: false });
  });

  it('parties above enquiryAboveCovers can only enquire, even with tables free', () => {
    const xmas = occasion({ id: 'xmas', maximumCovers: 20, enquiryAboveCovers: 6 });
    const result = searchSlots(slotInput({ occasion: xmas, covers: 8 }));
    expect(result.times.length).toBe(37);
    expect(result.times.every((t) => t.canEnquire)).toBe(true);
    expect(searchSlots(slotInput({ occasion: xmas, covers: 6 })).times.every((t) => !t.canEnquire)).toBe(true);
  });

  it('parties above the online maximum are refused unless the occasion takes enquiries', () => {
    const small = config({ maxOnlineCovers: 6 });
    expect(searchSlots(slotInput({ config: small, covers: 8 })).code).toBe(BOOKING_CODES.BOOKING_NO_FREE_SLOT);
    expect(searchSlots(slotInput({ config: small, covers: 8, occasion: occasion({ acceptsEnquiries: true }) })).times[0]).toEqual({
      time: '12:00',
      canEnquire: true,
    });
  });

  it('never offers an enquiry outside hours or inside the lead time', () => {
    const result = searchSlots(
      slotInput({ now: new Date('2026-06-01T17:00:00Z'), bookings: full, occasion: occasion({ acceptsEnquiries: true }) }),
    );
    expect(times(result)).toEqual(quarters('19:00', '21:00'));
  });
});

describe('checkSlot (create re-check, product.md D5)', () => {
  it('returns the seats and times to store for a bookable time', () => {
    // Decision 073: the terrace four seats three as well as t3 and breaks up no group.
    expect(checkSlot(slotInput({ covers: 3 }), '19:00')).toEqual({
      code: BOOKING_CODES.OK,
      status: 'bookable',
      seating: { kind: 'table', id: 'p1', areaId: 'terrace', tableIds: ['p1'], maxSeats: 4 },
      moves: [],
      startsAt: 1140,
      durationMinutes: 105,
    });
  });

  it('gives the next diner other seats, and nothing once all are taken', () => {
    const input = slotInput({ tables: only('t1', 't2'), tableGroups: [] });
    const first = checkSlot(input, '19:00').seating!;
    const second = checkSlot({ ...input, bookings: [booked('19:00', first.tableIds)] }, '19:00').seating!;
    expect(new Set([first.id, second.id]).size).toBe(2);
    const third = checkSlot({ ...input, bookings: [booked('19:00', first.tableIds), booked('19:00', second.tableIds)] }, '19:00');
    expect(third).toMatchObject({ status: 'unavailable', code: BOOKING_CODES.BOOKING_NO_FREE_SLOT, seating: null });
  });

  it('reads a time before opening as after midnight', () => {
    const late = slotInput({ hours: { ...slotInput().hours, mondayClose: '01:00' } });
    expect(checkSlot(late, '00:00')).toMatchObject({ status: 'bookable', startsAt: 1440 });
    expect(checkSlot(late, '00:30').status).toBe('unavailable'); // after the last seating
  });

  it('refuses times off the grid, malformed or outside the rules', () => {
    for (const time of ['19:10', '25:00', '7pm', '11:45', '21:15']) expect(checkSlot(slotInput(), time).status).toBe('unavailable');
  });

  it('passes the stopping code through', () => {
    expect(checkSlot(slotInput({ config: config({ restaurantEnabled: false }) }), '19:00').code).toBe(
      BOOKING_CODES.BOOKING_RESTAURANT_DISABLED,
    );
  });

  it('reports an enquiry-only time as such', () => {
    const xmas = occasion({ enquiryAboveCovers: 6 });
    expect(checkSlot(slotInput({ occasion: xmas, covers: 8 }), '19:00')).toMatchObject({
      code: BOOKING_CODES.OK,
      status: 'enquiry',
      seating: null,
    });
  });
});
