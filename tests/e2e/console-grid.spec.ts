// The diary grid at the host stand (product.md D8), on the 'console'
// project's server at 1024×768: the grid is the first screen; a booking is
// dragged to another table, moved by keyboard alone (as a screen-reader user
// would, hearing each step), made longer by keyboard and by dragging its end,
// and a move onto a taken table snaps back with the status-9 message. A manager of Leeds, made by `npm run staff` before the
// server started (E2E_STAFF_LINK_FILE.grid), works the diary; diners book
// through the API.
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { slow } from './support/slowdown.ts';

const LEEDS = '1023';
const ROUND_TRIP = slow(15_000);
const SLOT_TAKEN = 'Sorry, that time slot’s just been taken. Please choose another…';
const signIn = consoleSignIn({
  email: 'leeds.grid@example.com',
  password: 'the leeds grid password',
  name: 'Grid Host',
  linkSuffix: '.grid',
});

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1024, height: 768 } });

async function dinerBooks(request: APIRequestContext, date: string, time: string, lastName: string): Promise<string> {
  const reply = await request.post(`/api/booking/create/${LEEDS}`, {
    headers: await apiHeaders(request),
    data: {
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      bookingDate: date,
      time,
      customer: {
        firstName: 'Dina',
        lastName,
        email: uniqueEmail('grid'),
        phoneNumber: '07700 900456',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()).data.bookingReference as string;
}

/** The grid's row (table) a locator sits in, by its header's first word: "R4". */
async function rowOf(locator: Locator): Promise<string> {
  const header = locator.locator('xpath=ancestor::tr[1]/th[@scope="row"]');
  return ((await header.innerText()).split(/\s/)[0] ?? '').trim();
}

const grip = (page: Page, lastName: string) => page.getByRole('button', { name: new RegExp(`^Move Dina ${lastName}, `) });
const bar = (page: Page, lastName: string) => page.getByRole('link', { name: new RegExp(`Dina ${lastName}\\s*, until`) });

test('the grid comes first; a booking is dragged to another table, moved by keyboard, and a clash snaps back', async ({
  page,
  request,
}) => {
  test.setTimeout(slow(120_000));
  const date = await bookableDay(request, { storeId: LEEDS, occasionId: 'dinner', adults: 2 }, 5, ['19:00']);
  await dinerBooks(request, date, '19:00', 'Amber');
  await dinerBooks(request, date, '19:00', 'Basil');

  await signIn(page);
  await page.goto(`/console/diary/${LEEDS}/?date=${date}`);
  await expect(page.locator('[data-grid-ready="true"]')).toBeVisible({ timeout: ROUND_TRIP });
  // The first screen: the grid with booking rows in view, under one toolbar and a slim totals bar.
  await expect(page.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'page');
  const firstBar = bar(page, 'Amber');
  const box = (await firstBar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(768);
  if (process.env.GRID_SHOT) await page.screenshot({ path: process.env.GRID_SHOT });
  await expectNoAxeViolations(page);

  // Drag Amber's bar, by pointer, onto a table that is free all day (the grid's top at the window's, so that
  // neither row sits where the grid would scroll itself).
  await page.evaluate(() => window.scrollTo(0, document.querySelector('table')!.getBoundingClientRect().top + window.scrollY - 8));
  const from = await rowOf(firstBar);
  const freeRow = page.locator('tr', { has: page.getByText('Free all day') }).first();
  const target = await freeRow.locator('th[scope="row"]').innerText();
  const toTable = target.split(/\s/)[0]!;
  const start = (await firstBar.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 4 });
  // Once other journeys have booked the day the free row can sit near the window's edge, where the grid scrolls
  // itself while a bar is dragged: the pointer follows the row until it is the one under it.
  await expect(async () => {
    const end = (await freeRow.locator('td').boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, end.y + end.height / 2, { steps: 12 });
    expect(await rowOf(page.locator('[data-drop-over="true"]').first())).toBe(toTable);
  }).toPass({ timeout: slow(10_000) });
  await page.mouse.up();
  // Each change is a round trip to the engine: under the full suite's load it can take longer than expect's 5 s.
  await expect(page.getByText(new RegExp(`is now ${date} at 19:00, ${toTable}, 2 covers`))).toBeVisible({ timeout: ROUND_TRIP });
  expect(await rowOf(bar(page, 'Amber'))).toBe(toTable);
  expect(toTable).not.toBe(from);

  // By keyboard: pick Amber up, a quarter hour later, down (or up) a table and back, another quarter hour, drop.
  // Each step is heard; focus stays on the booking's grip, which says where it is.
  const tables = (await page.locator('table tbody th[scope="row"]').allInnerTexts()).map((t) => t.split(/\s/)[0]!).slice(0, -1);
  const here = tables.indexOf(toTable);
  const [away, back, neighbour] =
    here + 1 < tables.length ? ['ArrowDown', 'ArrowUp', tables[here + 1]] : ['ArrowUp', 'ArrowDown', tables[here - 1]];
  await grip(page, 'Amber').focus();
  await page.keyboard.press('Space');
  await pickedUp(page, 'Picked up');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${toTable} at 19:15\\.$`) })).toHaveCount(1);
  await page.keyboard.press(away);
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${neighbour} at 19:15\\.$`) })).toHaveCount(1);
  await page.keyboard.press(back);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${toTable} at 19:30\\.$`) })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`is now ${date} at 19:30, ${toTable}, 2 covers`))).toBeVisible({ timeout: ROUND_TRIP });
  await expect(grip(page, 'Amber')).toBeFocused();
  await expect(grip(page, 'Amber')).toHaveAccessibleName(new RegExp(`^Move Dina Amber, 19:30, ${toTable}$`));

  // Longer by a quarter hour, by keyboard on the handle at the bar's end: until 21:15 instead of 21:00. The handle
  // counts quarter hours itself (grid-length-keys.ts), so the grid scrolling or redrawing meanwhile changes nothing.
  const length = page.getByRole('button', { name: /^Change the length of Dina Amber, 19:30 until 21:00$/ });
  await length.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Changing the length of Dina Amber, 19:30, until 21:00.' })).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  // The handle's name, and what a screen reader hears, say the new end before it is kept.
  await expect(page.getByRole('button', { name: /^Change the length of Dina Amber, 19:30 until 21:15$/ })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^until 21:15\.$/ })).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Dropped Dina Amber, 19:30: until 21:15. Saving.' })).toHaveCount(1);
  // Saved: the page's data says so, and focus is back on the same handle, which names the new end.
  await expect(page.getByRole('button', { name: /^Change the length of Dina Amber, 19:30 until 21:15$/ })).toBeFocused({
    timeout: ROUND_TRIP,
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Change the length of Dina Amber, 19:30 until 21:15$/ })).toHaveCount(1);
  await expect(page.locator('[data-grid-ready="true"]')).toBeVisible({ timeout: ROUND_TRIP });

  // By pointer: Amber's end dragged an hour later (the grid's hours, from its caption, across its track's width).
  const [fromH, fromM, toH, toM] = /(\d\d):(\d\d) to (\d\d):(\d\d)/
    .exec(await page.getByText(/^Tables by area, /).innerText())!
    .slice(1)
    .map(Number);
  const shown = (toH! * 60 + toM! - (fromH! * 60 + fromM!) + 24 * 60) % (24 * 60) || 24 * 60;
  const track = (await bar(page, 'Amber').locator('xpath=ancestor::td[1]').boundingBox())!;
  const handle = (await page.getByRole('button', { name: /^Change the length of Dina Amber, 19:30 until 21:15$/ }).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 + 10, handle.y + handle.height / 2, { steps: 4 });
  await page.mouse.move(handle.x + handle.width / 2 + (track.width * 60) / shown, handle.y + handle.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByRole('button', { name: /^Change the length of Dina Amber, 19:30 until 22:15$/ })).toHaveCount(1, {
    timeout: ROUND_TRIP,
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /^Change the length of Dina Amber, 19:30 until 22:15$/ })).toHaveCount(1);
  await expect(page.locator('[data-grid-ready="true"]')).toBeVisible({ timeout: ROUND_TRIP });

  // A clash: Amber dragged onto Basil, on Basil's table at Basil's time. The engine answers status 9 and the bar snaps back.
  // The grid scrolls itself while the pointer is near the window's edge (dnd-kit's auto-scroll), so the pointer
  // follows Basil's bar until Basil's row is the one under it.
  const basilTable = await rowOf(bar(page, 'Basil'));
  await bar(page, 'Basil').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const amber = (await bar(page, 'Amber').boundingBox())!;
  await page.mouse.move(amber.x + 10, amber.y + amber.height / 2);
  await page.mouse.down();
  await page.mouse.move(amber.x + 10, amber.y + amber.height / 2 + 10, { steps: 4 });
  await expect(async () => {
    const basil = (await bar(page, 'Basil').boundingBox())!;
    await page.mouse.move(basil.x + 10, basil.y + basil.height / 2, { steps: 6 });
    expect(await rowOf(page.locator('[data-drop-over="true"]').first())).toBe(basilTable);
  }).toPass({ timeout: slow(10_000) });
  await page.mouse.up();
  await expect(page.getByRole('alert').filter({ hasText: SLOT_TAKEN })).toBeVisible({ timeout: ROUND_TRIP });
  expect(await rowOf(bar(page, 'Amber'))).toBe(toTable);
  await expect(grip(page, 'Amber')).toHaveAccessibleName(new RegExp(`^Move Dina Amber, 19:30, ${toTable}$`));
  await expectNoAxeViolations(page);
});

test('a click on an empty cell opens the new booking at that table and time, or says the time is not offered', async ({
  page,
  request,
}) => {
  test.setTimeout(slow(60_000));
  const date = await bookableDay(request, { storeId: LEEDS, occasionId: 'dinner', adults: 2 }, 5, ['19:00']);
  await signIn(page);
  const openGrid = async () => {
    await page.goto(`/console/diary/${LEEDS}/?date=${date}`);
    await expect(page.locator('[data-grid-ready="true"]')).toBeVisible({ timeout: ROUND_TRIP });
  };
  await openGrid();
  const [fromH, fromM, toH, toM] = /(\d\d):(\d\d) to (\d\d):(\d\d)/
    .exec(await page.getByText(/^Tables by area, /).innerText())!
    .slice(1)
    .map(Number);
  const from = fromH! * 60 + fromM!;
  const shown = (toH! * 60 + toM! - from + 24 * 60) % (24 * 60) || 24 * 60;
  // A table free all day that seats two.
  const freeRow = page
    .locator('tr')
    .filter({ has: page.getByText('Free all day') })
    .filter({ hasText: /[12]–\d+ seats/ })
    .first();
  const table = (await freeRow.getByRole('rowheader').innerText()).split(/\s/)[0]!;
  const clickAt = async (minutes: number) => {
    // The row may sit below the fold once other journeys have booked the day: a click outside the viewport hits nothing.
    await freeRow.getByRole('cell').scrollIntoViewIfNeeded();
    const track = (await freeRow.getByRole('cell').boundingBox())!;
    await page.mouse.click(track.x + (track.width * (minutes - from)) / shown + 3, track.y + track.height / 2);
  };

  // 19:00, offered: ticked, with the table chosen.
  await clickAt(19 * 60);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('New booking');
  await expect(page.getByRole('radio', { name: '19:00', exact: true })).toBeChecked();
  const tableSelect = page.getByLabel('Table', { exact: true });
  expect(await tableSelect.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toMatch(new RegExp(`^${table} · `));
  await expect(page.getByLabel('Time not offered')).toHaveValue('');
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Dina');
  await page.getByLabel('Last name').fill('Cell');
  await page.getByLabel('Phone number').fill('0113 000000');
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(page).toHaveURL(/created=/);
  await expect(page.locator('[data-grid-ready="true"]')).toBeVisible({ timeout: ROUND_TRIP });
  expect(await rowOf(bar(page, 'Cell'))).toBe(table);
  await expect(grip(page, 'Cell')).toHaveAccessibleName(`Move Dina Cell, 19:00, ${table}`);

  // The grid's last quarter hour: a turn that would run past closing is never offered. The form says so, beside
  // the time not offered, and asks for the reason.
  await openGrid();
  // The first table free all day now (the one before has that booking).
  const freeNow = (await freeRow.getByRole('rowheader').innerText()).split(/\s/)[0]!;
  await clickAt(from + shown - 5);
  const last = from + shown - 15;
  const lastTime = `${String(Math.floor((last % 1440) / 60)).padStart(2, '0')}:${String(last % 60).padStart(2, '0')}`;
  const otherTime = page.getByLabel('Time not offered');
  await expect(otherTime).toHaveValue(lastTime);
  await expect(otherTime).toHaveAccessibleDescription(
    `${lastTime} is not offered for 2 guests on that day: booking it is an override, so say why.`,
  );
  await expect(page.getByLabel('Reason for the override')).toBeVisible();
  expect(await tableSelect.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toMatch(new RegExp(`^${freeNow} · `));
  await expectNoAxeViolations(page);
});

/** The grid's live region says the pick-up: the arrow keys now move the booking. */
async function pickedUp(page: Page, announcement: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: announcement })).toHaveCount(1);
}
