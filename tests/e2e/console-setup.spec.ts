// Decision 025 on the 'console' project's server: Bolton's manager, made by
// `npm run staff` before the server started (E2E_STAFF_LINK_FILE.setup),
// describes the restaurant as data in the console, and the diner's side
// agrees at once — a closed date is greyed out in the calendar with its
// reason; a table added makes a full time bookable online; an occasion
// changed in its form, without JSON (product.md D8), is what the booking API offers.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydrated.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { BookingModal, daysAhead, longDate } from './support/booking-modal.ts';
import { slow } from './support/slowdown.ts';

const EMAIL = 'bolton.manager@example.com';
const PASSWORD = 'the bolton manager password';
const BOLTON = '1007';

test.describe.configure({ mode: 'serial' });

const signIn = consoleSignIn({ email: EMAIL, password: PASSWORD, name: 'Bolton Manager', linkSuffix: '.setup' });

/** The console's answer to a save (the page also has the toasts' empty live regions). */
const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved as version' });

async function apiHeaders(request: APIRequestContext) {
  const token = await request.post('/api/token', { data: {} });
  return { authorization: `Bearer ${(await token.json()).data.token}`, brandkey: 'casa-lumbre', sessionid: 'e2e-setup-00001' };
}

/** Bookable dinner dates for two at Bolton, from the engine's own calendar (never a special date). */
async function bookableDates(request: APIRequestContext, fromDaysAhead: number): Promise<string[]> {
  const reply = await request.get(`/api/booking/days/${BOLTON}?adults=2&occasionId=dinner&from=${daysAhead(fromDaysAhead)}&days=21`, {
    headers: await apiHeaders(request),
  });
  expect(reply.status()).toBe(200);
  const days = (await reply.json()).data.days as { date: string; state: string }[];
  return days.filter((d) => d.state === 'bookable').map((d) => d.date);
}

async function dinnerTimes(request: APIRequestContext, date: string): Promise<string[]> {
  const reply = await request.get(`/api/booking/slots/${BOLTON}?occasionId=dinner&adults=2&dates=${date}&areaId=null`, {
    headers: await apiHeaders(request),
  });
  const body = (await reply.json()) as { data: { dates: { times: { time: string; canEnquire: boolean }[] }[] } };
  return body.data.dates.flatMap((d) => d.times.filter((t) => !t.canEnquire).map((t) => t.time));
}

test('a manager closes a date; the diner’s calendar greys it out at once with the reason', async ({ page, request }) => {
  const [date] = await bookableDates(request, 8);
  await signIn(page);
  await page.getByRole('link', { name: 'Booking setup' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Casa Lumbre Bolton');
  await expectNoAxeViolations(page);

  await page.goto(`/console/setup/${BOLTON}/hours/`);
  const add = page.getByRole('form', { name: 'Add a closure or special hours' });
  await add.getByLabel('From').fill(date!);
  await add.getByLabel('Reason').fill('Staff training');
  await expect(add.getByLabel('Closed all day')).toBeChecked();
  // By keyboard: Enter on the button saves, and focus moves to the answer.
  await add.getByRole('button', { name: 'Add to special dates' }).focus();
  await page.keyboard.press('Enter');
  await expect(saved(page)).toContainText('Special date added: Staff training');
  await expect(saved(page)).toBeFocused();
  await expectNoAxeViolations(page);

  // The diner, in the booking modal: the day is unavailable, and says why on focus and hover.
  await page.goto('/book-now/?restaurant=bolton');
  const dialog = page.getByRole('dialog');
  await new BookingModal(page).showMonthOf(date!);
  const day = dialog.getByRole('button', { name: `${longDate(date!)}, unavailable: Closed: Staff training` });
  await expect(day).toHaveAttribute('aria-disabled', 'true');
  await expect(day).toHaveAttribute('title', 'Closed: Staff training');
  await day.focus();
  await expect(dialog.getByText(`${longDate(date!)}: Closed: Staff training`)).toBeVisible();
  // And the engine agrees: nothing to book that day.
  expect(await dinnerTimes(request, date!)).toEqual([]);
});

test('a manager adds a table; a time that was full becomes bookable online', async ({ page, request }) => {
  const dates = await bookableDates(request, 12);
  const date = dates[0]!;
  await signIn(page);

  // A small floor as a file, imported on the overview: one table for two in one area.
  const exported = await page.request.get(`/console/setup/${BOLTON}/export/`);
  expect(exported.headers()['content-disposition']).toContain('setup-bolton.json');
  const doc = await exported.json();
  const small = {
    ...doc,
    areas: [{ id: 'restaurant', name: 'Restaurant' }],
    tables: [{ id: 'r1', areaId: 'restaurant', minSeats: 1, maxSeats: 2 }],
    tableGroups: [],
    config: { ...doc.config, pacingCoversPerInterval: null },
    occasions: doc.occasions.map((o: object) => ({ ...o, areaLinkGroup: { type: 'exclusive', links: [] } })),
  };
  await page.goto(`/console/setup/${BOLTON}/`);
  await page.getByLabel('Or paste the setup’s JSON').fill(JSON.stringify(small));
  await page.getByRole('button', { name: 'Check and import' }).click();
  await expect(saved(page)).toContainText('Saved as version');

  // A diner takes the one table at 19:00: 19:00 is full.
  expect(await dinnerTimes(request, date)).toContain('19:00');
  const booked = await request.post(`/api/booking/create/${BOLTON}`, {
    headers: await apiHeaders(request),
    data: {
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      bookingDate: date,
      time: '19:00',
      customer: {
        firstName: 'Tess',
        lastName: 'Table',
        email: 'tess.table@example.com',
        phoneNumber: '07700 900789',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  expect(booked.status()).toBe(200);
  expect(await dinnerTimes(request, date)).not.toContain('19:00');

  // The manager adds a second table for two.
  await page.goto(`/console/setup/${BOLTON}/tables/`);
  const add = page.getByRole('form', { name: 'Add a table', exact: true });
  await add.getByLabel('Table', { exact: true }).fill('R2');
  await add.getByLabel('Area', { exact: true }).selectOption({ label: 'Restaurant' });
  await add.getByLabel('Fewest seats').fill('1');
  await add.getByLabel('Most seats').fill('2');
  await add.getByRole('button', { name: 'Add table' }).click();
  await expect(saved(page)).toContainText('Table R2 added');
  await expectNoAxeViolations(page);

  // 19:00 is bookable online again, at once.
  expect(await dinnerTimes(request, date)).toContain('19:00');

  // The history has both versions.
  await page.goto(`/console/setup/${BOLTON}/history/`);
  await expect(page.getByRole('table')).toContainText('Table R2 added');
  await expectNoAxeViolations(page);
});

test('a manager changes an occasion in its form, without JSON; the page and the diner’s booking API agree', async ({ page, request }) => {
  // Three axe passes, two saves and a reload: on a loaded 2-core machine that outgrows the default 30 s.
  test.setTimeout(slow(90_000));
  await signIn(page);
  await page.goto(`/console/setup/${BOLTON}/occasions/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Occasions' })).toBeVisible();
  await expectNoAxeViolations(page);
  await hydrated(page.getByRole('form', { name: 'Occasions' }));

  // Drinks: at most 6 covers (was 8), and no longer on Sundays.
  const drinks = page.getByRole('group', { name: 'Drinks', exact: true });
  await drinks.getByLabel('Maximum covers').fill('6');
  await drinks.getByRole('group', { name: 'Days for Drinks' }).getByLabel('Sunday').uncheck();
  // By keyboard: Enter on the button saves, and focus moves to the answer.
  const version = page.getByRole('form', { name: 'Occasions' }).locator('input[name="baseVersion"]');
  const before = await version.inputValue();
  await page.getByRole('button', { name: 'Save occasions' }).focus();
  await page.keyboard.press('Enter');
  await expect(saved(page)).toContainText('Occasion drinks changed');
  await expect(saved(page)).toBeFocused();
  // The form is drawn again for the new version: the next edit goes into that one.
  await expect(version).not.toHaveValue(before);

  // A problem is shown next to its field, and nothing is saved.
  await drinks.getByLabel('Minimum covers').fill('9');
  await page.getByRole('button', { name: 'Save occasions' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The setup was not saved' });
  await expect(alert).toContainText('The maximum covers must not be fewer than the minimum');
  await expect(drinks.getByLabel('Maximum covers')).toHaveAttribute('aria-invalid', 'true');
  await expect(drinks.getByLabel('Maximum covers')).toHaveAccessibleDescription('The maximum covers must not be fewer than the minimum');
  await expectNoAxeViolations(page);

  // After a reload the form shows what was saved.
  await page.reload();
  await expect(drinks.getByLabel('Maximum covers')).toHaveValue('6');
  await expect(drinks.getByLabel('Minimum covers')).toHaveValue('1');
  await expect(drinks.getByRole('group', { name: 'Days for Drinks' }).getByLabel('Sunday')).not.toBeChecked();
  await expect(drinks.getByRole('group', { name: 'Days for Drinks' }).getByLabel('Saturday')).toBeChecked();

  // The diner's booking API offers Drinks for up to 6.
  const reply = await request.get(`/api/booking/occasions/${BOLTON}`, { headers: await apiHeaders(request) });
  expect(reply.status()).toBe(200);
  const offered = (await reply.json()).data.occasions as { id: string; maximumCovers: number }[];
  expect(offered.find((o) => o.id === 'drinks')?.maximumCovers).toBe(6);
});
