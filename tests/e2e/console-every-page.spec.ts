// Every page of the console, found from the route table (app/routes.ts), not from a list kept by hand: for each
// part of the console (a route's first segment), a chain admin walks in by the console's own links, opens each of
// its pages once per route, and axe finds nothing (WCAG 2.2 AA); the signed-out pages are checked signed out. A
// route the walk cannot reach fails its part's test by name, and a part with no way in fails too, so a page added
// later is covered without anyone remembering it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import routes from '../../app/routes.ts';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { submitForm } from './support/form-api.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { slow } from './support/slowdown.ts';
import { oneTimeLink } from './support/staff-sign-in.ts';

const CHELMSFORD = '1016';
const ADMIN = { email: 'every.page@example.com', password: 'every page of the console', linkSuffix: '.every-page' };

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface ConsoleRoute {
  /** '/console/diary/:storeId/' */
  pattern: string;
  /** The part of the console: the first segment ('diary'), or 'home'. */
  part: string;
  /** A page (its module renders one); otherwise a resource route: a download, JSON or a redirect. */
  page: boolean;
  matches: RegExp;
  /** Fixed segments: the more, the more specific (React Router's ranking, enough for this table). */
  fixed: number;
}

function consoleRoutes(): ConsoleRoute[] {
  const layout = (routes as RouteEntry[]).find((r) => r.path === 'console')!;
  return layout.children!.map((r) => {
    const pattern = r.index ? '/console/' : `/console/${r.path!}/`;
    const segments = pattern.split('/').filter(Boolean).slice(1);
    return {
      pattern,
      part: segments[0] ?? 'home',
      page: /export default /.test(readFileSync(path.join('app', r.file), 'utf8')),
      matches: new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
      fixed: segments.filter((s) => !s.startsWith(':')).length,
    };
  });
}

const ROUTES = consoleRoutes();
/** Signed out: checked in a browser without a session. */
const SIGNED_OUT = ['/console/set-password/', '/console/forgot-password/'];
/** Its GET goes home; its page shows only after a refused POST. */
const ACTION_ONLY = ['/console/sign-out/'];
const PAGES = ROUTES.filter((r) => r.page && !SIGNED_OUT.includes(r.pattern) && !ACTION_ONLY.includes(r.pattern));
const PARTS = [...new Set(PAGES.map((r) => r.part))];

const routeOf = (pathname: string) => ROUTES.filter((r) => r.matches.test(pathname)).sort((a, b) => b.fixed - a.fixed)[0];

/** Something in the lists, so their detail pages exist: a booking (with its guest), a contact message, a group enquiry and an event request. */
async function fixtures(request: APIRequestContext) {
  const date = await bookableDay(request, { storeId: CHELMSFORD, occasionId: 'dinner', adults: 2 }, 6, ['19:30']);
  const email = uniqueEmail('every-page');
  const customer = { firstName: 'Eve', lastName: 'Everypage', email, shouldReceivePromotions: false, shouldReceiveSms: false };
  const booked = await request.post(`/api/booking/create/${CHELMSFORD}`, {
    headers: await apiHeaders(request),
    data: { occasionId: 'dinner', adults: 2, children: 0, bookingDate: date, time: '19:30', customer },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await submitForm(request, '/api/contact/sendemail', {
    firstName: 'Eve',
    lastName: 'Everypage',
    email,
    phone: '07700 900456',
    message: 'Is there step-free access?',
    enquiryType: 'question',
    enquiryRestaurant: '',
    contactReason: { id: 'allergens' },
  });
  // A group enquiry: a lead in the events part (decision 077).
  await submitForm(request, '/api/contact/group-booking', {
    storeId: CHELMSFORD,
    venue: 'Chelmsford',
    bookingType: 'Birthday',
    covers: 16,
    date,
    time: '19:00',
    until: '22:00',
    email,
    firstName: 'Eve',
    lastName: 'Everypage',
    telephoneNumber: '07700 900456',
    specialRequest: 'A long table',
    shouldReceivePromotions: false,
  });
  // An event request: a lead with its event in the diary, which a manager may cancel (decisions 082 and 083).
  const requested = await request.post(`/api/booking/events/${CHELMSFORD}`, {
    headers: await apiHeaders(request),
    data: { occasionId: 'birthday', adults: 6, children: 0, bookingDate: date, time: '19:30', customer },
  });
  expect(requested.status(), await requested.text()).toBe(200);
  return { date };
}

/** Where a part's walk starts: its own list page when it has one, or the page that links to it. */
function startsOf(part: string, date: string): string[] {
  const special: Record<string, string[]> = {
    home: ['/console/'],
    diary: [`/console/diary/${CHELMSFORD}/?date=${date}`],
    bookings: [`/console/diary/${CHELMSFORD}/?date=${date}&view=list`],
    waitlist: [`/console/waitlist/${CHELMSFORD}/`],
    settings: [`/console/settings/${CHELMSFORD}/`],
    setup: [`/console/setup/${CHELMSFORD}/`],
    search: ['/console/search/?q=Everypage'],
    // The picture library: the studio's image field posts to it, and no page links to it.
    content: ['/console/content/', '/console/content/images/'],
  };
  return special[part] ?? [`/console/${part}/`];
}

/** Signs the admin in; the one-time link sets the password the first time any test of this file runs. */
async function signIn(page: Page) {
  await page.goto(oneTimeLink(ADMIN.linkSuffix));
  const fresh = page.getByLabel('New password', { exact: true });
  if (await fresh.isVisible()) {
    await fresh.fill(ADMIN.password);
    await page.getByLabel('New password again').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/password=set/);
  } else {
    await page.goto('/console/');
  }
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Every Page');
}

async function consoleLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/console/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => !h.includes('#')))];
}

// One worker at a time walks the parts, one after another (a failed part does not stop the rest).
test.describe.configure({ mode: 'default' });

test('the parts of the console come from its route table', () => {
  expect(PAGES.length).toBeGreaterThan(30);
  expect(PARTS).toEqual(expect.arrayContaining(['home', 'diary', 'bookings', 'setup', 'content', 'guests', 'reports', 'staff']));
});

for (const part of PARTS) {
  test(`every page of the console's ${part} is axe clean`, async ({ page, request }) => {
    test.setTimeout(slow(240_000));
    const { date } = await fixtures(request);
    await signIn(page);
    const mine = PAGES.filter((r) => r.part === part);
    const queue = startsOf(part, date);
    const starts = new Set(queue);
    const checked = new Map<string, string>();
    const opened = new Set<string>();
    while (queue.length > 0 && checked.size < mine.length) {
      const url = queue.shift()!;
      const route = routeOf(new URL(url, 'http://console').pathname);
      // Only this part's pages are opened, once per route; a start page from another part is opened for its links.
      const ours = route?.page && route.part === part && !checked.has(route.pattern) && mine.includes(route);
      if ((!ours && !starts.has(url)) || opened.has(url)) continue;
      opened.add(url);
      const reply = await page.goto(url);
      expect(reply?.status(), url).toBeLessThan(400);
      if (ours) {
        checked.set(route.pattern, url);
        await test.step(`axe on ${url}`, () => expectNoAxeViolations(page));
      }
      queue.push(...(await consoleLinks(page)));
    }
    expect(mine.filter((r) => !checked.has(r.pattern)).map((r) => r.pattern)).toEqual([]);
  });
}

test('the signed-out console pages are axe clean', async ({ page }) => {
  for (const url of SIGNED_OUT) {
    expect(
      ROUTES.some((r) => r.pattern === url && r.page),
      url,
    ).toBe(true);
    await page.goto(url);
    await expectNoAxeViolations(page);
  }
});
