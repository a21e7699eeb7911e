// The console home's figures against the real console service and a throw-away
// database on a pinned clock (product.md D8 "Console UI", H9): today's bookings,
// covers and requests waiting per restaurant, new messages where the role reads
// them, a greeting by name in London time, and restaurants by their names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from 'react-router';
import { bookingRequestSchema, type BookingRequest } from '../../contract/booking.ts';
import { contactRequestSchema } from '../../contract/forms.ts';
import { bookingBody } from '../../tests/support/booking-helpers.ts';
import { signedInStaff } from '../../tests/support/console-staff.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { loadConsoleHome, type ConsoleHome } from './console-home.server.ts';
import { ConsoleHomeView } from './console-home-view.tsx';
import { loadConsoleNav } from './console-nav.server.ts';
import { loadDiary } from './diary/diary-page.server.ts';
import { LAST_DIARY_COOKIE } from './last-diary.server.ts';

// A Tuesday with Bath's and Leeds' weekly hours (no special dates), 14:30 in London (GMT in March).
const NOW = new Date('2031-03-11T14:30:00Z');
const TODAY = '2031-03-11';
const BATH = '1002';
const LEEDS = '1023';

let t: TestApp;
let context: AppLoadContext;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { clock: () => NOW });
  context = {
    services: { staff: t.services.staff, console: t.services.console, leads: t.services.leads },
    cspNonce: 'n',
    clientIp: '192.0.2.10',
  } as unknown as AppLoadContext;
  for (const [key, email, role, restaurants, name] of [
    ['admin', 'priya@example.com', 'chain-admin', [], 'Priya'],
    ['bathHost', 'host.bath@example.com', 'host', ['bath'], 'Sam Host'],
    ['bathManager', 'manager.bath@example.com', 'manager', ['bath'], 'Mo Manager'],
  ] as const) {
    cookies[key] = (await signedInStaff(t.services, { email, role, restaurants, name })).cookie;
  }
  const place = (kind: 'booking' | 'enquiry', storeId: string, time: string, over: Partial<BookingRequest> = {}) =>
    t.services.booking.place(kind, storeId, bookingRequestSchema.parse(bookingBody(TODAY, time, over)));
  await place('booking', BATH, '19:00', { adults: 2 });
  await place('booking', BATH, '19:30', { adults: 4, children: 1 });
  await place('enquiry', BATH, '20:00', { adults: 3 });
  await place('booking', LEEDS, '18:00', { adults: 2 });
  // Tomorrow's booking is not today's.
  await t.services.booking.place('booking', BATH, bookingRequestSchema.parse(bookingBody('2031-03-12', '19:00')));
  const diner = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', message: 'Hello', enquiryType: 'question' };
  const send = (storeId: string | null) =>
    t.services.crm.contact.send(
      contactRequestSchema.parse({ ...diner, contactReason: { id: 'allergens' }, ...(storeId ? { enquiryRestaurant: storeId } : {}) }),
      'session-home',
    );
  await send(BATH);
  await send(BATH);
  const handled = await send(BATH);
  await send(null);
  const admin = (await t.services.staff.byEmail('priya@example.com'))!;
  await t.services.console.updateMessage(admin, 'contact', handled, { status: 'handled' });
});
afterAll(() => t.close());

async function home(who: string, query = '') {
  const reply = await loadConsoleHome(
    context,
    new Request(`http://127.0.0.1:3000/console/${query}`, { headers: { cookie: cookies[who]! } }),
  );
  return (reply as DataWithResponseInit<Extract<ConsoleHome, { signedIn: true }>>).data;
}

describe('the console home', () => {
  it('greets the member by name in London time, and names today from the services’ clock', async () => {
    const page = await home('admin');
    expect(page.greeting).toBe('Good afternoon');
    expect(page.staff.name).toBe('Priya');
    expect([page.date, page.longDate]).toEqual([TODAY, 'Tuesday, 11 March 2031']);
  });

  it('gives a chain admin one row per restaurant, by display name, with today’s figures and new messages', async () => {
    const page = await home('admin');
    expect(page.restaurants.length).toBe((await t.services.content.restaurantSummaries()).length);
    const bath = page.restaurants.find((r) => r.storeId === BATH)!;
    // Two bookings (2 and 5 covers); the request is counted apart, tomorrow's not at all.
    expect(bath).toMatchObject({
      title: 'Casa Lumbre Bath',
      city: 'Bath',
      bookings: 2,
      covers: 7,
      requested: 1,
      newMessages: 2,
      canEditSettings: true,
    });
    expect(page.restaurants.find((r) => r.storeId === LEEDS)).toMatchObject({ bookings: 1, covers: 2, requested: 0, newMessages: 0 });
    // Head office's new message is in the chain admin's total.
    expect(page.allNewMessages).toBe(3);
    expect(page.showMessages).toBe(true);
    // Names, never keys; in name order.
    const titles = page.restaurants.map((r) => r.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(titles.every((title) => /^[A-Z]/.test(title))).toBe(true);
  });

  it('shows a manager only their restaurant, with its messages but not head office’s', async () => {
    const page = await home('bathManager');
    expect(page.restaurants.map((r) => [r.title, r.bookings, r.newMessages])).toEqual([['Casa Lumbre Bath', 2, 2]]);
    expect(page.allNewMessages).toBeNull();
  });

  it('shows a host the diary’s figures but no messages column', async () => {
    const page = await home('bathHost');
    expect(page.restaurants).toEqual([
      expect.objectContaining({ title: 'Casa Lumbre Bath', requested: 1, newMessages: null, canEditSettings: false }),
    ]);
    expect(page.showMessages).toBe(false);
  });

  it('keeps the search and the order asked for in the GET query (no JavaScript)', async () => {
    const page = await home('admin', '?q=bath&sort=title&dir=ascending&order=covers');
    expect(page.query).toEqual({ q: 'bath', sort: 'covers', dir: 'descending' });
  });
});

// The route module's wiring (routes/home.tsx), rebuilt here: features do not import routes.
const handler = createStaticHandler([
  {
    id: 'home',
    path: '/console/',
    loader: ({ context: c, request }: LoaderFunctionArgs<AppLoadContext>) => loadConsoleHome(c, request),
    Component: function Home() {
      const page = useLoaderData<Extract<ConsoleHome, { signedIn: true }>>();
      return <ConsoleHomeView {...page} />;
    },
  },
]);

async function render(who: string, query = '') {
  const request = new Request(`http://127.0.0.1:3000/console/${query}`, { headers: { cookie: cookies[who]! } });
  const ctx = await handler.query(request, { requestContext: context });
  if (ctx instanceof Response) throw new Error(`unexpected ${ctx.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, ctx)} context={ctx} />);
}

describe('the console home as the server renders it (before any JavaScript)', () => {
  it('is a table with a labelled search, sort buttons in the headers and aria-sort on the sorted one', async () => {
    const html = await render('admin');
    expect(html).toContain('<h1>Good afternoon<!-- -->, <!-- -->Priya</h1>');
    expect(html).toMatch(/<label for="([^"]+)">Find a restaurant by name or city<\/label>[\s\S]*<input id="\1" type="search"[^>]*name="q"/);
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"[^>]*><button type="submit" form="[^"]+" value="title"[^>]*name="order"/);
    expect(html.match(/aria-sort=/g)).toHaveLength(1);
    expect((html.match(/<tbody>[\s\S]*<\/tbody>/)![0].match(/<tr>/g) ?? []).length).toBe(
      (await t.services.content.restaurantSummaries()).length,
    );
  });

  it('filters and sorts by the GET query: ?q= finds by town', async () => {
    const html = await render('admin', '?q=bath&sort=covers&dir=descending');
    const rows = html.match(/<tbody>[\s\S]*<\/tbody>/)![0];
    expect(rows).toContain('Casa Lumbre Bath');
    expect(rows).not.toContain('Leeds');
    expect(html).toMatch(/aria-sort="descending"[^>]*><button[^>]*value="covers"/);
    expect(html).toContain('value="bath"');
  });
});

describe('the console bar’s Diary', () => {
  const nav = (who: string, lastDiary?: string) =>
    loadConsoleNav(
      context,
      new Request('http://127.0.0.1:3000/console/', {
        headers: { cookie: [cookies[who], lastDiary ? `${LAST_DIARY_COOKIE}=${lastDiary}` : ''].filter(Boolean).join('; ') },
      }),
    );

  it('opens the diary last used, and without one the first restaurant the member may see', async () => {
    expect((await nav('admin', LEEDS))?.diaryHref).toBe(`/console/diary/${LEEDS}/`);
    expect((await nav('admin'))?.diaryHref).toBe('/console/diary/1001/');
    expect((await nav('bathHost'))?.diaryHref).toBe(`/console/diary/${BATH}/`);
  });

  it('is remembered when a diary page loads, and only once the member’s access is checked', async () => {
    const full = { services: t.services, cspNonce: 'n', clientIp: '192.0.2.10' } as unknown as AppLoadContext;
    const open = (who: string, storeId: string) =>
      loadDiary(full, new Request(`http://127.0.0.1:3000/console/diary/${storeId}/`, { headers: { cookie: cookies[who]! } }), storeId);
    const reply = (await open('admin', LEEDS)) as DataWithResponseInit<unknown>;
    expect(new Headers(reply.init?.headers).get('set-cookie')).toMatch(
      new RegExp(`^${LAST_DIARY_COOKIE}=${LEEDS}; Path=/console; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );
    const refused: unknown = await open('bathHost', LEEDS).catch((e: unknown) => e);
    expect((refused as DataWithResponseInit<unknown>).init?.status).toBe(404);
  });

  it('never opens a restaurant the member may not see, whatever the cookie says', async () => {
    expect((await nav('bathHost', LEEDS))?.diaryHref).toBe(`/console/diary/${BATH}/`);
    expect((await nav('bathManager', 'not-a-store'))?.diaryHref).toBe(`/console/diary/${BATH}/`);
  });
});
