// Decision 050 "Waitlist": a cancellation frees a held table to the
// first waitlisted diner, whose claim books it while a racing online booking
// for those seats gets booking status 9; a scanner's GET of the claim link
// changes nothing; an expired hold passes to the next diner; the offer job on
// two instances (PostgreSQL, TEST_DATABASE_URL; twice over on PGlite) makes
// one offer. Every instance reads one pinned clock the tests move; dates are
// chosen by rule from a fixed day, never from today (decision 032).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUS_SLOT_TAKEN } from '../../contract/booking-codes.ts';
import { instantOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import { loadWaitlistPage, waitlistPageAction } from '../../app/features/waitlist/waitlist-page.server.ts';
import { buildApp } from '../app.ts';
import type { AppServices } from '../app-services.ts';
import { bookingBody, editSetup, overlappingPairs, plainDate, queryRows } from '../../tests/support/booking-helpers.ts';
import { clientHeaders, throwAwayDatabase } from '../../tests/support/test-app.ts';
import { HOLD_EXPIRED } from './waitlist-offer.ts';

const STORE = '1052';
const BASE: IsoDate = '2031-03-03';
let nowMs = instantOf(BASE, 9 * 60).getTime();
const clock = () => new Date(nowMs);
const setClock = (date: IsoDate, time: string, hours = 0) => {
  nowMs = instantOf(date, parseHhmm(time)!).getTime() + hours * 3_600_000;
};
const tick = (minutes: number) => {
  nowMs += minutes * 60_000;
};

const database = throwAwayDatabase(
  { RATE_LIMIT_PER_MINUTE: '1000000', FORM_RATE_LIMIT_PER_IP: '100000', FORM_RATE_LIMIT_PER_SESSION: '100000' },
  { clock },
);
const instances: AppServices[] = [];
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  instances.push(await database.start());
  if (database.kind === 'postgres') instances.push(await database.start());
  // One table for four: a booking at 19:00 makes the evening around it full.
  await editSetup(instances[0]!.database.db, STORE, (setup) => ({
    areas: [{ id: 'main', name: 'Main room' }],
    tables: [{ id: 't1', areaId: 'main', minSeats: 1, maxSeats: 4 }],
    tableGroups: [],
    config: { ...setup.config, pacingCoversPerInterval: null, waitlistOnline: true, waitlistHoldMinutes: 15 },
    occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
  }));
  for (const s of instances) {
    s.booking.forgetSetups();
    const app = await buildApp(s, { logger: false });
    await app.ready();
    apps.push(app);
  }
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await database.drop(instances[0]!.database.db);
  await Promise.all(instances.map((s) => s.database.close()));
});

const first = () => instances[0]!;
const last = () => instances.at(-1)!;
const db = () => first().database.db;
const context = (s: AppServices = first()) => ({ services: s }) as unknown as AppLoadContext;

async function dateAhead(ahead: number): Promise<IsoDate> {
  const restaurant = await first().content.restaurantByStoreId(STORE);
  return plainDate(restaurant!, ahead, { from: BASE, bookableAt: ['18:00', '19:00', '20:00'] });
}

const headers = async (s: AppServices = first()) => clientHeaders((await s.tokens.issue()).token);

async function create(date: IsoDate, time: string, on = 0) {
  const s = instances[on % instances.length]!;
  return apps[on % apps.length]!.inject({
    method: 'POST',
    url: `/api/booking/create/${STORE}`,
    headers: await headers(s),
    payload: bookingBody(date, time),
  });
}

async function book(date: IsoDate, time: string): Promise<{ id: string; reference: string }> {
  const res = await create(date, time);
  expect(res.statusCode).toBe(200);
  const reference = res.json().data.bookingReference as string;
  const [row] = await queryRows<{ id: string }>(db(), sql`select id from bookings where reference = ${reference}`);
  return { id: row!.id, reference };
}

async function join(date: IsoDate, email: string, from = '19:00', to = '19:00') {
  const res = await apps[0]!.inject({
    method: 'POST',
    url: `/api/v1/waitlist/join/${STORE}`,
    headers: await headers(),
    payload: {
      date,
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      from,
      to,
      firstName: 'Wanda',
      lastName: 'Waits',
      email,
      phoneNumber: '07700 900456',
      shouldReceiveSms: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  tick(1); // the next to join joins later: the queue is oldest first
  const [row] = await queryRows<{ id: string }>(db(), sql`select id from waitlist_entries where email = ${email} and date = ${date}`);
  return row!.id;
}

const entry = async (id: string) =>
  (
    await queryRows<{ status: string; booking_id: string | null }>(
      db(),
      sql`select status, booking_id from waitlist_entries where id = ${id}`,
    )
  )[0]!;
const booking = async (id: string) =>
  (
    await queryRows<{ status: string; source: string; hold_expires_at: unknown; status_reason: string | null; table_ids: string[] }>(
      db(),
      sql`select status, source, hold_expires_at, status_reason, table_ids from bookings where id = ${id}`,
    )
  )[0]!;
const mails = (kind: string, to: string) =>
  queryRows<{ text: string; subject: string }>(
    db(),
    sql`select text, subject from mail_outbox where kind = ${kind} and "to" = ${to} order by created_at`,
  );

/** The signed link of a mail's plain text, by its label. */
const linkIn = (text: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(text)![1]!;

async function manageToken(reference: string): Promise<string> {
  const [mail] = await queryRows<{ text: string }>(
    db(),
    sql`select text from mail_outbox where kind = 'booking-confirmation' and subject like ${`%${reference}%`}`,
  );
  return new URL(/(https?:\/\/\S+manage-booking\/\S+)/.exec(mail!.text)![1]!).searchParams.get('token')!;
}

const post = (fields: Record<string, string>) =>
  new Request('https://mesa.example/waitlist/', { method: 'POST', body: new URLSearchParams(fields) });
const location = (res: unknown) => (res as Response).headers.get('location') ?? '';

describe(`the waitlist (${database.kind === 'postgres' ? 'PostgreSQL, two instances' : 'PGlite'})`, () => {
  it('a cancellation frees a held table to the first waitlisted diner, whose claim books it while a racing online booking gets status 9', async () => {
    const date = await dateAhead(10);
    setClock(date, '12:00', -48);
    const taken = await book(date, '19:00');
    expect((await create(date, '19:00', 1)).statusCode).toBe(409); // the evening is full

    const w1 = await join(date, 'first@example.com');
    const w2 = await join(date, 'second@example.com');
    expect(await entry(w1)).toEqual({ status: 'waiting', booking_id: null });
    const [joined] = await mails('waitlist-joined', 'first@example.com');
    expect(joined!.text).toContain('Leave the waitlist: ');

    // The diner cancels through the manage link: the freed table is held for the first diner on the list.
    await first().booking.cancel(await manageToken(taken.reference));
    const offered = await entry(w1);
    expect(offered.status).toBe('offered');
    const held = await booking(offered.booking_id!);
    expect(held).toMatchObject({ status: 'held', source: 'waitlist', table_ids: ['t1'] });
    expect(new Date(held.hold_expires_at as string).getTime()).toBe(nowMs + 15 * 60_000);
    expect((await entry(w2)).status).toBe('waiting');
    const [offer] = await mails('waitlist-offer', 'first@example.com');
    expect(offer!.text).toContain('held for you until');
    const claimUrl = linkIn(offer!.text, 'Book this table');
    const token = new URL(claimUrl).searchParams.get('token')!;

    // A mail scanner following the link changes nothing.
    const scanned = await loadWaitlistPage(context(), new Request(claimUrl));
    expect(scanned.data).toMatchObject({ step: 'claim', entry: { status: 'offered', offer: { time: '19:00', expired: false } } });
    expect(await entry(w1)).toEqual(offered);
    expect((await booking(offered.booking_id!)).status).toBe('held');

    // The hold is real: an online booking for those seats, racing the claim on another instance, gets status 9.
    const [raced, claimed] = await Promise.all([
      create(date, '19:00', 1),
      waitlistPageAction(context(last()), post({ token, intent: 'claim' })),
    ]);
    expect(raced.statusCode).toBe(409);
    expect(raced.json().data.bookingStatus).toBe(BOOKING_STATUS_SLOT_TAKEN);
    expect(location(claimed)).toContain('done=booked');

    expect(await entry(w1)).toEqual({ status: 'booked', booking_id: offered.booking_id });
    expect(await booking(offered.booking_id!)).toMatchObject({ status: 'confirmed', source: 'waitlist', hold_expires_at: null });
    const [confirmation] = await mails('booking-confirmation', 'first@example.com');
    expect(confirmation!.text).toContain('manage-booking/?token=');
    const [reminder] = await queryRows(db(), sql`select booking_id from booking_reminders where booking_id = ${offered.booking_id}`);
    expect(reminder).toBeDefined();
    const trail = await queryRows<{ action: string }>(
      db(),
      sql`select action from audit_log where entity_id = ${offered.booking_id} order by at`,
    );
    expect(trail.map((t) => t.action)).toEqual(['created', 'claim']);
    expect(await overlappingPairs(db(), STORE)).toBe(0);

    // A second press changes nothing, and the booking page is one link away.
    expect(location(await waitlistPageAction(context(), post({ token, intent: 'claim' })))).toContain('done=booked');
    expect(await mails('booking-confirmation', 'first@example.com')).toHaveLength(1);
    const after = await loadWaitlistPage(context(), new Request(`https://mesa.example/waitlist/?token=${token}`));
    expect(after.data).toMatchObject({ entry: { status: 'booked', managePath: expect.stringContaining('/manage-booking/?token=') } });
    // The claimed booking counts as the waitlist's in the reports.
    const [sourced] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from bookings where source = 'waitlist' and status = 'confirmed'`,
    );
    expect(sourced!.n).toBeGreaterThanOrEqual(1);
  });

  it('a cancellation offers its seats to the waitlist before the day lock is let go: a racing online booking gets status 9', async () => {
    const date = await dateAhead(22);
    setClock(date, '12:00', -48);
    const taken = await book(date, '19:00');
    const w = await join(date, 'racer.waits@example.com');
    const token = await manageToken(taken.reference);
    // The cancellation on one instance and an online booking for those seats on the other, at once:
    // whichever takes the day's lock first, the online booking finds the evening full (held for the waitlist).
    const [, raced] = await Promise.all([first().booking.cancel(token), create(date, '19:00', 1)]);
    expect(raced.statusCode, raced.body).toBe(409);
    expect(raced.json().data.bookingStatus).toBe(BOOKING_STATUS_SLOT_TAKEN);
    const offered = await entry(w);
    expect(offered.status).toBe('offered');
    expect(await booking(offered.booking_id!)).toMatchObject({ status: 'held', table_ids: ['t1'] });
    // The hold was made in the cancellation's own transaction (both rows carry its id), so no create could come
    // between them; straight after, nothing is left for one either.
    const written = await queryRows<{ xmin: string }>(
      db(),
      sql`select xmin::text as xmin from bookings where id in (${taken.id}, ${offered.booking_id})`,
    );
    expect(written).toHaveLength(2);
    expect(written[0]!.xmin).toBe(written[1]!.xmin);
    expect((await create(date, '19:00', 1)).statusCode).toBe(409);
    expect(await overlappingPairs(db(), STORE)).toBe(0);
  });

  it('a claim makes the booking as a create does: the same confirmation, restaurant notice, reminder and guest profile', async () => {
    const date = await dateAhead(26);
    setClock(date, '12:00', -48);
    // The restaurant asks to hear of every booking (product.md D8).
    const settings = await first().booking.restaurantSettings(STORE);
    await first().booking.saveRestaurantSettings({ staffId: null, name: 'Mesa' }, { ...settings, noticeEveryBooking: true });
    const effects = async (bookingId: string) => {
      const [{ reference, email }] = (await queryRows<{ reference: string; email: string }>(
        db(),
        sql`select reference, email from bookings where id = ${bookingId}`,
      )) as [{ reference: string; email: string }];
      const sent = await queryRows<{ kind: string }>(
        db(),
        sql`select kind from mail_outbox where kind in ('booking-confirmation', 'restaurant-booking') and text like ${`%${reference}%`}`,
      );
      const [reminder] = await queryRows(db(), sql`select 1 from booking_reminders where booking_id = ${bookingId}`);
      const [guest] = await queryRows(db(), sql`select 1 from guest_emails where email = ${email.toLowerCase()}`);
      return { mails: [...new Set(sent.map((m) => m.kind))].sort(), reminder: Boolean(reminder), guest: Boolean(guest) };
    };

    const taken = await book(date, '19:00');
    const made = await effects(taken.id);
    expect(made).toEqual({ mails: ['booking-confirmation', 'restaurant-booking'], reminder: true, guest: true });

    const w = await join(date, 'claims.too@example.com');
    await first().booking.cancel(await manageToken(taken.reference));
    const offered = await entry(w);
    const [offer] = await mails('waitlist-offer', 'claims.too@example.com');
    const token = new URL(linkIn(offer!.text, 'Book this table')).searchParams.get('token')!;
    // On the instance the settings were saved on: another reads them from its short cache (restaurant-settings.ts).
    expect(location(await waitlistPageAction(context(), post({ token, intent: 'claim' })))).toContain('done=booked');
    expect(await effects(offered.booking_id!)).toEqual(made);
  });

  it('an expired hold passes to the next diner, and the late claim is told so', async () => {
    const date = await dateAhead(12);
    setClock(date, '12:00', -48);
    const taken = await book(date, '19:00');
    const w1 = await join(date, 'late@example.com');
    const w2 = await join(date, 'next@example.com');
    await first().booking.cancel(await manageToken(taken.reference));
    const lapsing = await entry(w1);
    expect(lapsing.status).toBe('offered');
    const token = new URL(linkIn((await mails('waitlist-offer', 'late@example.com'))[0]!.text, 'Book this table')).searchParams.get(
      'token',
    )!;

    tick(16);
    const run = await last().booking.waitlist.sweep();
    expect(run).toEqual({ lapsed: 1, offered: 1 });
    expect((await entry(w1)).status).toBe('expired');
    expect(await booking(lapsing.booking_id!)).toMatchObject({ status: 'cancelled', status_reason: HOLD_EXPIRED });
    const next = await entry(w2);
    expect(next.status).toBe('offered');
    expect((await booking(next.booking_id!)).status).toBe('held');

    expect(location(await waitlistPageAction(context(), post({ token, intent: 'claim' })))).toContain('done=expired');
    expect((await entry(w1)).status).toBe('expired');
    expect((await booking(next.booking_id!)).status).toBe('held');
    expect(await overlappingPairs(db(), STORE)).toBe(0);

    // A claim that arrives after the hold ran out, before any sweep, lapses it itself and passes the table on.
    const token2 = new URL(linkIn((await mails('waitlist-offer', 'next@example.com'))[0]!.text, 'Book this table')).searchParams.get(
      'token',
    )!;
    tick(16);
    expect(location(await waitlistPageAction(context(), post({ token: token2, intent: 'claim' })))).toContain('done=expired');
    expect(await booking(next.booking_id!)).toMatchObject({ status: 'cancelled', status_reason: HOLD_EXPIRED });
  });

  it('the offer job on two instances at once makes one offer, after a missed trigger', async () => {
    const date = await dateAhead(14);
    setClock(date, '12:00', -48);
    const taken = await book(date, '19:00');
    const w = await join(date, 'sweep@example.com');
    // A cancellation whose trigger was lost (the process died after its commit).
    await db().execute(sql`update bookings set status = 'cancelled' where id = ${taken.id}`);
    for (const s of instances) s.booking.forgetSetups();
    const runs = await Promise.all([...instances, ...instances].map((s) => s.booking.waitlist.sweep()));
    expect(runs.reduce((n, r) => n + r.offered, 0)).toBe(1);
    expect((await entry(w)).status).toBe('offered');
    expect(await mails('waitlist-offer', 'sweep@example.com')).toHaveLength(1);
    const [holds] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from bookings where store_id = ${STORE} and date = ${date} and status = 'held'`,
    );
    expect(holds!.n).toBe(1);
  });

  it('leaving through the signed link takes the diner off the list; its GET changes nothing', async () => {
    const date = await dateAhead(16);
    setClock(date, '12:00', -48);
    await book(date, '19:00');
    const w = await join(date, 'leaver@example.com');
    const leaveUrl = linkIn((await mails('waitlist-joined', 'leaver@example.com'))[0]!.text, 'Leave the waitlist');
    const token = new URL(leaveUrl).searchParams.get('token')!;
    const page = await loadWaitlistPage(context(), new Request(leaveUrl));
    expect(page.data).toMatchObject({ step: 'leave', entry: { status: 'waiting' } });
    expect((await entry(w)).status).toBe('waiting');
    expect(location(await waitlistPageAction(context(), post({ token, intent: 'leave' })))).toContain('done=left');
    expect((await entry(w)).status).toBe('removed');
    // A token for a booking does not open a waitlist entry, nor the other way round.
    const forged = await loadWaitlistPage(context(), new Request(`https://mesa.example/waitlist/?token=${w}.AAAA`));
    expect(forged.init?.status).toBe(404);
  });

  it('refuses a range outside the day’s times and a join when the restaurant takes none online', async () => {
    const date = await dateAhead(18);
    setClock(date, '12:00', -48);
    const res = await apps[0]!.inject({
      method: 'POST',
      url: `/api/v1/waitlist/join/${STORE}`,
      headers: await headers(),
      payload: {
        date,
        occasionId: 'dinner',
        adults: 2,
        from: '04:00',
        to: '19:00',
        firstName: 'Ada',
        lastName: 'Early',
        email: 'early@example.com',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: 'from' });
    const sms = await apps[0]!.inject({
      method: 'POST',
      url: `/api/v1/waitlist/join/${STORE}`,
      headers: await headers(),
      payload: {
        date,
        occasionId: 'dinner',
        adults: 2,
        from: '19:00',
        to: '19:00',
        firstName: 'Ada',
        lastName: 'Early',
        email: 'early@example.com',
        phoneNumber: '01632 960123',
        shouldReceiveSms: true,
      },
    });
    expect(sms.statusCode).toBe(400);
    const times = await apps[0]!.inject({
      method: 'GET',
      url: `/api/v1/waitlist/times/${STORE}?date=${date}&occasionId=dinner&adults=2`,
      headers: await headers(),
    });
    expect(times.json().data.open).toBe(true);
    expect(times.json().data.times).toContain('19:00');
  });
});
