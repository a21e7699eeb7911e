// Decision 080 through the booking API: a proposal's hold on tables keeps online bookings off them at its times
// (offered nothing that needs them, a create refused with product.md §8 status 9), an expired one frees them, a
// create racing the hold never shares a table with it, and a new version moves the hold without clashing with
// itself. On PGlite, and on PostgreSQL (TEST_DATABASE_URL) through two app instances; the clock is pinned.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUS_SLOT_TAKEN } from '../../contract/booking-codes.ts';
import { PROPOSAL_MESSAGES } from '../../contract/event-proposals.ts';
import { addDays, daysBetween, londonDateOf, type IsoDate } from '../../contract/london-time.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { DomainError } from '../domain/domain-error.ts';
import {
  bookingBody,
  createSharedApps,
  editSetup,
  overlappingPairs,
  plainDate,
  queryRows,
  type SharedApps,
} from '../../tests/support/booking-helpers.ts';
import { firmHold, placeHold, releaseHold, type EventSpace } from './event-hold.ts';

const NOW = new Date('2027-03-01T10:00:00Z');
let now = NOW;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const MANAGER: AuditActor = { staffId: 'staff-manager', name: 'Morgan Manager' };
const STORE = '1002';

let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(2, {}, { clock: () => now });
  // Two four-tops in one room, no pacing: a party of two fits either.
  await editSetup(db(), STORE, (setup) => ({
    areas: [{ id: 'room', name: 'Room' }],
    tables: [
      { id: 'r1', areaId: 'room', minSeats: 1, maxSeats: 4 },
      { id: 'r2', areaId: 'room', minSeats: 1, maxSeats: 4 },
    ],
    tableGroups: [],
    config: { ...setup.config, pacingCoversPerInterval: null },
    occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
  }));
});
afterAll(() => s.close());

const db = (i = 0) => s.services[i % s.services.length]!.database.db;
const deps = (i = 0) => ({ store: s.services[i % s.services.length]!.booking.eventHoldStore });
let ahead = 3;
const TIMES = ['17:00', '17:30', '19:00'];
/** A fresh trading day for each test, open at 19:00, counted from the pinned clock. */
async function day(): Promise<IsoDate> {
  const restaurant = (await s.services[0]!.content.restaurantByStoreId(STORE))!;
  return plainDate(restaurant, ahead++, { bookableAt: TIMES, from: londonDateOf(now) });
}

const space = (date: IsoDate, over: Partial<EventSpace> = {}): EventSpace => ({
  storeId: STORE,
  leadId: 'lead-1',
  date,
  startsAt: 18 * 60 + 30,
  endsAt: 23 * 60,
  tableIds: ['r1'],
  covers: 4,
  title: 'Private party: Smith, 4',
  contact: { firstName: 'Jo', lastName: 'Smith', email: 'jo.smith@example.com', phone: null },
  holdExpiresAt: at(2 * 24 * 60),
  ...over,
});

const hold = (sp: EventSpace, existing: string | null = null, i = 0) =>
  db(i).transaction((tx) => placeHold(tx, deps(i), sp, existing, MANAGER, now));

async function create(date: IsoDate, time: string, i = 0) {
  const reply = await s.apps[i % s.apps.length]!.inject({
    method: 'POST',
    url: `/api/booking/create/${STORE}`,
    headers: s.headers,
    payload: bookingBody(date, time),
  });
  const body = reply.json<{ data?: { bookingStatus?: number }; message?: string }>();
  return { status: reply.statusCode, code: body.data?.bookingStatus };
}

/**
 * Times offered to a party of two as bookable (a full time is only offered as a request), by the instance that
 * wrote last: another one may answer from its day's reads of the last second (product.md D5 "Performance").
 */
async function offered(date: IsoDate, i = 0): Promise<string[]> {
  const reply = await s.apps[i % s.apps.length]!.inject({
    method: 'GET',
    url: `/api/booking/slots/${STORE}?occasionId=dinner&adults=2&dates=${date}&areaId=null`,
    headers: s.headers,
  });
  const times = reply.json<{ data: { dates: { times: { time: string; canEnquire: boolean }[] }[] } }>().data.dates[0]!.times;
  return times.filter((t) => !t.canEnquire).map((t) => t.time);
}

interface Row {
  id: string;
  status: string;
  kind: string;
  table_ids: string[];
  starts_at: number;
  duration_minutes: number;
  hold_expires_at: Date | null;
  cancelled_by: string | null;
  status_reason: string | null;
}
const rowsOn = (date: IsoDate) =>
  queryRows<Row>(
    db(),
    sql`select id, status, kind, table_ids, starts_at, duration_minutes, hold_expires_at, cancelled_by, status_reason
          from bookings where store_id = ${STORE} and date = ${date} order by created_at`,
  );
const actions = async (id: string) =>
  (
    await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity = 'booking' and entity_id = ${id} order by at, id`,
    )
  ).map((r) => r.action);

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe(`an event's hold on the diary (${process.env.TEST_DATABASE_URL ? 'PostgreSQL, two app instances' : 'PGlite'})`, () => {
  it('keeps online bookings off its tables at its times: the other table is offered, then status 9', async () => {
    now = NOW;
    const date = await day();
    expect(await offered(date)).toContain('19:00');
    const id = await hold(space(date));
    const [event] = await rowsOn(date);
    expect(event).toMatchObject({ id, kind: 'event', status: 'held', table_ids: ['r1'], starts_at: 1110, duration_minutes: 270 });
    expect(await actions(id)).toEqual(['hold']);

    expect(await offered(date)).toContain('19:00'); // r2 is still free
    expect(await create(date, '19:00', 1)).toEqual({ status: 200, code: 0 });
    expect((await rowsOn(date)).find((r) => r.kind === 'booking')!.table_ids).toEqual(['r2']);
    expect(await offered(date, 1)).not.toContain('19:00');
    expect(await create(date, '19:00')).toEqual({ status: 409, code: BOOKING_STATUS_SLOT_TAKEN });
    // Before the event (a party of two sits 90 minutes), r1 is still offered.
    expect(await create(date, '17:00')).toEqual({ status: 200, code: 0 });
    expect(await overlappingPairs(db(), STORE)).toBe(0);
  });

  it('frees its tables once the hold has expired', async () => {
    now = NOW;
    const date = await day();
    await hold(space(date, { tableIds: ['r1', 'r2'], holdExpiresAt: at(30) }));
    expect(await offered(date)).not.toContain('19:00');
    expect(await create(date, '19:00')).toEqual({ status: 409, code: BOOKING_STATUS_SLOT_TAKEN });
    now = at(31);
    expect(await offered(date)).toContain('19:00');
    expect(await create(date, '19:00', 1)).toEqual({ status: 200, code: 0 });
    now = NOW;
  });

  it('never shares a table with an online booking racing it: the hold clashes or the booking gets status 9', async () => {
    now = NOW;
    const dates: IsoDate[] = [];
    for (let round = 0; round < 6; round++) {
      const date = await day();
      dates.push(date);
      // One table left at 19:00 once a party sits at r2: the hold and a create race for r1.
      expect(await create(date, '19:00')).toEqual({ status: 200, code: 0 });
      const taken = (await rowsOn(date))[0]!.table_ids;
      const free = ['r1', 'r2'].filter((t) => !taken.includes(t));
      const [held, booked] = await Promise.allSettled([
        hold(space(date, { tableIds: free }), null, round),
        create(date, '19:00', round + 1),
      ]);
      const holdWon = held.status === 'fulfilled';
      const bookingWon = booked.status === 'fulfilled' && booked.value.status === 200;
      expect(holdWon !== bookingWon).toBe(true);
      if (!holdWon) expect(held.reason).toMatchObject({ kind: 'conflict', message: PROPOSAL_MESSAGES.spaceTaken });
      if (!bookingWon) expect(booked).toMatchObject({ value: { status: 409, code: BOOKING_STATUS_SLOT_TAKEN } });
    }
    for (const date of dates) {
      const live = await rowsOn(date);
      expect(live).toHaveLength(2);
      expect(new Set(live.flatMap((r) => r.table_ids)).size).toBe(2); // one party per table
    }
  });

  it('is refused where a live booking sits, and moves to new times for a new version without clashing with itself', async () => {
    now = NOW;
    const date = await day();
    expect(await create(date, '17:00')).toEqual({ status: 200, code: 0 }); // one table, 17:00–18:30
    const early = (await rowsOn(date))[0]!;
    const clash = await refusal(hold(space(date, { startsAt: 18 * 60, endsAt: 20 * 60, tableIds: early.table_ids })));
    expect(clash).toMatchObject({ kind: 'conflict', message: PROPOSAL_MESSAGES.spaceTaken });

    const id = await hold(space(date, { tableIds: ['r1', 'r2'] }));
    expect(await offered(date)).not.toContain('17:30');
    // The new version overlaps the old hold's times: only other bookings count.
    const moved = await hold(space(date, { startsAt: 19 * 60, endsAt: 24 * 60, tableIds: ['r1', 'r2'], holdExpiresAt: at(60) }), id, 1);
    expect(moved).toBe(id);
    const event = (await rowsOn(date)).find((r) => r.id === id)!;
    expect(event).toMatchObject({ status: 'held', starts_at: 1140, duration_minutes: 300 });
    expect(new Date(event.hold_expires_at!).toISOString()).toBe(at(60).toISOString());
    expect(await actions(id)).toEqual(['hold', 'hold']);
    expect(await offered(date, 1)).toContain('17:30'); // free again before the moved event
    expect(await offered(date, 1)).not.toContain('19:00');
  });

  it('holds the next day too when the event runs past midnight', async () => {
    now = NOW;
    const restaurant = (await s.services[0]!.content.restaurantByStoreId(STORE))!;
    let date = await day();
    while (plainDate(restaurant, 1, { from: date, bookableAt: TIMES }) !== addDays(date, 1)) date = await day();
    ahead = daysBetween(londonDateOf(now), date) + 2; // the next tests' days start after the one it runs into
    await hold(space(date, { startsAt: 22 * 60, endsAt: 24 * 60 + 18 * 60, tableIds: ['r1', 'r2'] }));
    expect(await offered(addDays(date, 1))).not.toContain('17:00');
    expect(await create(addDays(date, 1), '17:00', 1)).toEqual({ status: 409, code: BOOKING_STATUS_SLOT_TAKEN });
    expect(await create(addDays(date, 1), '19:00')).toEqual({ status: 200, code: 0 }); // after it ends at 18:00
  });

  it('is made firm by the acceptance, and released without a mail to the client', async () => {
    now = NOW;
    const date = await day();
    const id = await hold(space(date, { tableIds: ['r1', 'r2'], holdExpiresAt: at(30) }));
    now = at(1);
    await db().transaction((tx) => firmHold(tx, deps(), id, { staffId: null, name: 'Diner' }, now));
    now = at(60); // past the hold's time: a firm event still holds its tables
    expect((await rowsOn(date))[0]).toMatchObject({ status: 'confirmed', hold_expires_at: null });
    expect(await create(date, '19:00')).toEqual({ status: 409, code: BOOKING_STATUS_SLOT_TAKEN });

    await db().transaction((tx) => releaseHold(tx, deps(), id, 'The client chose another venue', MANAGER, now));
    expect((await rowsOn(date))[0]).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'staff',
      status_reason: 'The client chose another venue',
    });
    expect(await actions(id)).toEqual(['hold', 'confirm', 'cancel']);
    expect(await create(date, '19:00')).toEqual({ status: 200, code: 0 });
    const mails = await queryRows(db(), sql`select id from mail_outbox where "to" like ${'%jo.smith@example.com%'}`);
    expect(mails).toEqual([]);
    now = NOW;
  });

  it('confirms a lapsed hold while its space is free, and refuses it once the space was taken', async () => {
    now = NOW;
    const free = await day();
    const a = await hold(space(free, { holdExpiresAt: at(30) }));
    now = at(45);
    await db().transaction((tx) => firmHold(tx, deps(), a, MANAGER, now));
    expect((await rowsOn(free))[0]).toMatchObject({ status: 'confirmed' });

    now = NOW;
    const taken = await day();
    const b = await hold(space(taken, { tableIds: ['r1', 'r2'], holdExpiresAt: at(30) }));
    now = at(45);
    expect(await create(taken, '19:00')).toEqual({ status: 200, code: 0 });
    const err = await refusal(db().transaction((tx) => firmHold(tx, deps(), b, MANAGER, now)));
    expect(err).toMatchObject({ kind: 'conflict', message: PROPOSAL_MESSAGES.spaceTaken });
    expect((await rowsOn(taken)).find((r) => r.id === b)).toMatchObject({ status: 'held' });
    now = NOW;
  });
});
