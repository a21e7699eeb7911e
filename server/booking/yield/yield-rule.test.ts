// Decision 075 through the booking API: with past weeks whose evenings brought parties of four at 19:00, a couple
// is not given the last four-top at 19:00 (not offered, and refused at create), while the party of four is; with
// the rule switched off in the restaurant's settings the couple is offered it again. A couple re-seating may still
// move off the four-top leaves it priced for the party of four to come; once staff pin them there, it does not. A
// diner's search and booking are recorded by their session, with the times that were full. On PGlite, and on
// PostgreSQL (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantOf, type IsoDate } from '../../../contract/london-time.ts';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { bookingDemand } from '../../db/schema.ts';
import { bookingBody, createSharedApps, editSetup, plainDate, queryRows, type SharedApps } from '../../../tests/support/booking-helpers.ts';

let s: SharedApps;
beforeAll(async () => {
  s = await createSharedApps(1, {}, { clock: () => instantOf(TODAY, 9 * 60) });
});
afterAll(() => s.close());

const services = () => s.services[0]!;
const db = () => services().database.db;
const SEVEN = 19 * 60;
/** The pinned clock's day (a Monday): the test holds whatever today is. */
const TODAY: IsoDate = '2031-03-03';

async function call(method: 'GET' | 'POST', url: string, sessionid: string, payload?: Record<string, unknown>) {
  return s.apps[0]!.inject({ method, url, headers: { ...s.headers, sessionid: `session-${sessionid}` }, ...(payload ? { payload } : {}) });
}
const slots = async (storeId: string, date: IsoDate, adults: number, session: string) =>
  (
    (await call('GET', `/api/booking/slots/${storeId}?occasionId=dinner&adults=${adults}&dates=${date}&areaId=null`, session)).json().data
      .dates[0].times as { time: string; canEnquire: boolean }[]
  )
    .filter((t) => !t.canEnquire)
    .map((t) => t.time);

const TWO_AND_FOUR = {
  tables: [
    { id: 'two', areaId: 'room', minSeats: 1, maxSeats: 2 },
    { id: 'four', areaId: 'room', minSeats: 1, maxSeats: 4 },
  ],
  tableGroups: [],
};

/**
 * A two-top and a four-top (or `room`); past weeks' evenings on the date's weekday each brought three parties of
 * four at 19:00 (or `parties`).
 */
async function fourTopEvening(
  storeId: string,
  room: Pick<BookingSetup, 'tables' | 'tableGroups'> = TWO_AND_FOUR,
  parties: readonly number[] = [4, 4, 4],
): Promise<IsoDate> {
  await editSetup(db(), storeId, (setup) => ({
    areas: [{ id: 'room', name: 'Room' }],
    ...room,
    config: { ...setup.config, pacingCoversPerInterval: null },
    occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
  }));
  services().booking.forgetSetups();
  const restaurant = (await services().content.restaurantByStoreId(storeId))!;
  const date = plainDate(restaurant, 3, { bookableAt: ['19:00'], from: TODAY });
  const past = [1, 2, 3, 4].map((w) => addDays(date, -7 * w)).filter((d) => d < TODAY);
  await db()
    .insert(bookingDemand)
    .values(
      past.flatMap((serviceDate) =>
        parties.map((covers, n) => ({
          storeId,
          serviceDate,
          covers,
          sessionKey: `past-${n}`,
          bookedStart: SEVEN,
          fullStarts: [],
          leadMinutes: 60,
          createdAt: new Date(`${serviceDate}T08:00:00Z`),
        })),
      ),
    );
  return date;
}

describe(`the yield rule through the booking API (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps the last four-top at 19:00 for the parties of four the past weeks brought, until the rule is switched off', async () => {
    const storeId = '1002';
    const date = await fourTopEvening(storeId);
    // The first couple takes the two-top: it costs nothing the forecast wants.
    expect(await slots(storeId, date, 2, 'couple-1')).toContain('19:00');
    expect((await call('POST', `/api/booking/create/${storeId}`, 'couple-1', bookingBody(date, '19:00'))).statusCode).toBe(200);
    // The second couple would take the four-top: not offered, and refused if asked for anyway.
    expect(await slots(storeId, date, 2, 'couple-2')).not.toContain('19:00');
    expect(await slots(storeId, date, 4, 'four-1')).toContain('19:00');
    const refused = await call('POST', `/api/booking/create/${storeId}`, 'couple-2', bookingBody(date, '19:00'));
    expect(refused.statusCode).toBe(409);
    // The restaurant switches the rule off: the couple is offered the four-top and seated on it.
    const settings = await services().booking.restaurantSettings(storeId);
    await services().booking.saveRestaurantSettings({ staffId: 'staff-manager', name: 'Mo Manager' }, { ...settings, yieldRule: false });
    expect(await slots(storeId, date, 2, 'couple-3')).toContain('19:00');
    expect((await call('POST', `/api/booking/create/${storeId}`, 'couple-3', bookingBody(date, '19:00'))).statusCode).toBe(200);
  });

  it('gives a couple the seats the parties to come need least: the three-top, not a two-top of the pair that seats four', async () => {
    const storeId = '1004';
    const date = await fourTopEvening(storeId, {
      tables: [
        { id: 'two-a', areaId: 'room', minSeats: 1, maxSeats: 2 },
        { id: 'two-b', areaId: 'room', minSeats: 1, maxSeats: 2 },
        { id: 'three', areaId: 'room', minSeats: 1, maxSeats: 3 },
      ],
      tableGroups: [{ id: 'pair', areaId: 'room', tableIds: ['two-a', 'two-b'], minSeats: 3, maxSeats: 4 }],
    });
    // Least waste alone (decision 073) would seat the couple at a two-top, an empty seat fewer than the three-top,
    // and break up the only seating for four.
    expect((await call('POST', `/api/booking/create/${storeId}`, 'couple', bookingBody(date, '19:00'))).statusCode).toBe(200);
    const seated = await queryRows<{ table_ids: string[] }>(
      db(),
      sql`select table_ids from bookings where store_id = ${storeId} and date = ${date} and status <> 'cancelled'`,
    );
    expect(seated.map((r) => r.table_ids)).toEqual([['three']]);
    const four = await call('POST', `/api/booking/create/${storeId}`, 'four', bookingBody(date, '19:00', { adults: 4 }));
    expect(four.statusCode).toBe(200);
  });

  it('prices a booking re-seating may move wherever it could sit, and a pinned one on its table', async () => {
    const storeId = '1005';
    // Past weeks each brought a party of four and a couple at 19:00.
    const date = await fourTopEvening(storeId, TWO_AND_FOUR, [4, 2]);
    const setRule = async (yieldRule: boolean) =>
      services().booking.saveRestaurantSettings(
        { staffId: 'staff-manager', name: 'Mo Manager' },
        { ...(await services().booking.restaurantSettings(storeId)), yieldRule },
      );
    // With the rule off, two couples take the two-top and the four-top; the first cancels.
    await setRule(false);
    for (const session of ['first', 'second'])
      expect((await call('POST', `/api/booking/create/${storeId}`, session, bookingBody(date, '19:00'))).statusCode).toBe(200);
    const booked = () =>
      queryRows<{ id: string; table_ids: string[] }>(
        db(),
        sql`select id, table_ids from bookings where store_id = ${storeId} and date = ${date} order by created_at`,
      );
    const [first, second] = await booked();
    await db().execute(sql`update bookings set status = 'cancelled' where id = ${first!.id}`);
    expect(second!.table_ids).toEqual(['four']);
    await setRule(true);
    // The couple on the four-top can still be moved to the two-top, which leaves the four-top to the party of four
    // to come: the two-top is worth the couple to come, more than a single.
    expect(await slots(storeId, date, 1, 'single-1')).not.toContain('19:00');
    // Staff pin the couple where they sit: the four-top is gone for the party of four, and the single is offered 19:00.
    await services().booking.staff.setPinned({ staffId: 'staff-manager', name: 'Mo Manager' }, second!.id, true);
    expect(await slots(storeId, date, 1, 'single-2')).toContain('19:00');
    expect((await call('POST', `/api/booking/create/${storeId}`, 'single-2', bookingBody(date, '19:00', { adults: 1 }))).statusCode).toBe(
      200,
    );
  });

  it('records a diner’s search with the times full then, and their booking over it', async () => {
    const storeId = '1003';
    const date = await fourTopEvening(storeId);
    await services().booking.yieldRule.settled();
    const mine = () =>
      queryRows<{ covers: number; booked_start: number | null; full_starts: number[]; session_key: string }>(
        db(),
        sql`select covers, booked_start, full_starts, session_key from booking_demand where store_id = ${storeId} and service_date = ${date} order by created_at`,
      );
    // Someone has the two-top and someone the four-top at 19:00: a couple searching finds 19:00 full.
    const settings = await services().booking.restaurantSettings(storeId);
    await services().booking.saveRestaurantSettings({ staffId: 'staff-manager', name: 'Mo Manager' }, { ...settings, yieldRule: false });
    for (const session of ['a', 'b'])
      expect((await call('POST', `/api/booking/create/${storeId}`, session, bookingBody(date, '19:00'))).statusCode).toBe(200);
    const offered = await slots(storeId, date, 2, 'searcher');
    expect(offered).not.toContain('19:00');
    await services().booking.yieldRule.settled();
    const rows = await mine();
    const search = rows.find((r) => r.booked_start === null)!;
    expect(search.covers).toBe(2);
    expect(search.full_starts).toContain(SEVEN);
    expect(search.session_key).not.toContain('searcher'); // only a hash of the browser's id is kept
    // A second search by the same diner is not counted again; their booking replaces the search.
    await slots(storeId, date, 2, 'searcher');
    expect((await call('POST', `/api/booking/create/${storeId}`, 'searcher', bookingBody(date, '20:30'))).statusCode).toBe(200);
    await services().booking.yieldRule.settled();
    const after = await mine();
    expect(after).toHaveLength(3);
    expect(after.filter((r) => r.booked_start === 20 * 60 + 30)).toHaveLength(1);
    // The availability call (the modal comparing nearby restaurants) records nothing: a comparison is not a request.
    const asked = await call('POST', '/api/booking/availability', 'nearby', {
      stores: [{ storeId, miles: 1 }],
      date,
      adultCovers: 3,
      childrenCovers: 0,
    });
    expect(asked.statusCode).toBe(200);
    await services().booking.yieldRule.settled();
    expect(await mine()).toHaveLength(3);
  });
});
