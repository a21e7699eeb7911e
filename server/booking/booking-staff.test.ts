// Staff's phone bookings, moves and walk-ins in the booking engine (product.md D8,
// product.md D5 and D8), through the service over the seeded database: a phone
// booking takes a time the online engine offers, any other time only with the
// override and its reason, and nothing outside the day's opening hours, override
// or not; a walk-in is seated now, nameless if need be, and a table already
// taken is product.md §8 status 9. Dates come from plainDate; the walk-ins pin
// the services' clock to an evening of that date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotsQuerySchema } from '../../contract/booking.ts';
import { BOOKING_CODES, SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import { bookingMoveSchema, staffBookingSchema, staffTimesQuerySchema, walkInSchema } from '../../contract/console-forms.ts';
import { addDays, instantOf } from '../../contract/london-time.ts';
import { loadContentPack, packRestaurants } from '../../content/load-pack.ts';
import { plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { auditTrail } from '../audit/audit-log.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { isDomainError, type DomainError } from '../domain/domain-error.ts';
import { NOT_OFFERED } from './booking-staff-create.ts';

const BATH = '1002';
const HOST: AuditActor = { staffId: 'staff-test-host', name: 'Host' };
/** The services' clock: noon the day before the test's date, so nothing hangs on when the suite runs; a test pins its own instant where it matters. */
const dayBefore = () => instantOf(addDays(date, -1), 12 * 60);
let clock = dayBefore;
let t: TestApp;
/** A Monday to Thursday with its weekly hours (12:00–22:00) that seats 19:00, at least three days ahead. */
let date: string;

beforeAll(async () => {
  // Monday to Thursday: open 12:00–22:00 on the weekly hours.
  const bath = packRestaurants(await loadContentPack()).find((r) => r.storeId === BATH)!;
  date = plainDate(bath, 3, { weekdays: [1, 2, 3, 4], bookableAt: ['19:00'] });
  t = await createTestApp({}, { clock: () => clock() });
});
afterAll(() => t.close());

const staff = () => t.services.booking.staff;
const phone = (over: Record<string, unknown> = {}) =>
  staffBookingSchema.parse({
    source: 'phone',
    date,
    time: '19:00',
    adults: 2,
    occasionId: 'dinner',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '01632 960001',
    ...over,
  });
async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isDomainError(err)) throw new Error(`expected a domain error, got ${String(err)}`);
  return err;
}
const PAST_CLOSING = 'The restaurant is open 12:00–22:00 on that day; this booking would run past closing.';

describe('the times a phone booking is offered', () => {
  it('are the online engine’s bookable times for the party, date and occasion, each with the tables it would give', async () => {
    for (const [occasionId, adults] of [
      ['dinner', 2],
      ['dinner', 5],
      ['lunch', 4],
      ['dinner', 12],
    ] as const) {
      const offered = await staff().times(BATH, staffTimesQuerySchema.parse({ date, adults, occasionId }));
      const online = await t.services.booking.slots(BATH, slotsQuerySchema.parse({ occasionId, adults: String(adults), dates: date }));
      const bookable = online.dates[0]!.times.filter((s) => !s.canEnquire).map((s) => s.time);
      expect({ occasionId, adults, times: offered.times.map((x) => x.time) }).toEqual({ occasionId, adults, times: bookable });
      expect(bookable.length).toBeGreaterThan(0);
      for (const time of offered.times) expect(time.tableIds.length).toBeGreaterThan(0);
    }
    const two = await staff().times(BATH, staffTimesQuerySchema.parse({ date, adults: 2, occasionId: 'dinner' }));
    expect(two.open).toEqual({ from: '12:00', to: '22:00' });
    const seven = two.times.find((x) => x.time === '19:00')!;
    // A party of two gets a two-seat table of its own, and every single table it names is free and the right size.
    expect(seven.tableIds).toHaveLength(1);
    expect(seven.freeTableIds).toContain(seven.tableIds[0]);
  });

  it('says why a day offers nothing', async () => {
    const closedOccasion = await staff().times(BATH, staffTimesQuerySchema.parse({ date, adults: 2, occasionId: 'bottomless-brunch' }));
    expect(closedOccasion).toMatchObject({ times: [], message: 'Bottomless brunch is not offered on that day.' });
  });
});

describe('a phone booking', () => {
  it('at an offered time gets the table the engine suggested', async () => {
    const offered = await staff().times(BATH, staffTimesQuerySchema.parse({ date, adults: 2, occasionId: 'dinner' }));
    const suggestion = offered.times.find((x) => x.time === '19:30')!.tableIds;
    const booked = await staff().create(HOST, BATH, phone({ time: '19:30', lastName: 'Offered' }));
    expect(booked).toMatchObject({ status: 'confirmed', source: 'phone', startsAt: 19 * 60 + 30, tableIds: suggestion });
  });

  it('at a time not offered is refused on the time without the override, and taken with it and a reason', async () => {
    const offGrid = await refusal(staff().create(HOST, BATH, phone({ time: '19:10' })));
    expect([offGrid.kind, offGrid.field, offGrid.message]).toEqual(['invalid', 'time', NOT_OFFERED]);
    // Lunch starts before the dinner occasion's window: inside the hours, not offered for dinner.
    const early = await refusal(staff().create(HOST, BATH, phone({ time: '14:00' })));
    expect([early.kind, early.field]).toEqual(['invalid', 'time']);

    const booked = await staff().create(
      HOST,
      BATH,
      phone({ time: '19:10', lastName: 'Override', override: true, overrideReason: 'Regulars, always early' }),
    );
    expect(booked).toMatchObject({ status: 'confirmed', startsAt: 19 * 60 + 10, durationMinutes: 90 });
    expect((await auditTrail(t.services.database.db, 'booking', booked.id))[0]).toMatchObject({
      action: 'created',
      reason: 'Override: Regulars, always early',
    });
  });

  it('outside the opening hours is refused on the time, even with the override', async () => {
    for (const override of [{}, { override: true, overrideReason: 'They insisted' }]) {
      const late = await refusal(staff().create(HOST, BATH, phone({ time: '21:00', ...override })));
      expect([late.kind, late.field, late.message]).toEqual(['invalid', 'time', PAST_CLOSING]);
      const early = await refusal(staff().create(HOST, BATH, phone({ time: '11:30', ...override })));
      expect([early.field, early.message]).toEqual([
        'time',
        'The restaurant is open 12:00–22:00 on that day; this booking would start before opening.',
      ]);
    }
    // The last turn that ends by closing is taken with the override (20:30 + 90 minutes = 22:00).
    const lastTurn = await staff().create(HOST, BATH, phone({ time: '20:30', override: true, overrideReason: 'Last orders' }));
    expect(lastTurn.startsAt + lastTurn.durationMinutes).toBe(22 * 60);
  });
});

describe('a move by staff', () => {
  const move = (body: Record<string, unknown>) => bookingMoveSchema.parse(body);
  it('is refused outside the opening hours, even with the override, and kept as it was', async () => {
    const booking = await staff().create(HOST, BATH, phone({ time: '18:00', lastName: 'Mover' }));
    const late = await refusal(staff().move(HOST, booking.id, move({ time: '21:00', override: true, overrideReason: 'Asked to' })));
    expect([late.kind, late.field, late.message]).toEqual(['invalid', 'time', PAST_CLOSING]);
    // A bigger party has a longer turn: five at 20:30 would sit until 22:30.
    const bigger = await refusal(staff().move(HOST, booking.id, move({ time: '20:30', adults: 5 })));
    expect([bigger.field, bigger.message]).toEqual(['time', PAST_CLOSING]);
    expect((await staff().find(booking.id)).startsAt).toBe(18 * 60);

    const moved = await staff().move(HOST, booking.id, move({ time: '20:00' }));
    expect(moved.startsAt).toBe(20 * 60);
  });

  it('changes a booking’s length (the diary grid’s dragged end), checked against the hours and the table’s next booking', async () => {
    const booking = await staff().create(HOST, BATH, phone({ time: '17:00', lastName: 'Longer', tableIds: ['p24'] }));
    // Decision 074: a table staff chose is pinned; re-seating never moves it.
    expect((await staff().find(booking.id)).pinned).toBe(true);
    const longer = await staff().move(HOST, booking.id, move({ durationMinutes: 150 }));
    expect([longer.startsAt, longer.durationMinutes, longer.tableIds]).toEqual([17 * 60, 150, ['p24']]);
    // Past closing (22:00 on these days) is refused, whatever the override; the length stays.
    const tooLong = await refusal(staff().move(HOST, booking.id, move({ durationMinutes: 330, override: true, overrideReason: 'Party' })));
    expect([tooLong.field, tooLong.message]).toEqual(['time', PAST_CLOSING]);
    // Into the next booking on the same table: status 9, and the length stays.
    await staff().create(HOST, BATH, phone({ time: '20:00', lastName: 'Next', tableIds: ['p24'] }));
    const clash = await refusal(staff().move(HOST, booking.id, move({ durationMinutes: 210 })));
    expect(clash.kind).toBe('conflict');
    expect((await staff().find(booking.id)).durationMinutes).toBe(150);
    expect(() => move({ durationMinutes: '20' })).toThrow(/at least 30 minutes/);
  });
});

describe('a walk-in', () => {
  const seat = (over: Record<string, unknown>) => staff().walkIn(HOST, BATH, walkInSchema.parse({ adults: 2, ...over }));

  it('is seated now at the chosen table without a name, and a table already taken now is status 9', async () => {
    clock = () => instantOf(date, 19 * 60 + 7);
    try {
      const walkIn = await seat({ tableIds: ['b19'] });
      expect(walkIn).toMatchObject({
        source: 'walk-in',
        status: 'seated',
        date,
        startsAt: 19 * 60 + 7,
        tableIds: ['b19'],
        firstName: '',
        lastName: '',
        email: '',
      });
      const named = await seat({ tableIds: ['b20'], name: 'Ada King Lovelace' });
      expect(named).toMatchObject({ firstName: 'Ada', lastName: 'King Lovelace' });

      const clash = await refusal(seat({ tableIds: ['b19'], adults: 1 }));
      expect([clash.kind, clash.code, clash.message]).toEqual(['conflict', BOOKING_CODES.BOOKING_WENT_WRONG, SLOT_TAKEN_MESSAGE]);
      // A phone booking already on the table at this hour is a clash too.
      const held = await staff().create(HOST, BATH, phone({ time: '18:45', tableIds: ['p23'], override: true, overrideReason: 'Test' }));
      expect(held.tableIds).toEqual(['p23']);
      expect((await refusal(seat({ tableIds: ['p23'] }))).code).toBe(BOOKING_CODES.BOOKING_WENT_WRONG);
    } finally {
      clock = dayBefore;
    }
  });

  it('late in the evening sits until closing, and is refused before opening', async () => {
    try {
      clock = () => instantOf(date, 21 * 60 + 20);
      const late = await seat({ tableIds: ['b21'] });
      expect([late.startsAt, late.durationMinutes]).toEqual([21 * 60 + 20, 40]);
      clock = () => instantOf(date, 11 * 60 + 30);
      const early = await refusal(seat({ tableIds: ['b21'] }));
      expect([early.kind, early.field]).toEqual(['invalid', 'time']);
      expect(early.message).toContain('start before opening');
    } finally {
      clock = dayBefore;
    }
  });
});
