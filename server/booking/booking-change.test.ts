// Decision 041: the diner changes a confirmed booking's date, time or party
// through the signed link, under the same lock and engine as a create; a time
// someone else just took is status 9 with a 409 and changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import type { Restaurant } from '../../contract/content.ts';
import { addDays, daysBetween, londonDateOf } from '../../contract/london-time.ts';
import { bookingBody, createSharedApps, editSetup, plainDate, queryRows, type SharedApps } from '../../tests/support/booking-helpers.ts';
import { CHANGE_FINISHED, CHANGE_REQUEST, CHANGE_STARTED, changeRefusal } from './booking-change.ts';

const STORE = '1017';
let s: SharedApps;
let date: string;
let restaurant: Restaurant;
beforeAll(async () => {
  s = await createSharedApps(1);
  // Two tables: one for two, one for three or four; no pacing, so only the tables decide.
  await editSetup(db(), STORE, (setup) => ({
    config: { ...setup.config, pacingCoversPerInterval: null },
    tables: [
      { id: 't2', areaId: 'restaurant', minSeats: 1, maxSeats: 2 },
      { id: 't4', areaId: 'restaurant', minSeats: 3, maxSeats: 4 },
    ],
    tableGroups: [],
    occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
  }));
  restaurant = (await s.services[0]!.content.restaurantByStoreId(STORE))!;
  // Its weekly hours must seat 17:00 and 21:30 (Coventry's last seating is 21:00 from Sunday to Thursday).
  date = plainDate(restaurant, 4, { bookableAt: ['17:00', '21:30'] });
});
afterAll(() => s.close());

const app = () => s.apps[0]!;
const db = () => s.services[0]!.database.db;
const get = (url: string) => app().inject({ method: 'GET', url, headers: s.headers });
const post = (url: string, payload: object) => app().inject({ method: 'POST', url, headers: s.headers, payload });

interface Mail {
  kind: string;
  subject: string;
  text: string;
  attachments: { content: string }[];
}
const mailsAbout = (reference: string) =>
  queryRows<Mail>(
    db(),
    sql`select kind, subject, text, attachments from mail_outbox where subject like ${`%${reference}%`} order by created_at`,
  );
const ics = (m: Mail) => Buffer.from(m.attachments[0]!.content, 'base64').toString('utf8');
const field = (text: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(text)?.[1]?.trim();

/** Books through the API; returns the reference and the token of its e-mail's link. */
async function book(time: string, overrides: object = {}, kind = 'create') {
  const reply = await post(`/api/booking/${kind}/${STORE}`, bookingBody(date, time, overrides));
  expect(reply.statusCode).toBe(200);
  const reference = reply.json().data.bookingReference as string;
  // The diner's confirmation, not the restaurant's notice: one statement writes both, so their order is not fixed.
  const mail = (await mailsAbout(reference)).find((m) => !m.kind.startsWith('restaurant-'));
  const token = decodeURIComponent(/manage-booking\/\?token=(\S+)/.exec(mail!.text)![1]!);
  return { reference, token };
}
const change = (token: string, body: object) => post('/api/booking/change', { token, bookingDate: date, adults: 2, children: 0, ...body });
const row = async (reference: string) =>
  (
    await queryRows<{ id: string; starts_at: number; covers: number; table_ids: string[]; status: string }>(
      db(),
      sql`select id, starts_at, covers, table_ids, status from bookings where reference = ${reference}`,
    )
  )[0]!;

describe('changing a booking from the signed link', () => {
  let a: { reference: string; token: string };

  it('moves the time, keeps the reference, and writes the updated mail (same UID, higher SEQUENCE) and the audit entry', async () => {
    a = await book('19:00');
    const version = async () =>
      (await queryRows<{ version: number }>(db(), sql`select version from diary_versions where store_id = ${STORE} and date = ${date}`))[0]
        ?.version ?? 0;
    const before = await version();
    const changed = await change(a.token, { time: '19:30' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ bookingReference: a.reference, time: '19:30', covers: 2, status: 'confirmed' });
    expect(await version()).toBeGreaterThan(before); // the console diary refreshes

    const [placed, updated] = await mailsAbout(a.reference);
    expect(updated!.kind).toBe('booking-updated');
    expect(updated!.text).toContain('Time: 19:30');
    expect(field(ics(updated!), 'UID')).toBe(field(ics(placed!), 'UID'));
    expect(Number(field(ics(updated!), 'SEQUENCE'))).toBeGreaterThan(Number(field(ics(placed!), 'SEQUENCE')));

    const [audit] = await queryRows<{ actor: string; before: object; after: object }>(
      db(),
      sql`select actor, before, after from audit_log where entity_id = ${(await row(a.reference)).id} and action = 'change'`,
    );
    expect(audit).toMatchObject({ actor: 'Diner', before: { time: '19:00' }, after: { time: '19:30' } });
    const view = await get(`/api/booking/manage?token=${encodeURIComponent(a.token)}`);
    expect(view.json().data).toMatchObject({ time: '19:30' });
  });

  it('answers status 9 with a 409 for a time another diner just took, and changes nothing', async () => {
    const b = await book('21:30'); // takes the table for two
    const mailsBefore = (await mailsAbout(a.reference)).length;
    const taken = await change(a.token, { time: '21:30' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      code: 9,
      message: SLOT_TAKEN_MESSAGE,
      data: { bookingReference: null, bookingStatus: 9 },
    });
    expect((await row(a.reference)).starts_at).toBe(19 * 60 + 30);
    expect(await mailsAbout(a.reference)).toHaveLength(mailsBefore);
    expect((await row(b.reference)).table_ids).toEqual(['t2']);
  });

  it('re-seats a larger party at a table that fits it', async () => {
    expect((await row(a.reference)).table_ids).toEqual(['t2']);
    const bigger = await change(a.token, { time: '19:30', adults: 4 });
    expect(bigger.statusCode).toBe(200);
    expect(bigger.json().data.covers).toBe(4);
    expect(await row(a.reference)).toMatchObject({ covers: 4, table_ids: ['t4'] });
  });

  it('moves to another day and frees the old one', async () => {
    const next = plainDate(restaurant, daysBetween(londonDateOf(new Date()), date) + 7, { bookableAt: ['18:00'] });
    const moved = await change(a.token, { bookingDate: next, time: '18:00', adults: 2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ date: next, time: '18:00' });
    const slots = await get(`/api/booking/slots/${STORE}?occasionId=dinner&adults=4&dates=${date}&areaId=null`);
    expect(slots.json().data.dates[0].times).toContainEqual({ time: '19:30', canEnquire: false });
  });

  it('refuses requests and cancelled bookings, with a message the diner can act on', async () => {
    const request = await book('20:00', {}, 'enquiry');
    const refusedRequest = await change(request.token, { time: '20:15' });
    expect(refusedRequest.statusCode).toBe(422);
    expect(refusedRequest.json().message).toBe(CHANGE_REQUEST);

    const c = await book('17:00');
    expect((await post('/api/booking/cancel', { token: c.token })).statusCode).toBe(200);
    const refusedCancelled = await change(c.token, { time: '17:30' });
    expect(refusedCancelled.statusCode).toBe(422);
    expect(refusedCancelled.json().message).toBe(CHANGE_FINISHED);
  });

  it('offers the modal’s parties (product.md D14); one that needs a card the booking lacks is explained and refused, never capped', async () => {
    const d = await book('17:30');
    const booking = s.services[0]!.booking;
    const details = await booking.manageDetails(d.token);
    expect(details.change).toMatchObject({ minGuests: 1, maxGuests: 20, onlineUpTo: 20, cardFrom: 8, groupFrom: 21, occasionId: 'dinner' });
    expect(details.place).toEqual({ address: restaurant.address, phone: restaurant.phone, lat: restaurant.lat, lng: restaurant.lng });

    const nine = await change(d.token, { time: '19:00', adults: 9 });
    expect(nine.statusCode).toBe(422);
    expect(nine.json().message).toBe(
      'Tables for 8 or more are held with a card, and this booking was made without one, so it cannot be changed to 9 guests online. Please call the restaurant to change it.',
    );
    await expect(booking.changeTimes(d.token, { date, guests: 9 })).rejects.toMatchObject({ kind: 'refused', field: 'guests' });
    await expect(booking.changeTimes(d.token, { date, guests: 21 })).rejects.toMatchObject({ kind: 'invalid', field: 'guests' });
    expect((await row(d.reference)).covers).toBe(2);
    // Its table goes back for the tests that follow.
    expect((await post('/api/booking/cancel', { token: d.token })).statusCode).toBe(200);
  });

  it('refuses a booking that has started (the rule the service applies)', () => {
    const booking = { kind: 'booking' as const, status: 'confirmed' as const, date: '2026-03-02', startsAt: 19 * 60 };
    expect(changeRefusal(booking, new Date('2026-03-02T18:59:00Z'))).toBeNull();
    expect(changeRefusal(booking, new Date('2026-03-02T19:00:00Z'))).toBe(CHANGE_STARTED);
    expect(changeRefusal({ ...booking, status: 'seated' }, new Date('2026-03-01T12:00:00Z'))).not.toBeNull();
  });

  it('refuses a link the server did not sign (404) or that is not a link at all (400)', async () => {
    const forged = `00000000-0000-4000-8000-000000000000.${'A'.repeat(43)}`;
    expect((await change(forged, { time: '19:00' })).statusCode).toBe(404);
    expect((await change('nonsense', { time: '19:00' })).statusCode).toBe(400);
  });

  it('answers 400 naming the field for bad input', async () => {
    const d = await book('17:15');
    const cases: [object, string][] = [
      [{ time: '25:00' }, 'time'],
      [{ time: '19:00', bookingDate: '2026-02-30' }, 'bookingDate'],
      [{ time: '19:00', bookingDate: addDays(date, 400) }, 'bookingDate'],
      [{ time: '19:00', adults: 0 }, 'adults'],
      [{ time: '19:00', adults: 30 }, 'adults'],
    ];
    for (const [body, name] of cases) {
      const reply = await change(d.token, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(reply.json()), JSON.stringify(body)).toContain(name);
    }
    expect((await row(d.reference)).starts_at).toBe(17 * 60 + 15);
  });
});

describe('cancelling with a reason', () => {
  it('keeps the diner’s reason on the booking and in the audit log staff read', async () => {
    const e = await book('17:45', { adults: 3 });
    await s.services[0]!.booking.cancel(e.token, '  Our plans changed  ');
    const [stored] = await queryRows<{ status: string; status_reason: string; id: string }>(
      db(),
      sql`select id, status, status_reason from bookings where reference = ${e.reference}`,
    );
    expect(stored).toMatchObject({ status: 'cancelled', status_reason: 'Cancelled by the diner: Our plans changed' });
    const [audit] = await queryRows<{ reason: string }>(
      db(),
      sql`select reason from audit_log where entity_id = ${stored!.id} and action = 'cancel'`,
    );
    expect(audit!.reason).toBe('Cancelled by the diner: Our plans changed');
  });

  it('tells the restaurant about the change when its settings ask for every booking', async () => {
    await s.services[0]!.booking.saveRestaurantSettings(
      { staffId: null, name: 'Mesa' },
      {
        storeId: STORE,
        noticeEveryBooking: true,
        dailySheetAt: null,
        weeklySummary: true,
        pinWithinMinutes: 60,
        eventVatPercent: 20,
        yieldRule: true,
      },
    );
    const f = await book('19:00', { adults: 3 }); // the table for three or four
    expect((await change(f.token, { time: '19:15', adults: 3 })).statusCode).toBe(200);
    const notices = (await mailsAbout(f.reference)).filter((m) => m.kind === 'restaurant-change');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Booking changed by the diner');
    expect(notices[0]!.text).toMatch(/When: .* at 19:15/);
  });
});
