// "Optimise the day" and pins in the diary (decisions 074, 079), by keyboard only, on the
// 'console' project's server: a manager of Canterbury, made before the server started
// (E2E_STAFF_LINK_FILE.optimise), finds two couples the diners booked on two-tops, moves
// one to a four-top that half of two table groups needs and pins the other to another;
// "Optimise the day" proposes moving the first back to a two-top (the before and after
// say what it frees), applies it, and the diary shows "moved from" in the list and on
// the grid's bar; the pinned couple is never moved. Axe finds nothing on each page.
// Canterbury is nobody else's restaurant in the console journeys.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { slow } from './support/slowdown.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';

const CANTERBURY = '1013';
const signIn = consoleSignIn({
  email: 'canterbury.optimise@example.com',
  password: 'the canterbury optimise password',
  name: 'Optimise Manager',
  linkSuffix: '.optimise',
});

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1024, height: 768 } });

/** A couple's booking through the public API, as the booking modal sends it without an area: Mesa may re-seat it. */
async function coupleBooks(request: APIRequestContext, date: string, lastName: string): Promise<string> {
  const reply = await request.post(`/api/booking/create/${CANTERBURY}`, {
    headers: await apiHeaders(request),
    data: {
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      bookingDate: date,
      time: '19:00',
      customer: {
        firstName: 'Dina',
        lastName,
        email: uniqueEmail('optimise'),
        phoneNumber: '07700 900456',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()).data.bookingReference as string;
}

const diaryList = (date: string) => `/console/diary/${CANTERBURY}/?date=${date}&view=list`;
const rowOf = (page: Page, ref: string) => page.getByRole('listitem').filter({ hasText: ref });

/** From the diary's list to the booking's page, by keyboard. */
async function openBooking(page: Page, date: string, ref: string, lastName: string) {
  await page.goto(diaryList(date));
  await rowOf(page, ref)
    .getByRole('link', { name: `Dina ${lastName}`, exact: true })
    .press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Booking ${ref}`);
}

/** The booking page's move form: another table, chosen in the select by typing its name (the arrows if need be), saved with Enter. */
async function moveByKeyboard(page: Page, ref: string, table: string) {
  const select = page.getByRole('combobox', { name: 'Table', exact: true });
  await select.focus();
  await page.keyboard.type(table);
  for (let i = 0; i < 40 && (await select.inputValue()) !== table.toLowerCase(); i++) await select.press('ArrowDown');
  await expect(select).toHaveValue(table.toLowerCase());
  await page.getByRole('button', { name: 'Save changes' }).press('Enter');
  await expect(statusSaying(page, `Booking ${ref} is now`)).toContainText(`, ${table}, 2 covers.`);
}

const statusSaying = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('Optimise the day moves an unpinned couple off a group’s table, and never a pinned one', async ({ page, request }) => {
  test.setTimeout(slow(120_000));
  const date = await bookableDay(request, { storeId: CANTERBURY, occasionId: 'dinner', adults: 2 }, 5, ['19:00']);
  const loose = await coupleBooks(request, date, 'Loose');
  const pinned = await coupleBooks(request, date, 'Pinned');
  await signIn(page);

  // The first couple to R6 (half of two groups), the second to R8, pinned there.
  await openBooking(page, date, loose, 'Loose');
  await moveByKeyboard(page, loose, 'R6');
  await openBooking(page, date, pinned, 'Pinned');
  await moveByKeyboard(page, pinned, 'R8');
  await page.getByRole('button', { name: 'Pin', exact: true }).press('Enter');
  await expect(statusSaying(page, 'Pinned to R8: Mesa will not move it.')).toBeVisible();
  await expectNoAxeViolations(page);

  // The diary's tools: "Optimise the day".
  await page.goto(diaryList(date));
  await page.getByRole('link', { name: 'Optimise the day' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Optimise the day');
  const moves = page.getByRole('table', { name: 'Bookings Mesa would move' });
  const move = moves.getByRole('row').filter({ has: page.getByRole('rowheader', { name: loose }) });
  await expect(move.getByRole('cell')).toHaveText(['Dina Loose', '19:00', '2 covers', 'R6', /^R\d+$/]);
  const to = (await move.getByRole('cell').last().textContent())!;
  expect(['R1', 'R2', 'R3', 'R4', 'R5']).toContain(to);
  await expect(moves.getByRole('rowheader', { name: pinned })).toHaveCount(0);
  // Before and after at 19:00: the four-top's seats come free (the two-top's are taken), and a larger party fits.
  const freedom = page.getByRole('table', { name: /^Free covers and the largest party/ });
  const at19 = (
    await freedom
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '19:00' }) })
      .getByRole('cell')
      .allTextContents()
  ).map(Number);
  const [freeBefore, freeAfter, largestBefore, largestAfter] = at19 as [number, number, number, number];
  expect(freeAfter - freeBefore).toBe(2);
  expect(largestAfter).toBeGreaterThan(largestBefore);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Apply these moves' }).press('Enter');
  await expect(page).toHaveURL(/optimised=\d+/);
  await expect(statusSaying(page, /^Optimise the day: 1 booking moved\.$/)).toBeVisible();
  // The grid's bar says it in its name; the list says it beside the table.
  await expect(page.getByRole('link', { name: new RegExp(`Dina Loose, .*${to} \\(moved from R6\\)`) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(diaryList(date));
  await expect(rowOf(page, loose)).toContainText(`${to} (moved from R6)`);
  await expect(rowOf(page, pinned)).toContainText('R8');
  await expect(rowOf(page, pinned)).not.toContainText('moved from');
  await expectNoAxeViolations(page);

  // Asked again, Mesa still leaves the pinned couple where staff put it.
  await page.getByRole('link', { name: 'Optimise the day' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Optimise the day');
  await expect(page.getByRole('rowheader', { name: pinned })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: loose })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
