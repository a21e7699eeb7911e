// The diary pages as the server renders them (React Router's static handler,
// the real console service on a throw-away database): what a screen-reader or
// keyboard user depends on is in the markup — every field labelled, the
// grid's bars real links named in full (their grips come with the script), tables with scoped headers, the
// live region present before any update, and the list as the text alternative.
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
  type AppLoadContext,
  type LoaderFunctionArgs,
} from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { signedInStaff } from '../../../tests/support/console-staff.ts';
import { bookingBody, plainDate, queryRows, storeMove } from '../../../tests/support/booking-helpers.ts';
import { clientHeaders } from '../../../tests/support/test-app.ts';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { holdForLead } from '../../../tests/support/event-holds.ts';
import { londonStamp } from '../london-stamp.ts';
import { addDays, londonDateOf } from '../../../contract/london-time.ts';
import { bookingPageAction, loadBookingPage, type BookingPage } from './booking-page.server.ts';
import { BookingView } from './booking-view.tsx';
import { diaryAction, loadDiary, type DiaryPage } from './diary-page.server.ts';
import { DiaryPageView } from './diary-view.tsx';
import { createStaffBooking, loadNewBooking, type NewBookingPage } from './new-booking.server.ts';
import type { PageResult } from './page-result.ts';
import { loadSearch, type SearchPage } from './search-page.server.ts';
import { SearchView } from './search-view.tsx';
import { StaffBookingForm } from './staff-booking-form.tsx';

const BATH = '1002';
let t: TestApp;
let context: AppLoadContext;
let cookie: string;
let csrf: string;
let date: string;

// The route modules' wiring (app/console/routes/*.tsx), rebuilt here: features do not import routes.
type Args = LoaderFunctionArgs<AppLoadContext>;
const handler = createStaticHandler([
  {
    id: 'diary',
    path: '/console/diary/:storeId/',
    loader: ({ context, request, params }: Args) => loadDiary(context, request, params.storeId!),
    action: ({ context, request, params }: Args) => diaryAction(context, request, params.storeId!),
    Component: () => <DiaryPageView {...useLoaderData<DiaryPage>()} result={useActionData<PageResult>()} />,
  },
  {
    id: 'new-booking',
    path: '/console/diary/:storeId/new/',
    loader: ({ context, request, params }: Args) => loadNewBooking(context, request, params.storeId!),
    action: ({ context, request, params }: Args) => createStaffBooking(context, request, params.storeId!),
    Component: () => <StaffBookingForm {...useLoaderData<NewBookingPage>()} result={useActionData<PageResult>()} />,
  },
  {
    id: 'booking',
    path: '/console/bookings/:bookingId/',
    loader: ({ context, request, params }: Args) => loadBookingPage(context, request, params.bookingId!),
    action: ({ context, request, params }: Args) => bookingPageAction(context, request, params.bookingId!),
    Component: () => <BookingView {...useLoaderData<BookingPage>()} result={useActionData<PageResult>()} />,
  },
  {
    id: 'search',
    path: '/console/search/',
    loader: ({ context, request }: Args) => loadSearch(context, request),
    Component: () => <SearchView {...useLoaderData<SearchPage>()} />,
  },
]);

async function render(path: string, init: RequestInit = {}) {
  const result = await handler.query(new Request(`http://127.0.0.1:3000${path}`, { ...init, headers: { cookie, ...init.headers } }), {
    requestContext: context,
  });
  if (result instanceof Response) return { status: result.status, html: '', location: result.headers.get('location') };
  // React's text separators (<!-- -->) dropped, so assertions read as the text does.
  const html = renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} />).replaceAll(
    '<!-- -->',
    '',
  );
  return { status: result.statusCode, html, location: null };
}

/** Ids of visible form controls that no <label for> names. */
function unlabelled(html: string): string[] {
  const ids = [...html.matchAll(/<(?:input|select|textarea)\b(?![^>]*type="hidden")[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
  return ids.filter((id) => !html.includes(`for="${id}"`));
}

beforeAll(async () => {
  t = await createTestApp();
  context = {
    services: { staff: t.services.staff, console: t.services.console, guests: t.services.guests, clock: t.services.clock },
    cspNonce: 'n',
    clientIp: '192.0.2.10',
  } as unknown as AppLoadContext;
  ({ cookie, csrf } = await signedInStaff(t.services, { email: 'host@example.com', role: 'host', restaurants: ['bath'] }));
  date = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 3);
  const post = await render(`/console/diary/${BATH}/new/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      csrf,
      source: 'phone',
      date,
      time: '19:30',
      adults: '3',
      occasionId: 'dinner',
      firstName: 'Alan',
      lastName: 'Turing',
      phone: '01632 960002',
    }).toString(),
  });
  expect(post.status).toBe(302);
});
afterAll(() => t.close());

describe('diary page markup', () => {
  it('lists the bookings with labelled tools, quick actions named by guest, and a polite live region', async () => {
    const { status, html } = await render(`/console/diary/${BATH}/?date=${date}&view=list`);
    expect(status).toBe(200);
    expect(html).toMatch(/<h1>[^<]*<span[^>]*>\w+day, \d+ \w+ \d{4}<\/span><\/h1>/);
    // The day's totals in the slim bar above the bookings, as a description list.
    expect(html).toMatch(/<dt>Covers<\/dt><dd>\d+<\/dd>/);
    expect(html).toContain('aria-live="polite"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>List<\/a>/);
    expect(html).toContain('Alan Turing</a></h3>');
    expect(html).toMatch(/<button type="submit"[^>]*>Seat<span class="visually-hidden"> Alan Turing, 19:30<\/span><\/button>/);
    expect(html).toContain('>Print day sheet</button>');
    expect(html).toContain('action="/api/console/bookings/export.csv"');
    expect(html).toMatch(/<th scope="col"[^>]*>Covers<\/th>/);
    expect(unlabelled(html)).toEqual([]);
  });

  it('draws the grid first, with a caption, scoped row headers, bars that are named links and grips named by guest', async () => {
    for (const address of [`/console/diary/${BATH}/?date=${date}`, `/console/diary/${BATH}/?date=${date}&view=timeline`]) {
      const { html } = await render(address);
      expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Grid<\/a>/);
      expect(html).toContain('role="region" aria-label="Diary grid (scrolls sideways)" tabindex="0"');
      expect(html).toMatch(/<caption>Tables by area, \d\d:00 to \d\d:00<\/caption>/);
      expect(html).toContain('<th scope="row"');
      // Decision 076: a bar is one link, named in full, with two short lines; its full text is the bar's data-full.
      expect(html).toMatch(
        /<li [^>]*data-full="19:30, 3 covers, Alan Turing \(Confirmed\)"><a href="\/console\/bookings\/[^"]+\/"[^>]*aria-label="19:30 · 3 covers, Alan Turing, until \d\d:\d\d, Confirmed, R\d+"><span class="[^"]+"><span class="[^"]+">19:30 · <\/span>3<\/span><span class="[^"]+">Alan Turing<\/span><\/a>/,
      );
      // The grip and the length handle need the page's script, and come with it (decision 076); the instructions
      // they are described by are in the server's HTML already.
      expect(html).not.toContain('aria-roledescription="movable booking"');
      expect(html).toMatch(/<p id="grid-move-help" class="visually-hidden">To move this booking, press space or enter/);
      // product.md D8 "Performance": the printed day sheet (the list) is made in the browser, not sent with the grid.
      expect(html).not.toContain('aria-label="Bookings by time"');
      expect(unlabelled(html)).toEqual([]);
    }
  });
});

describe('an event in the diary (decision 080)', () => {
  it('shows an event as one block over its tables, with its name, covers and hold, linked to its lead', async () => {
    const day = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 4);
    const setup = (await t.services.booking.setupOf(BATH))!;
    const [a, b] = setup.tables.map((table) => table.id);
    const now = t.services.clock();
    const holdExpiresAt = new Date(now.getTime() + 2 * 24 * 3_600_000);
    const leadId = randomUUID();
    const bookingId = await holdForLead(t.services, {
      storeId: BATH,
      leadId,
      date: day,
      startsAt: 18 * 60 + 30,
      endsAt: 23 * 60,
      tableIds: [a!, b!],
      covers: 40,
      title: 'Private party: Smith, 40',
      contact: { firstName: 'Jo', lastName: 'Smith', email: 'jo.smith@example.com', phone: null },
      holdExpiresAt,
    });
    const { html } = await render(`/console/diary/${BATH}/?date=${day}`);
    const held = `Held until ${londonStamp(holdExpiresAt.toISOString())}`;
    const tables = `${a!.toUpperCase()} + ${b!.toUpperCase()}`;
    const blocks = [...html.matchAll(/<li [^>]*data-event="[^"]+"[^>]*>.*?<\/li>/g)].map((m) => m[0]);
    expect(blocks).toHaveLength(2); // the same block in each of its tables' rows
    expect(blocks[0]).toContain(`data-full="Event: Private party: Smith, 40, 18:30–23:00, 40 covers (${held}) ${tables}"`);
    expect(blocks[0]).toContain(`href="/console/events/${leadId}/"`);
    expect(blocks[0]).toContain(
      `aria-label="Event: Private party: Smith, 40, 18:30 · 40 covers, Jo Smith, until 23:00, ${held}, ${tables}"`,
    );
    expect(blocks[0]).toMatch(/>Event · 40<\/span><span class="[^"]+">Private party: Smith, 40<\/span>/);
    // Its second row carries the block on for the eye: one link in the page's order, not one per table.
    expect(blocks[1]).toContain('aria-hidden="true" tabindex="-1"');
    expect(blocks.join('')).not.toContain('movable booking');
    // Its booking's page says until when it is held, and leads to the lead.
    const page = await render(`/console/bookings/${bookingId}/`);
    expect(page.html).toContain(`<dt>Hold</dt><dd>${held}</dd>`);
    expect(page.html).toContain(`<dt>Lead</dt><dd><a href="/console/events/${leadId}/" data-discover="true">The event’s lead</a></dd>`);
  });
});

describe('other pages’ markup', () => {
  it('labels every field of the new-booking form and starts it on the diary’s date', async () => {
    const { status, html } = await render(`/console/diary/${BATH}/new/?date=${date}`);
    expect(status).toBe(200);
    expect(unlabelled(html)).toEqual([]);
    expect(html).toMatch(new RegExp(`<input id="new-booking-date"[^>]*name="date" value="${date}"`));
    expect(html).toContain('<option value="">Let Mesa choose</option>');
    expect(html).toContain('<legend');
  });

  it('marks refused fields invalid and ties their messages to them', async () => {
    const { status, html } = await render(`/console/diary/${BATH}/new/?date=${date}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf,
        source: 'phone',
        date,
        time: '',
        adults: '2',
        occasionId: 'dinner',
        firstName: 'Kept',
        lastName: '',
      }).toString(),
    });
    expect(status).toBe(400);
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/id="new-booking-lastName"[^>]*aria-invalid="true" aria-describedby="new-booking-lastName-error"/);
    expect(html).toContain('id="new-booking-lastName-error"');
    expect(html).toContain('value="Kept"');
  });

  it('says a refusal of the time once, beside the time typed, and asks for the reason there', async () => {
    const { status, html } = await render(`/console/diary/${BATH}/new/?date=${date}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        csrf,
        source: 'phone',
        date,
        otherTime: '21:45',
        adults: '2',
        occasionId: 'dinner',
        firstName: 'Late',
        lastName: 'Comer',
        phone: '01632 960002',
        overrideReason: 'A late show',
      }).toString(),
    });
    expect(status).toBe(400);
    const message = 'this booking would run past closing.';
    // Once in the page (the router's data for the browser, after it, carries the answer as it came).
    expect(html.split('<script>')[0]!.split(message)).toHaveLength(2);
    expect(html).not.toContain('role="alert"');
    expect(html).toMatch(
      /id="new-booking-otherTime"[^>]*aria-invalid="true" aria-describedby="new-booking-otherTime-hint new-booking-otherTime-error"/,
    );
    expect(html).toContain('id="new-booking-overrideReason"');
    expect(html).not.toContain('type="checkbox"');
  });

  it('starts from a click on the grid at its table and time, or says the time is not offered', async () => {
    const offered = await render(`/console/diary/${BATH}/new/?date=${date}&time=19:00&tableId=r7`);
    expect(offered.html).toMatch(/id="new-booking-time-1900"[^>]*checked=""/);
    expect(offered.html).toMatch(/<option value="r7" selected="">/);
    const notOffered = await render(`/console/diary/${BATH}/new/?date=${date}&time=19:10&tableId=r7`);
    expect(notOffered.html).toMatch(/id="new-booking-otherTime"[^>]*name="otherTime" value="19:10"/);
    expect(notOffered.html).toContain('19:10 is not offered for 2 guests on that day: booking it is an override, so say why.');
    expect(notOffered.html).toContain('id="new-booking-overrideReason"');
  });

  it('shows a booking with its actions, move and note forms, and its history table', async () => {
    const diary = await t.services.console.diary((await t.services.staff.byEmail('host@example.com'))!, BATH, date);
    const id = diary.bookings[0]!.id;
    const { status, html } = await render(`/console/bookings/${id}/`);
    expect(status).toBe(200);
    expect(unlabelled(html)).toEqual([]);
    expect(html).toContain('id="status-actions"');
    expect(html).toContain('name="reason"'); // cancel needs a reason
    expect(html).toContain('>Keep ');
    expect(html).toMatch(/<caption id="audit-caption">/);
    expect(html).toMatch(/<th scope="row"><time dateTime="[^"]+">/i);
  });

  it('finds nothing for a short query and says why', async () => {
    const { html } = await render('/console/search/?q=x');
    expect(html).toContain('Type at least two characters.');
    expect(unlabelled(html)).toEqual([]);
  });
});

describe('a demo booking', () => {
  it('carries a "Demo" tag, read as "demo booking", in the list and on its page; its grid bar is dashed and says so', async () => {
    await t.services.booking.demo.fill({ restaurants: 2 });
    const today = londonDateOf(t.services.clock());
    const demo = (await t.services.booking.bookingsBetween(BATH, today, addDays(today, 2))).find((b) => b.demo && b.tableIds.length);
    if (!demo) throw new Error(`no demo booking at Bath from ${today}: closed three days running?`);
    const tag = /<span class="[^"]*demoTag[^"]*">Demo<span class="visually-hidden"> booking<\/span><\/span>/;
    expect((await render(`/console/diary/${BATH}/?date=${demo.date}&view=list`)).html).toMatch(tag);
    const grid = (await render(`/console/diary/${BATH}/?date=${demo.date}`)).html;
    const bar = new RegExp(`<a href="/console/bookings/${demo.id}/" class="[^"]*demoBar[^"]*"[^>]*>`).exec(grid)?.[0];
    expect(bar).toMatch(/aria-label="[^"]* demo booking, /);
    expect((await render(`/console/bookings/${demo.id}/`)).html).toMatch(tag);
    expect(await t.services.booking.demo.clear()).toBeGreaterThan(0);
  });
});

describe('a booking whose reminder was sent (decision 038)', () => {
  it('shows "No answer", then "Confirmed by the diner", in words in the list, the grid bar and its page', async () => {
    const day = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 6, { bookableAt: ['20:00'] });
    const headers = clientHeaders((await t.services.tokens.issue()).token);
    const body = bookingBody(day, '20:00');
    Object.assign(body.customer as object, { firstName: 'Grace', lastName: 'Hopper' });
    const created = await t.app.inject({ method: 'POST', url: `/api/booking/create/${BATH}`, headers, payload: body });
    expect(created.statusCode).toBe(200);
    const token = new URLSearchParams(String(created.json().data.managePath).split('?')[1]).get('token')!;
    const [armed] = await queryRows<{ booking_id: string; due_at: string | Date }>(
      t.services.database.db,
      sql`select r.booking_id, r.due_at from booking_reminders r join bookings b on b.id = r.booking_id where b.reference = ${created.json().data.bookingReference}`,
    );
    const bookingId = armed!.booking_id;
    const dueAt = new Date(armed!.due_at);
    const shows = async (words: string) => {
      const list = (await render(`/console/diary/${BATH}/?date=${day}&view=list`)).html;
      expect(list).toContain(`<dt>Reminder</dt><dd>${words}</dd>`);
      const grid = (await render(`/console/diary/${BATH}/?date=${day}`)).html;
      // The bar's full text, shown over it on hover and focus.
      expect(grid).toMatch(new RegExp(`data-full="20:00, 2 covers, Grace Hopper \\(Confirmed, ${words.toLowerCase()}\\)"`));
      expect(grid).toMatch(
        new RegExp(`aria-label="20:00 · 2 covers, Grace Hopper, until \\d\\d:\\d\\d, Confirmed, R\\d+, ${words.toLowerCase()}"`),
      );
      expect((await render(`/console/bookings/${bookingId}/`)).html).toContain(`<dt>Reminder</dt><dd>${words}</dd>`);
    };
    const before = (await render(`/console/diary/${BATH}/?date=${day}&view=list`)).html;
    expect(before).toContain('Grace Hopper</a></h3>');
    expect(before).not.toContain('<dt>Reminder</dt>');

    expect(await t.services.booking.reminders.send({ bookingId, dueAt }, dueAt)).toBe(true);
    await shows('No answer');
    await t.services.booking.confirmAttendance(token);
    await shows('Confirmed by the diner');
  });
});

describe('a booking the engine re-seated (decision 074)', () => {
  it('says "moved from" its first table in the list, the grid bar and its page', async () => {
    const day = plainDate((await t.services.content.restaurantByStoreId(BATH))!, 8, { bookableAt: ['19:00'] });
    const headers = clientHeaders((await t.services.tokens.issue()).token);
    const body = bookingBody(day, '19:00');
    Object.assign(body.customer as object, { firstName: 'Ada', lastName: 'Lovelace' });
    const created = await t.app.inject({ method: 'POST', url: `/api/booking/create/${BATH}`, headers, payload: body });
    expect(created.statusCode).toBe(200);
    const reference = String(created.json().data.bookingReference);
    const [row] = await queryRows<{ id: string; table_ids: string[] }>(
      t.services.database.db,
      sql`select id, table_ids from bookings where reference = ${reference}`,
    );
    // Stored as the create path stores a move (reseat-create.test.ts drives a real one): from zz9 to where it sits.
    await storeMove(t.services.database.db, { bookingId: row!.id, fromTableIds: ['zz9'], toTableIds: row!.table_ids }, t.services.clock());
    const list = (await render(`/console/diary/${BATH}/?date=${day}&view=list`)).html;
    expect(list).toMatch(/<dt>Table<\/dt><dd>R\d+ \(moved from ZZ9\)/);
    const grid = (await render(`/console/diary/${BATH}/?date=${day}`)).html;
    // Decision 076: the bar's full text is its data-full, its spoken name its aria-label.
    expect(grid).toMatch(/data-full="19:00, 2 covers, Ada Lovelace \(Confirmed, moved from ZZ9\)"/);
    expect(grid).toMatch(/aria-label="19:00 · 2 covers, Ada Lovelace, until \d\d:\d\d, Confirmed, R\d+ \(moved from ZZ9\)"/);
    const page = (await render(`/console/bookings/${row!.id}/`)).html;
    expect(page).toMatch(/<dt>Table<\/dt><dd>R\d+ \(moved from ZZ9\)<\/dd>/);
    // Decision 074: a labelled pin toggle, its button described by what pinning means.
    expect(page).toMatch(/<form[^>]*aria-labelledby="pin-heading"[^>]*>/);
    expect(page).toMatch(/<button type="submit" class="button" aria-describedby="pin-hint">Pin<\/button>/);
  });
});
