// product.md D11 "Reminders that diners answer": each confirmed booking's reminder
// goes out once, across two instances (PostgreSQL, TEST_DATABASE_URL; one on
// PGlite) and a restart; a booking made after its reminder time gets none; a
// new time re-arms it and a cancellation disarms it; the Confirm link's GET
// changes nothing while its POST records the answer the diary shows. Every
// instance reads one pinned clock that the tests move; dates are chosen by
// rule from a fixed day, never from today (decision 032).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMoveSchema, staffBookingSchema, statusChangeSchema } from '../../contract/console-forms.ts';
import { instantOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { loadManagedBooking, manageBookingAction } from '../../app/features/manage-booking/manage-booking.server.ts';
import { buildApp } from '../app.ts';
import type { AppServices } from '../app-services.ts';
import { createConsoleBookings } from '../console/console-bookings.ts';
import { bookingBody, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { clientHeaders, throwAwayDatabase } from '../../tests/support/test-app.ts';
import { claimReminder, dueReminders } from './reminder-store.ts';

const STORE = '1052';
/** The fixed day the tests count from. */
const BASE: IsoDate = '2031-03-03';
let nowMs = instantOf(BASE, 9 * 60).getTime();
const clock = () => new Date(nowMs);
/** Sets every instance's clock to `hours` after `time` on `date` (negative: before). */
const setClock = (date: IsoDate, time: string, hours = 0) => {
  nowMs = instantOf(date, parseHhmm(time)!).getTime() + hours * 3_600_000;
};

const database = throwAwayDatabase({ RATE_LIMIT_PER_MINUTE: '1000000' }, { clock });
const instances: AppServices[] = [];
let app: FastifyInstance;
beforeAll(async () => {
  instances.push(await database.start());
  if (database.kind === 'postgres') instances.push(await database.start());
  app = await buildApp(instances[0]!, { logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop(instances[0]!.database.db);
  await Promise.all(instances.map((s) => s.database.close()));
});

const first = () => instances[0]!;
const db = () => first().database.db;

/** A date at the restaurant, `ahead` days after BASE, whose hours seat 19:00 and 20:00. */
async function dateAhead(ahead: number): Promise<IsoDate> {
  const restaurant = await first().content.restaurantByStoreId(STORE);
  return plainDate(restaurant!, ahead, { from: BASE, bookableAt: ['19:00', '20:00'] });
}

async function book(date: IsoDate, time: string, customer: object = {}): Promise<{ id: string; reference: string }> {
  // The app token is issued at the clock's time: a moved clock needs a fresh one.
  const headers = clientHeaders((await first().tokens.issue()).token);
  const payload = bookingBody(date, time);
  Object.assign(payload.customer as object, customer);
  const res = await app.inject({ method: 'POST', url: `/api/booking/create/${STORE}`, headers, payload });
  expect(res.statusCode).toBe(200);
  const reference = res.json().data.bookingReference as string;
  const [row] = await queryRows<{ id: string }>(db(), sql`select id from bookings where reference = ${reference}`);
  return { id: row!.id, reference };
}

const remindersFor = (reference: string) =>
  queryRows<{ text: string }>(db(), sql`select text from mail_outbox where kind = 'booking-reminder' and subject like ${`%${reference}%`}`);

const armed = async (bookingId: string) =>
  (
    await queryRows<{ sent: boolean; answer: string | null }>(
      db(),
      sql`select sent_at is not null as sent, answer from booking_reminders where booking_id = ${bookingId}`,
    )
  )[0] ?? null;

/** The signed manage link's token in a booking's confirmation e-mail. */
async function confirmationToken(reference: string): Promise<string> {
  const [mail] = await queryRows<{ text: string }>(
    db(),
    sql`select text from mail_outbox where kind = 'booking-confirmation' and subject like ${`%${reference}%`}`,
  );
  return new URL(/(https?:\/\/\S+manage-booking\/\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
}

/** The token of a link in a reminder's plain text, by its label. */
function tokenOf(text: string, label: string): string {
  const url = new RegExp(`${label}: (\\S+)`).exec(text)![1]!;
  return new URL(url).searchParams.get('token')!;
}

const diaryReminder = async (date: IsoDate, bookingId: string) => {
  const diary = await createConsoleBookings({ db: db(), booking: first().booking, clock }).diary(STORE, date);
  return diary.bookings.find((b) => b.id === bookingId)?.reminder;
};

describe(`booking reminders (${database.kind === 'postgres' ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('go out exactly once across instances, a crash before the commit and a restart', async () => {
    const date = await dateAhead(10);
    setClock(date, '12:00', -72);
    const booked = [await book(date, '19:00'), await book(date, '19:30'), await book(date, '20:00')];
    setClock(date, '20:00', -24 + 0.1); // every reminder is due

    // A run that claimed a reminder and died before its commit leaves it armed.
    const [due] = await dueReminders(db(), clock(), 1);
    await expect(
      db().transaction(async (tx) => {
        expect(await claimReminder(tx, due!, clock())).toBe(true);
        throw new Error('the process died here');
      }),
    ).rejects.toThrow('the process died here');
    expect(await armed(due!.bookingId)).toEqual({ sent: false, answer: null });

    // Every instance, twice over, tries to send every reminder it read as due: each is written once.
    const dueNow = await dueReminders(db(), clock(), 10);
    expect(dueNow.map((d) => d.bookingId).sort()).toEqual(booked.map((b) => b.id).sort());
    const sends = await Promise.all([...instances, ...instances].flatMap((s) => dueNow.map((d) => s.booking.reminders.send(d, clock()))));
    expect(sends.filter(Boolean)).toHaveLength(3);
    expect((await Promise.all(instances.map((s) => s.booking.reminders.runDue()))).reduce((a, b) => a + b, 0)).toBe(0);
    for (const b of booked) expect(await remindersFor(b.reference)).toHaveLength(1);

    // A restart: a new instance over the same database (PostgreSQL), or another run (PGlite), finds nothing to send.
    if (database.kind === 'postgres') {
      const gone = instances.pop()!;
      await gone.database.close();
      instances.push(await database.start());
    }
    expect(await instances.at(-1)!.booking.reminders.runDue()).toBe(0);
    for (const b of booked) expect(await remindersFor(b.reference)).toHaveLength(1);
  });

  it('sends none for a booking made after its reminder time', async () => {
    const date = await dateAhead(20);
    setClock(date, '16:00'); // three hours before a 24-hour reminder's booking
    const late = await book(date, '19:00');
    expect(await armed(late.id)).toBeNull();
    setClock(date, '18:30');
    await first().booking.reminders.runDue();
    expect(await remindersFor(late.reference)).toEqual([]);
  });

  it('without SMS provider keys, a diner who opted in to texts gets the e-mail only', async () => {
    const date = await dateAhead(25);
    setClock(date, '12:00', -72);
    const booking = await book(date, '19:00', { shouldReceiveSms: true, phoneNumber: '07700 900123' });
    setClock(date, '19:00', -23.5);
    await first().booking.reminders.runDue();
    expect(await remindersFor(booking.reference)).toHaveLength(1);
    expect(await queryRows(db(), sql`select id from mail_outbox where channel = 'sms'`)).toEqual([]);
  });

  it('a cancellation disarms the reminder', async () => {
    const date = await dateAhead(30);
    setClock(date, '12:00', -72);
    const booking = await book(date, '19:00');
    expect(await armed(booking.id)).toEqual({ sent: false, answer: null });
    await first().booking.cancel(await confirmationToken(booking.reference));
    expect(await armed(booking.id)).toBeNull();
    setClock(date, '19:00', -23);
    await first().booking.reminders.runDue();
    expect(await remindersFor(booking.reference)).toEqual([]);
  });

  it('a scanner’s GET of the links changes nothing; the Confirm POST is shown in the diary; a new time re-arms', async () => {
    const date = await dateAhead(40);
    setClock(date, '12:00', -72);
    const booking = await book(date, '19:00');
    expect(await diaryReminder(date, booking.id)).toBeNull();
    setClock(date, '19:00', -23.5); // half an hour after it fell due
    expect(await first().booking.reminders.runDue()).toBe(1);
    const [mail] = await remindersFor(booking.reference);
    expect(await diaryReminder(date, booking.id)).toBe('no-answer');

    const context = { services: first() } as unknown as AppLoadContext;
    const token = tokenOf(mail!.text, 'Confirm you are coming');
    for (const label of ['Confirm you are coming', 'Change your booking', 'Cancel your booking']) {
      const url = /: (\S+)/.exec(mail!.text.split('\n').find((l) => l.startsWith(label))!)![1]!;
      const page = await loadManagedBooking(context, new Request(url));
      expect(page.init?.status ?? 200).toBe(200);
    }
    const scanned = await loadManagedBooking(context, new Request(`https://mesa.example/manage-booking/?token=${token}&step=confirm`));
    expect(scanned.data).toMatchObject({ step: 'confirm', booking: { status: 'confirmed' } });
    expect(await armed(booking.id)).toEqual({ sent: true, answer: null });
    expect(await diaryReminder(date, booking.id)).toBe('no-answer');

    const press = () =>
      manageBookingAction(
        context,
        new Request('https://mesa.example/manage-booking/', { method: 'POST', body: new URLSearchParams({ token, intent: 'confirm' }) }),
      );
    const pressed = (await press()) as Response;
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get('location')).toContain('done=confirmed');
    expect(await armed(booking.id)).toEqual({ sent: true, answer: 'confirmed' });
    expect(await diaryReminder(date, booking.id)).toBe('confirmed-by-diner');
    expect(((await press()) as Response).status).toBe(302); // a second press changes nothing

    // The diner moves the booking an hour later: the reminder is re-armed for the new time and sent again.
    const moved = await first().booking.change(token, { bookingDate: date, time: '20:00', adults: 2, children: 0 });
    expect(moved.outcome).toBe('changed');
    expect(await armed(booking.id)).toEqual({ sent: false, answer: null });
    expect(await diaryReminder(date, booking.id)).toBeNull();
    expect(await first().booking.reminders.runDue()).toBe(0); // due at 20:00 the day before, not yet
    setClock(date, '20:00', -23.5);
    expect(await first().booking.reminders.runDue()).toBe(1);
    expect(await remindersFor(booking.reference)).toHaveLength(2);
  });

  it('staff writes arm, re-arm and disarm it as the diner’s do', async () => {
    const date = await dateAhead(50);
    setClock(date, '12:00', -72);
    const host = { staffId: null, name: 'Mesa' as const };
    const { staff } = first().booking;
    const phoned = await staff.create(
      host,
      STORE,
      staffBookingSchema.parse({
        source: 'phone',
        date,
        time: '19:00',
        adults: 2,
        occasionId: 'dinner',
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'ada@example.com',
      }),
    );
    const noEmail = await staff.create(
      host,
      STORE,
      staffBookingSchema.parse({
        source: 'phone',
        date,
        time: '19:00',
        adults: 2,
        occasionId: 'dinner',
        firstName: 'Bo',
        lastName: 'Ng',
        phone: '01632 960003',
      }),
    );
    expect(await armed(phoned.id)).toEqual({ sent: false, answer: null });
    expect(await armed(noEmail.id)).toBeNull(); // nobody to e-mail

    setClock(date, '19:00', -23.5);
    await first().booking.reminders.runDue();
    expect(await armed(phoned.id)).toEqual({ sent: true, answer: null });
    await staff.move(host, phoned.id, bookingMoveSchema.parse({ time: '20:00' }));
    expect(await armed(phoned.id)).toEqual({ sent: false, answer: null }); // re-armed for 20:00 the day before
    setClock(date, '20:00', -23.5);
    expect(await first().booking.reminders.runDue()).toBe(1);
    await staff.move(host, phoned.id, bookingMoveSchema.parse({ adults: 3 }));
    expect(await armed(phoned.id)).toEqual({ sent: true, answer: null }); // another party size leaves it as sent
    await staff.changeStatus(host, phoned.id, statusChangeSchema.parse({ action: 'cancel', reason: 'Asked by phone' }));
    expect(await armed(phoned.id)).toBeNull();
  });
});
