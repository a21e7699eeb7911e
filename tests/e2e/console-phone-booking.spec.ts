// Phone bookings show availability, and walk-ins (product.md D8) at the
// host stand's 1024×768, on the 'console' project's server: a manager of
// Brighton, made by `npm run staff` before the server started
// (E2E_STAFF_LINK_FILE.phone), takes a phone booking at a time the engine
// offers (the times follow the party as it is typed), types a time not offered
// (one field, and its reason) and is refused one outside the opening hours,
// seats a walk-in who gave no name, and works the bottom tables of the grid
// without the page moving. Brighton is nobody else's restaurant in the console
// journeys.
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { bookableDay } from './support/booking-api.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { slow } from './support/slowdown.ts';

const BRIGHTON = '1009';
const SLOT_TAKEN = 'Sorry, that time slot’s just been taken. Please choose another…';
const signIn = consoleSignIn({
  email: 'brighton.phone@example.com',
  password: 'the brighton phone password',
  name: 'Phone Manager',
  linkSuffix: '.phone',
});

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1024, height: 768 } });

/** The polite live region of the "Time offered" group. */
const timesStatus = (page: Page) => page.getByRole('group', { name: 'Time offered' }).getByRole('status');

async function fillGuest(page: Page, lastName: string) {
  await page.getByLabel('First name').fill('Phone');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Phone number').fill('01273 000000');
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const hhmm = (m: number) => `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

test('a phone booking picks a time the engine offers, and the times follow the party', async ({ page, request }) => {
  test.setTimeout(slow(60_000));
  const date = await bookableDay(request, { storeId: BRIGHTON, occasionId: 'dinner', adults: 3 }, 3, ['19:00']);
  await signIn(page);
  await page.goto(`/console/diary/${BRIGHTON}/new/?date=${date}`);
  await expect(timesStatus(page)).toHaveText(/^\d+ times offered for 2 guests on /);
  await expectNoAxeViolations(page);

  // Typing the party asks again (once the page's script runs): the region says so politely.
  const adults = page.getByLabel('Adults');
  await expect(async () => {
    await adults.fill('');
    await adults.fill('3');
    await expect(timesStatus(page)).toHaveText(/^\d+ times offered for 3 guests on /, { timeout: 3_000 });
  }).toPass({ timeout: slow(20_000) });

  await page.getByRole('radio', { name: '19:00', exact: true }).check();
  await expect(page.getByLabel('Table', { exact: true })).toHaveAccessibleDescription(/^At 19:00 Mesa would seat them at [A-Z]\d+/);
  await expectNoAxeViolations(page);
  await fillGuest(page, 'Offered');
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(page).toHaveURL(/created=/);
  await page.goto(`/console/diary/${BRIGHTON}/?date=${date}&view=list`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Phone Offered' })).toContainText('19:00');
});

test('a time not offered is one field and its reason; outside the opening hours it is refused, said once by the field', async ({
  page,
  request,
}) => {
  const date = await bookableDay(request, { storeId: BRIGHTON, occasionId: 'dinner', adults: 2 }, 4);
  await signIn(page);
  await page.goto(`/console/diary/${BRIGHTON}/new/?date=${date}`);
  const open = (await page.getByText(/^Open \d{2}:\d{2}–\d{2}:\d{2} on that day\.$/).textContent())!;
  const [, from, to] = /^Open (\d{2}:\d{2})–(\d{2}:\d{2})/.exec(open)!;
  // Half an hour before closing: inside the hours, but a party of two's 90-minute turn runs past them.
  const late = hhmm(minutesOf(to!) + 1440 - 30);
  const refusal = `The restaurant is open ${from}–${to} on that day; this booking would run past closing.`;

  await fillGuest(page, 'Late');
  // No box to tick: the time typed is the override, and its reason is asked for once a time is there.
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  const otherTime = page.getByLabel('Time not offered');
  const reason = page.getByLabel('Reason for the override');
  await expect(reason).toHaveCount(0);
  await expect(async () => {
    await otherTime.fill('');
    await otherTime.fill(late);
    await expect(reason).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: slow(10_000) });
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription('Please say why you are booking a time that is not offered');

  await reason.fill('They asked for a late table');
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(otherTime).toHaveAttribute('aria-invalid', 'true');
  await expect(otherTime).toBeFocused();
  await expect(otherTime).toHaveAccessibleDescription(new RegExp(`${refusal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  // Said once, beside the field: no alert repeats it at the top.
  await expect(page.getByText(refusal, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toHaveCount(0);
  await expect(page.getByLabel('Last name')).toHaveValue('Late');
  await expectNoAxeViolations(page);

  // Inside the hours the override takes a time the engine does not offer (off its quarter hours).
  await otherTime.fill('19:10');
  await page.getByRole('button', { name: 'Add booking' }).click();
  await expect(page).toHaveURL(/created=/);
  await page.goto(`/console/diary/${BRIGHTON}/?date=${date}&view=list`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Phone Late' })).toContainText('19:10');
});

test('a walk-in with no name is seated now; the same table is then refused with status 9; the table goes through main course, bill and cleared', async ({
  page,
}) => {
  // A setup import, two walk-ins, three service steps and two axe runs: it reached its last step at 30 s in one CI run.
  test.setTimeout(slow(60_000));
  await signIn(page);
  // Open around the clock (an operator's setup import), so that "now" is inside the hours whenever this runs.
  await page.goto(`/console/setup/${BRIGHTON}/`);
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const baseVersion = await page.locator('input[name="baseVersion"]').first().inputValue();
  const doc = (await (await page.request.get(`/console/setup/${BRIGHTON}/export/`)).json()) as {
    hours: Record<string, string>;
    specialHours: unknown[];
  };
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
    Object.assign(doc.hours, { [`${day}Open`]: '00:00', [`${day}Close`]: '00:00', [`${day}ClickCollectClose`]: '00:00' });
  }
  doc.specialHours = [];
  const imported = await page.request.post(`/console/setup/${BRIGHTON}/`, {
    form: { csrf, intent: 'import', baseVersion, json: JSON.stringify(doc) },
  });
  expect(imported.status()).toBe(200);

  // The diary's toolbar: "Seat a walk-in", a table and the party, no name.
  await page.goto(`/console/diary/${BRIGHTON}/`);
  await expect(page.locator('[data-grid-ready="true"]')).toBeVisible();
  const seatWalkIn = async (adults: string, name: string) => {
    const toggle = page.getByText('Seat a walk-in', { exact: true });
    if (!(await page.getByRole('form', { name: 'Seat a walk-in' }).isVisible())) await toggle.click();
    const form = page.getByRole('form', { name: 'Seat a walk-in' });
    await form.getByLabel('Walk-in table').selectOption('r1');
    await form.getByLabel('Adults').fill(adults);
    await form.getByLabel('Name (optional)').fill(name);
    await form.getByRole('button', { name: 'Seat walk-in' }).click();
  };
  await seatWalkIn('2', '');
  await expect(page.getByRole('status').filter({ hasText: /Walk-in seated at R1 at \d{2}:\d{2}, 2 covers/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d{2}:\d{2} · 2 covers\s*, Walk-in/ })).toBeVisible();

  await seatWalkIn('1', 'Late Comer');
  await expect(page.getByRole('alert').filter({ hasText: SLOT_TAKEN })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/console/diary/${BRIGHTON}/?view=list`);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Walk-in', exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Seated');

  // In service: R1's row on the grid says where the meal is and the turn time left; each next step is one button.
  await page.goto(`/console/diary/${BRIGHTON}/`);
  await expect(page.locator('[data-grid-ready="true"]')).toBeVisible();
  const walkInBar = page.getByRole('link', { name: /^\d{2}:\d{2} · 2 covers\s*, Walk-in/ });
  const r1 = page.locator('tr', { has: walkInBar }).locator('th');
  await expect(r1).toContainText(/Seated, (\d+ min left|Turn time up|\d+ min over)/);
  for (const [step, stage] of [
    ['Main course', 'Main course'],
    ['Bill', 'Bill'],
  ] as const) {
    await r1.getByRole('button', { name: new RegExp(`^${step} for Walk-in, \\d{2}:\\d{2}, R1$`) }).click();
    await expect(r1).toContainText(new RegExp(`${stage}, (\\d+ min left|Turn time up|\\d+ min over)`));
  }
  await expectNoAxeViolations(page);
  await r1.getByRole('button', { name: /^Cleared for Walk-in/ }).click();
  await expect(r1.getByRole('button')).toHaveCount(0);
  await page.goto(`/console/diary/${BRIGHTON}/?view=list`);
  await expect(row).toContainText('Completed');
});

test('on the bottom tables, each row action and the view switch keep the page where it is and the focus on the row', async ({ page }) => {
  test.setTimeout(slow(90_000));
  await signIn(page);
  // Brighton is open around the clock since the walk-in journey before this one (serial): two walk-ins are seated
  // now at the grid's last two tables that seat two, so their "in service" buttons are near the page's bottom.
  await page.goto(`/console/diary/${BRIGHTON}/`);
  await expect(page.locator('[data-grid-ready="true"]')).toBeVisible();
  const headers = await page.getByRole('rowheader').allInnerTexts();
  const forTwo = headers
    .map((text) => ({ label: text.split(/\s/)[0]!, seats: /(\d+)(?:–(\d+))? seats/.exec(text) }))
    .filter(({ seats }) => seats && Number(seats[1]) <= 2 && 2 <= Number(seats[2] ?? seats[1]))
    .map(({ label }) => label);
  const [upper, lower] = forTwo.slice(-2) as [string, string];
  for (const [table, name] of [
    [upper, 'Ada Low'],
    [lower, 'Bo Low'],
  ] as const) {
    const form = page.getByRole('form', { name: 'Seat a walk-in' });
    if (!(await form.isVisible())) await page.getByText('Seat a walk-in', { exact: true }).click();
    await form.getByLabel('Walk-in table').selectOption(table.toLowerCase());
    await form.getByLabel('Adults').fill('2');
    await form.getByLabel('Name (optional)').fill(name);
    await form.getByRole('button', { name: 'Seat walk-in' }).click();
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`seated at ${table} at`) })).toBeVisible();
  }

  const row = (table: string) => page.getByRole('rowheader', { name: new RegExp(`^${table}\\b`) });
  const scrollY = () => page.evaluate(() => window.scrollY);
  // Where a row sits in the window: what the host sees stay put (the message above the grid may change its height).
  const topOf = (table: string) => row(table).evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const mainCourse = row(upper).getByRole('button', { name: /^Main course for Ada Low/ });
  // The host scrolls down to the bottom tables: the button in view, well down the page.
  await mainCourse.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 500));
  const y = await scrollY();
  expect(y).toBeGreaterThan(400);
  const upperTop = await topOf(upper);

  for (const [press, stage, next] of [
    ['Main course', 'Main course', 'Bill'],
    ['Bill', 'Bill', 'Cleared'],
  ] as const) {
    await row(upper)
      .getByRole('button', { name: new RegExp(`^${press} for Ada Low`) })
      .click();
    await expect(row(upper)).toContainText(new RegExp(`${stage}, (\\d+ min left|Turn time up|\\d+ min over)`));
    // Focus on the row's next step, and the page where it was.
    await expect(row(upper).getByRole('button', { name: new RegExp(`^${next} for Ada Low`) })).toBeFocused();
    expect(await topOf(upper)).toBe(upperTop);
  }
  await row(upper)
    .getByRole('button', { name: /^Cleared for Ada Low/ })
    .click();
  await expect(row(upper).getByRole('button')).toHaveCount(0);
  // The row has no step left: focus goes on to the next row's.
  await expect(row(lower).getByRole('button', { name: /^Main course for Bo Low/ })).toBeFocused();
  expect(await topOf(upper)).toBe(upperTop);
  const y2 = await scrollY();
  expect(y2).toBeGreaterThan(400);
  await expectNoAxeViolations(page);

  // The view switch, by keyboard from where the host is: the list, at the same place (or as far down as it goes).
  const views = page.getByRole('navigation', { name: 'Diary views' });
  await views.getByRole('link', { name: 'List' }).evaluate((el) => el.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=list/);
  const list = page.getByRole('list', { name: 'Bookings by time' });
  await expect(list).toBeVisible();
  const listEnd = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const inList = await scrollY();
  expect(inList).toBe(Math.min(y2, listEnd));
  expect(inList).toBeGreaterThan(0);
  await expect(views.getByRole('link', { name: 'List' })).toBeFocused();

  // A row action in the list keeps the place too, and the focus in that booking's row.
  const bo = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Bo Low', exact: true }) });
  await bo
    .getByRole('button')
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const boTop = () => bo.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const before = await boTop();
  await bo.getByRole('button').first().click();
  await expect(page.getByRole('status').filter({ hasText: /\(Bo Low, \d{2}:\d{2}\) is now / })).toBeVisible();
  await expect.poll(() => bo.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await boTop()).toBe(before);
  const atBo = await scrollY();
  await expectNoAxeViolations(page);

  // And back to the grid, which is longer: exactly where the host was.
  await views.getByRole('link', { name: 'Grid' }).evaluate((el) => el.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/view=list/);
  await expect(page.locator('[data-grid-ready="true"]')).toBeVisible();
  expect(await scrollY()).toBe(atBo);
  await expect(views.getByRole('link', { name: 'Grid' })).toBeFocused();
});
