// The host stand (product.md D8) on the 'console' project's server: a
// duty manager of Bath, made by `npm run staff` before the server started
// (E2E_STAFF_LINK_FILE.duty), works the diary in a browser while diners book
// through the API from outside it.
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { bookableDay } from './support/booking-api.ts';
import { uniqueEmail, waitForMail } from './support/mailbox.ts';
import { slow } from './support/slowdown.ts';

const EMAIL = 'bath.duty@example.com';
const PASSWORD = 'the duty manager password';
const BATH = '1002';
const BATH_EMAIL = JSON.parse(readFileSync('content/restaurants/bath.json', 'utf8')).email as string;

test.describe.configure({ mode: 'serial' });

/** Diners' names admit letters only: one surname per party size the tests use. */
const PARTY_NAMES: Record<number, string> = { 2: 'Two', 3: 'Three', 16: 'Sixteen' };

const signIn = consoleSignIn({ email: EMAIL, password: PASSWORD, name: 'Duty Manager', linkSuffix: '.duty' });

/** A diner's request through the public API, as the booking modal sends it. */
async function dinerBooks(
  request: APIRequestContext,
  kind: 'create' | 'enquiry',
  date: string,
  time: string,
  adults: number,
  email: string,
  opts: { allowSlotTaken?: boolean } = {},
): Promise<string | null> {
  const token = await request.post('/api/token', { data: {} });
  const headers = { authorization: `Bearer ${(await token.json()).data.token}`, brandkey: 'casa-lumbre', sessionid: 'e2e-console-0001' };
  const reply = await request.post(`/api/booking/${kind}/${BATH}`, {
    headers,
    data: {
      occasionId: 'dinner',
      adults,
      children: 0,
      bookingDate: date,
      time,
      customer: {
        firstName: 'Dina',
        lastName: PARTY_NAMES[adults] ?? 'Diner',
        email,
        phoneNumber: '07700 900456',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  if (opts.allowSlotTaken && reply.status() === 409) {
    expect((await reply.json()) as { code: number }).toMatchObject({ code: 9 });
    return null;
  }
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()).data.bookingReference as string;
}

test('an online booking appears in the open diary without a reload, and the host seats it', async ({ page, request }) => {
  // The longest journey of the suite (axe on five views at three widths): 30 s is too close under load.
  test.setTimeout(slow(90_000));
  const date = await bookableDay(request, { storeId: BATH, occasionId: 'dinner', adults: 3 }, 4, ['19:15']);
  await signIn(page);
  // The list view: the quick actions live there (the grid is the first view).
  await page.goto(`/console/diary/${BATH}/?date=${date}&view=list`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bath');
  await expectNoAxeViolations(page);
  // A mark on the window that a reload would wipe.
  await page.evaluate(() => Object.assign(window, { diaryStillOpen: true }));
  const reloaded = async () => !(await page.evaluate(() => 'diaryStillOpen' in window));

  // Decision 066: the change itself arrives, not the whole day again (no loader data is fetched).
  const dayLoads: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.endsWith('.data') && dayLoads.push(r.url()));
  const email = uniqueEmail('diary');
  const ref = (await dinerBooks(request, 'create', date, '19:15', 3, email))!;
  const row = page.getByRole('listitem').filter({ hasText: ref });
  await expect(row).toBeVisible({ timeout: slow(5_000) }); // heard as it is committed
  await expect(row).toContainText('Confirmed');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Diary updated' })).toHaveCount(1);
  expect(await reloaded()).toBe(false);
  expect(dayLoads).toEqual([]);

  await row.getByRole('button', { name: /^Seat / }).click();
  await expect(row).toContainText('Seated');
  await expect(row.getByRole('button', { name: /^Cleared / })).toBeVisible();
  expect(await reloaded()).toBe(false);
  await expectNoAxeViolations(page);

  // The host stand's tablet and a phone: nothing wider than the screen, the timeline included, and axe clean.
  for (const size of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const view of ['list', 'grid']) {
      await page.goto(`/console/diary/${BATH}/?date=${date}&view=${view}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
    }
  }
  await page.goto(`/console/diary/${BATH}/?date=${date}&view=list`);
  // Hydrated (its buttons work) before the link is followed: a click on the server's HTML can be lost under load.
  await expect(row.getByRole('button', { name: /^Cleared / })).toBeEnabled();

  // The booking's page keeps the history: created by the diner, seated by the duty manager.
  await row.getByRole('link', { name: 'Dina Three' }).click();
  const history = page.getByRole('table').filter({ hasText: 'Duty Manager' });
  await expect(history).toContainText('Diner');
  await expect(history).toContainText('seated');
});

test('an enquiry reaches the restaurant by e-mail; the manager confirms it and the diner hears back', async ({ page, request }) => {
  const date = await bookableDay(request, { storeId: BATH, occasionId: 'dinner', adults: 2 }, 5, ['20:00']);
  const email = uniqueEmail('enquiry');
  const ref = (await dinerBooks(request, 'enquiry', date, '20:00', 16, email))!;
  const [notice] = await waitForMail(BATH_EMAIL, 1, (m) => m.subject.includes(ref));
  expect(notice!.subject).toContain('New booking request');
  const link = /http:\/\/\S+\/console\/bookings\/[\w-]+\//.exec(notice!.text)?.[0];
  expect(link).toBeTruthy();

  await signIn(page);
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dina Sixteen');
  await expect(page.getByText('Requested').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Confirmed').first()).toBeVisible();

  const [confirmation] = await waitForMail(email, 1, (m) => m.subject.startsWith('Your booking is confirmed'));
  expect(confirmation!.subject).toContain(ref);
  expect(confirmation!.text).toContain('View, change or cancel your booking');
});

test('a phone booking through the form races an online booking for the last table: one wins, the other gets status 9', async ({
  page,
  request,
}) => {
  const date = await bookableDay(request, { storeId: BATH, occasionId: 'dinner', adults: 2 }, 6, ['17:45', '19:00']);
  await signIn(page);
  await page.goto(`/console/diary/${BATH}/new/?date=${date}`);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  // Every table but R1 (one or two seats) still taken at 19:00 by parties seated at 17:45 (their turn
  // runs to 19:15), so 19:00's pacing is untouched and only R1 is left.
  const diary = await page.request.get(`/api/console/diary?storeId=${BATH}&date=${date}`);
  const tables = ((await diary.json()) as { data: { tables: { id: string }[] } }).data.tables.map((t) => t.id);
  for (const id of tables.filter((t) => t !== 'r1')) {
    const taken = await page.request.post('/api/console/bookings', {
      headers: { 'x-csrf-token': csrf },
      data: {
        storeId: BATH,
        booking: {
          source: 'phone',
          date,
          time: '17:45',
          adults: 1,
          occasionId: 'dinner',
          firstName: 'Held',
          lastName: 'Table',
          phone: '01225 000000',
          tableIds: [id],
          override: true,
          overrideReason: 'Filling the room for the test',
        },
      },
    });
    expect(taken.status(), await taken.text()).toBe(200);
  }

  await page.getByLabel('Adults').fill('2');
  // product.md D8: the time is one the engine offers (R1 is still free at 19:00).
  await page.getByRole('radio', { name: '19:00', exact: true }).check();
  await page.getByLabel('Table').selectOption('r1');
  await page.getByLabel('First name').fill('Phone');
  await page.getByLabel('Last name').fill('Caller');
  await page.getByLabel('Phone number').fill('01225 111111');
  const online = dinerBooks(request, 'create', date, '19:00', 2, uniqueEmail('race'), { allowSlotTaken: true });
  const [onlineRef] = await Promise.all([online, page.getByRole('button', { name: 'Add booking' }).click()]);

  if (onlineRef === null) {
    // The team won: the diner was told the slot was just taken (409, status 9), the form went through.
    await expect(page).toHaveURL(/created=/);
  } else {
    // The diner won: the form says what the booking modal says, and keeps what was typed.
    await expect(page.getByRole('alert').first()).toHaveText('Sorry, that time slot’s just been taken. Please choose another…');
    await expect(page.getByLabel('First name')).toHaveValue('Phone');
  }
});
