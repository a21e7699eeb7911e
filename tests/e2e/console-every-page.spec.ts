// Every page of the console, found from the route table (app/routes.ts), not from a list kept by hand: a chain
// admin walks the console from its home by its own links, each page once per route, and axe finds nothing on any
// of them (WCAG 2.2 AA); the signed-out pages are checked signed out. A route the walk cannot reach fails the
// test by name, so a page added later is covered without anyone remembering it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import routes from '../../app/routes.ts';
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { submitForm } from './support/form-api.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { slow } from './support/slowdown.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';

const CHELMSFORD = '1016';
const signIn = consoleSignIn({
  email: 'every.page@example.com',
  password: 'every page of the console',
  name: 'Every Page',
  linkSuffix: '.every-page',
});

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

interface ConsoleRoute {
  /** '/console/diary/:storeId/' */
  pattern: string;
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
    const module = readFileSync(path.join('app', r.file), 'utf8');
    const segments = pattern.split('/').filter(Boolean);
    return {
      pattern,
      page: /export default /.test(module),
      matches: new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
      fixed: segments.filter((s) => !s.startsWith(':')).length,
    };
  });
}

const ROUTES = consoleRoutes();
/** Signed out: they are checked in a browser without a session. */
const SIGNED_OUT = ['/console/set-password/', '/console/forgot-password/'];
/** Its GET goes home; its page shows only after a refused POST. */
const ACTION_ONLY = ['/console/sign-out/'];

const routeOf = (pathname: string) => ROUTES.filter((r) => r.matches.test(pathname)).sort((a, b) => b.fixed - a.fixed)[0];

async function consoleLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/console/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((h) => !h.includes('#')))];
}

test('every console page a chain admin can reach is axe clean, and every page of the route table is reached', async ({ page, request }) => {
  test.setTimeout(slow(360_000));
  // Something in each list, so its detail pages exist: a booking, a group enquiry, a contact message.
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

  await signIn(page);
  const queue = ['/console/', `/console/diary/${CHELMSFORD}/?date=${date}&view=list`, '/console/messages/', '/console/guests/'];
  const checked = new Map<string, string>();
  while (queue.length > 0) {
    const url = queue.shift()!;
    const route = routeOf(new URL(url, 'http://console').pathname);
    if (!route?.page || checked.has(route.pattern) || [...SIGNED_OUT, ...ACTION_ONLY].includes(route.pattern)) continue;
    checked.set(route.pattern, url);
    const reply = await page.goto(url);
    expect(reply?.status(), url).toBeLessThan(400);
    await test.step(`axe on ${url}`, () => expectNoAxeViolations(page));
    queue.push(...(await consoleLinks(page)));
  }
  const pages = ROUTES.filter((r) => r.page && !SIGNED_OUT.includes(r.pattern) && !ACTION_ONLY.includes(r.pattern));
  expect(pages.filter((r) => !checked.has(r.pattern)).map((r) => r.pattern)).toEqual([]);
  expect(pages.length).toBeGreaterThan(30);
});

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
