// Decision 068: one set of effects per change of a booking's state, whichever door makes it. Two equivalent
// online bookings are changed the same way, one through the diner's door (the signed link's API) and one
// through staff's (the console's service): each writes the same diner mail and leaves its reminder the same
// (decision 038); only a diner's change or cancellation tells the restaurant, when its settings ask
// (product.md D8). Seated keeps the reminder; a no-show disarms it. The clock is pinned to a fixed morning.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMoveSchema, statusChangeSchema } from '../../contract/console-forms.ts';
import { instantOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { bookingBody, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { reminderDueAt } from './rules/reminder-plan.ts';

const STORE = '1052';
const HOST: AuditActor = { staffId: 'staff-test-host', name: 'Host' };
/** The fixed day the tests count from. */
const BASE: IsoDate = '2031-03-03';
let nowMs = instantOf(BASE, 9 * 60).getTime();
let t: TestApp;
let hours: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { clock: () => new Date(nowMs) });
  hours = (await t.services.booking.setupOf(STORE))!.config.reminderHoursBefore!;
});
afterAll(() => t.close());

const db = () => t.services.database.db;
const staff = () => t.services.booking.staff;
const post = async (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: await t.headers(), payload });

/** A date `ahead` days after BASE whose hours seat 19:00 and 20:00. */
async function dateAhead(ahead: number): Promise<IsoDate> {
  const restaurant = await t.services.content.restaurantByStoreId(STORE);
  return plainDate(restaurant!, ahead, { from: BASE, bookableAt: ['19:00', '20:00'] });
}

interface Booked {
  id: string;
  reference: string;
  token: string;
}

/** Books online through the API: the booking's id, reference and the token of its confirmation's link. */
async function book(date: IsoDate, time: string): Promise<Booked> {
  const res = await post(`/api/booking/create/${STORE}`, bookingBody(date, time));
  expect(res.statusCode).toBe(200);
  const reference = res.json().data.bookingReference as string;
  const [row] = await queryRows<{ id: string }>(db(), sql`select id from bookings where reference = ${reference}`);
  const [mail] = await queryRows<{ text: string }>(
    db(),
    sql`select text from mail_outbox where kind = 'booking-confirmation' and subject like ${`%${reference}%`}`,
  );
  const token = decodeURIComponent(/manage-booking\/\?token=(\S+)/.exec(mail!.text)![1]!);
  return { id: row!.id, reference, token };
}

/** The mails about a booking so far, by id. */
const mailIds = async (b: Booked) =>
  new Set(
    (await queryRows<{ id: string }>(db(), sql`select id from mail_outbox where subject like ${`%${b.reference}%`}`)).map((m) => m.id),
  );

/** What a change wrote besides the row: the kinds of the mails since `before`, and the reminder as it stands. */
async function effects(b: Booked, before: Set<string>) {
  const mails = await queryRows<{ id: string; kind: string }>(
    db(),
    sql`select id, kind from mail_outbox where subject like ${`%${b.reference}%`}`,
  );
  const [reminder] = await queryRows<{ due_at: string | Date; sent: boolean }>(
    db(),
    sql`select due_at, sent_at is not null as sent from booking_reminders where booking_id = ${b.id}`,
  );
  return {
    mails: mails
      .filter((m) => !before.has(m.id))
      .map((m) => m.kind)
      .sort(),
    reminder: reminder ? { dueAt: new Date(reminder.due_at).toISOString(), sent: reminder.sent } : null,
  };
}

async function noticeEveryBooking(on: boolean) {
  const settings = await t.services.booking.restaurantSettings(STORE);
  await t.services.booking.saveRestaurantSettings(HOST, { ...settings, noticeEveryBooking: on });
}

const due = (date: IsoDate, time: string) => reminderDueAt(date, parseHhmm(time)!, hours).toISOString();

describe('one set of effects per change, whichever door makes it (decision 068)', () => {
  it('a cancellation: the diner is mailed and the reminder disarmed, by the diner or by staff', async () => {
    const date = await dateAhead(5);
    const [byDiner, byStaff] = [await book(date, '19:00'), await book(date, '19:00')];
    expect((await effects(byDiner, new Set())).reminder).toEqual({ dueAt: due(date, '19:00'), sent: false });
    const [dinerBefore, staffBefore] = [await mailIds(byDiner), await mailIds(byStaff)];

    expect((await post('/api/booking/cancel', { token: byDiner.token })).statusCode).toBe(200);
    await staff().changeStatus(HOST, byStaff.id, statusChangeSchema.parse({ action: 'cancel', reason: 'Asked by phone' }));

    const same = { mails: ['booking-cancellation'], reminder: null };
    expect(await effects(byDiner, dinerBefore)).toEqual(same);
    expect(await effects(byStaff, staffBefore)).toEqual(same);
  });

  it('a diner’s cancellation alone tells the restaurant, when its settings ask', async () => {
    const date = await dateAhead(6);
    const [byDiner, byStaff] = [await book(date, '19:00'), await book(date, '19:00')];
    const [dinerBefore, staffBefore] = [await mailIds(byDiner), await mailIds(byStaff)];
    await noticeEveryBooking(true);
    try {
      expect((await post('/api/booking/cancel', { token: byDiner.token })).statusCode).toBe(200);
      await staff().changeStatus(HOST, byStaff.id, statusChangeSchema.parse({ action: 'cancel', reason: 'Kitchen closed' }));
    } finally {
      await noticeEveryBooking(false);
    }
    expect(await effects(byDiner, dinerBefore)).toEqual({ mails: ['booking-cancellation', 'restaurant-cancellation'], reminder: null });
    expect(await effects(byStaff, staffBefore)).toEqual({ mails: ['booking-cancellation'], reminder: null });
  });

  // The heading says who changed it (decision 026): "changed as you asked" or "the restaurant has changed". The
  // diner hears of a new party from staff as from their own change; a new time re-arms the reminder.
  it.each([
    { what: 'a new time and party', ahead: 7, time: '20:00', move: { time: '20:00', adults: 3 } },
    { what: 'a new party alone', ahead: 8, time: '19:00', move: { adults: 3 } },
  ])('$what: the diner is mailed the new details and the reminder armed for its time, by the diner or by staff', async (c) => {
    const date = await dateAhead(c.ahead);
    const [byDiner, byStaff] = [await book(date, '19:00'), await book(date, '19:00')];
    const [dinerBefore, staffBefore] = [await mailIds(byDiner), await mailIds(byStaff)];

    const changed = await post('/api/booking/change', { token: byDiner.token, bookingDate: date, time: c.time, adults: 3, children: 0 });
    expect(changed.statusCode).toBe(200);
    await staff().move(HOST, byStaff.id, bookingMoveSchema.parse(c.move));

    const reminder = { dueAt: due(date, c.time), sent: false };
    expect(await effects(byDiner, dinerBefore)).toEqual({ mails: ['booking-updated'], reminder });
    expect(await effects(byStaff, staffBefore)).toEqual({ mails: ['booking-changed'], reminder });
  });

  it('seated keeps the reminder as it was; a no-show disarms it; neither mails anyone', async () => {
    const date = await dateAhead(9);
    const [seated, missed] = [await book(date, '19:00'), await book(date, '19:00')];
    const [seatedBefore, missedBefore] = [await mailIds(seated), await mailIds(missed)];
    nowMs = instantOf(date, parseHhmm('19:30')!).getTime(); // after the start: a no-show can be called
    try {
      await staff().changeStatus(HOST, seated.id, statusChangeSchema.parse({ action: 'seat' }));
      await staff().changeStatus(HOST, missed.id, statusChangeSchema.parse({ action: 'no-show' }));
    } finally {
      nowMs = instantOf(BASE, 9 * 60).getTime();
    }
    expect(await effects(seated, seatedBefore)).toEqual({ mails: [], reminder: { dueAt: due(date, '19:00'), sent: false } });
    expect(await effects(missed, missedBefore)).toEqual({ mails: [], reminder: null });
  });
});
