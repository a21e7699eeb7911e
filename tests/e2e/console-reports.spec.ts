// The chain's reports (product.md D12 "Reports") on the 'console' project's server:
// marketing (made by `npm run staff` before the server started,
// E2E_STAFF_LINK_FILE.reports) opens Reports from the console bar, chooses a
// range holding a booking a diner just made, and reads each chart with its
// table, downloads a chart's CSV, and axe finds nothing.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { uniqueEmail } from './support/mailbox.ts';

const BATH = '1002';

test.describe.configure({ mode: 'serial' });
const signIn = consoleSignIn({
  email: 'reports.marketing@example.com',
  password: 'the marketing password',
  name: 'Reports Marketing',
  linkSuffix: '.reports',
  landing: 'Marketing lists',
});

test('marketing reads the chain’s reports: charts, tables and CSV, and axe finds nothing', async ({ page, request }) => {
  const date = await bookableDay(request, { storeId: BATH, occasionId: 'dinner', adults: 3 }, 3, ['19:00']);
  const reply = await request.post(`/api/booking/create/${BATH}`, {
    headers: await apiHeaders(request, 'e2e-reports-0001'),
    data: {
      occasionId: 'dinner',
      adults: 3,
      children: 0,
      bookingDate: date,
      time: '19:00',
      customer: {
        firstName: 'Rita',
        lastName: 'Reports',
        email: uniqueEmail('rita.reports'),
        phoneNumber: '07700 900457',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);

  await signIn(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports: The chain');

  // The GET form: the booking's day alone.
  await page.getByLabel('From', { exact: true }).fill(date);
  await page.getByLabel('To', { exact: true }).fill(date);
  await page.getByRole('button', { name: 'Show the report' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${date}&to=${date}`));

  for (const heading of ['Covers by day', 'Booking sources', 'Lead time', 'Party sizes', 'Busiest times', 'Sign-ups', 'Event leads']) {
    const section = page.getByRole('region', { name: heading, exact: true });
    await expect(section.locator(':scope > svg')).toHaveCount(1); // the chart (its axis labels are SVGs inside it)
    await expect(section.getByRole('table')).toBeVisible();
  }
  await expect(page.getByRole('table')).toHaveCount(12);
  // Decision 081: the event leads by source and status, every source together in the last row.
  const leads = page.getByRole('table', { name: /^Event leads received/ });
  await expect(leads.getByRole('columnheader', { name: 'Conversion of decided' })).toBeVisible();
  await expect(leads.getByRole('rowheader', { name: 'All sources' })).toBeVisible();

  const sources = page.getByRole('table', { name: 'Booking sources' });
  await expect(sources.getByRole('columnheader', { name: 'Bookings' })).toBeVisible();
  const online = Number(
    await sources
      .getByRole('row', { name: /^Online/ })
      .getByRole('cell')
      .textContent(),
  );
  expect(online).toBeGreaterThanOrEqual(1);
  await expect(sources.getByRole('rowheader', { name: 'Waitlist' })).toBeVisible();
  const sizes = page.getByRole('table', { name: 'Party sizes' });
  expect(Number(await sizes.getByRole('row', { name: /^3 / }).getByRole('cell').textContent())).toBeGreaterThanOrEqual(1);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download “Booking sources” as CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Source,Bookings');
  expect(csv).toContain('Waitlist,0');
  const leadsDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download “Event leads received, by source and status” as CSV' }).click();
  const leadsCsv = await readFile(await (await leadsDownload).path(), 'utf8');
  expect(leadsCsv.split('\r\n')[0]).toBe(
    'Source,Received,New,Proposal sent,Confirmed,Deposit paid,Completed,Lost,Conversion of decided,Median first answer',
  );

  await expectNoAxeViolations(page);
});

test('a restaurant’s report is found, and one the member may not read is not', async ({ page }) => {
  await signIn(page);
  const res = await page.goto(`/console/reports/${BATH}/`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reports: ');
  await expectNoAxeViolations(page);
  expect((await page.goto('/console/reports/9999/'))?.status()).toBe(404);
});

test('a table longer than a screen opens from its link, taking the focus, and closes again (decision 069)', async ({ page }) => {
  await signIn(page);
  // Seventy days: the weekly table (eleven rows) shows at once, the daily tables are folded.
  const to = '2026-03-31';
  const from = addIsoDays(to, -69);
  await page.goto(`/console/reports/${BATH}/?from=${from}&to=${to}`);
  const daily = page.getByRole('region', { name: 'Covers by day', exact: true });
  await expect(page.getByRole('table', { name: 'Bookings and covers by week (from Monday)' })).toBeVisible();
  await expect(daily.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(9);

  await daily.getByRole('link', { name: 'Show the table “Bookings and covers by day” (70 rows)' }).click();
  const table = daily.getByRole('table', { name: 'Bookings and covers by day' });
  await expect(table).toBeVisible();
  await expect(page).toHaveURL(/tables=daily/);
  await expect(table.getByRole('rowheader', { name: from })).toBeVisible();
  // The reader is taken into the table they opened.
  await expect(daily.getByRole('region', { name: 'Bookings and covers by day (table)' })).toBeFocused();
  await expectNoAxeViolations(page);

  const hide = daily.getByRole('link', { name: 'Hide the table “Bookings and covers by day”' });
  await hide.click();
  await expect(daily.getByRole('table')).toHaveCount(0);
  await expect(daily.getByRole('link', { name: /^Show the table/ })).toBeFocused();
  await expect(page).not.toHaveURL(/tables=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the link opens the folded table on the page it loads', async ({ page }) => {
    await signIn(page);
    await page.goto(`/console/reports/${BATH}/?from=2026-01-01&to=2026-03-31`);
    await page.getByRole('link', { name: 'Show the table “Sign-ups by day” (90 rows)' }).click();
    await expect(page).toHaveURL(/tables=sign-ups#report-sign-ups$/);
    await expect(page.getByRole('table', { name: 'Sign-ups by day' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bookings and covers by day' })).toHaveCount(0);
  });
});

/** A London date so many days on (a calendar sum: no clock is read). */
function addIsoDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
