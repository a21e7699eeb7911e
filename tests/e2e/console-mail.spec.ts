// product.md D13 "A mail log in the console" on the 'console' project's server: a
// diner books through the API, then a chain admin (made by `npm run staff`,
// E2E_STAFF_LINK_FILE.mail) opens Mail from the console's navigation, finds the
// confirmation by its booking reference, opens it, and reads it as the diner
// does in the sandboxed frame (whose HTML carries its own strict policy). Axe on each page.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { slow } from './support/slowdown.ts';

const BATH = '1002';
const signInAdmin = consoleSignIn({
  email: 'mail.admin@example.com',
  password: 'the mail admin password',
  name: 'Mail Admin',
  linkSuffix: '.mail',
});

test('a chain admin finds a booking’s confirmation in the mail log, reads it, and resends it', async ({ page, request }) => {
  test.setTimeout(slow(90_000)); // a booking, a sign-in and two axe runs, on a shared machine
  const email = uniqueEmail('mail-log');
  const party = { storeId: BATH, occasionId: 'dinner', adults: 2 };
  const date = await bookableDay(request, party, 7);
  const headers = await apiHeaders(request);
  const times = await request.get(`/api/booking/slots/${BATH}?occasionId=dinner&adults=2&children=0&dates=${date}&areaId=null`, {
    headers,
  });
  const time = ((await times.json()).data.dates[0].times as { time: string; canEnquire: boolean }[]).find((t) => !t.canEnquire)!.time;
  const booked = await request.post(`/api/booking/create/${BATH}`, {
    headers,
    data: {
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      bookingDate: date,
      time,
      customer: {
        firstName: 'Mia',
        lastName: 'Maillog',
        email,
        phoneNumber: '07700 900321',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const reference = (await booked.json()).data.bookingReference as string;

  await signInAdmin(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await page.getByLabel('Recipient or booking reference').fill(reference);
  await page.getByRole('button', { name: 'Show mail' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  const table = page.getByRole('table', { name: new RegExp(`matching “${reference}”`) });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Booking confirmation');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: new RegExp(reference) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(page.getByRole('region', { name: 'Text', exact: true })).toContainText(reference);
  const frame = page.frameLocator('iframe[title^="The mail"]');
  await expect(frame.locator('body')).toContainText(reference);
  await expectNoAxeViolations(page);

  const htmlAddress = await page.locator('iframe[title^="The mail"]').getAttribute('src');
  const htmlReply = await page.request.get(htmlAddress!);
  expect(htmlReply.headers()['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'",
  );

  await page.getByRole('button', { name: 'Resend this mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'queued to be sent again' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the mail log' }).click();
  await page.getByLabel('Recipient or booking reference').fill(reference);
  await page.getByRole('button', { name: 'Show mail' }).click();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: email })).toHaveCount(2);
});
