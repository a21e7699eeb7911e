// Guest profiles at the host stand (decision 044): a diner books Bath,
// the duty manager (made by `npm run staff` before the server started) tags
// them "nut allergy" on their profile, and the tag shows beside the booking in
// the diary and on the printed day sheet. The guests list and the profile are
// axe clean.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { bookableDay } from './support/booking-api.ts';
import { uniqueEmail } from './support/mailbox.ts';
import { slow } from './support/slowdown.ts';

const BATH = '1002';
const signIn = consoleSignIn({
  email: 'bath.guests@example.com',
  password: 'the guests manager password',
  name: 'Guests Manager',
  linkSuffix: '.guests',
});

test.describe.configure({ mode: 'serial' });

async function dinerBooks(request: APIRequestContext, date: string, time: string, email: string): Promise<void> {
  const token = await request.post('/api/token', { data: {} });
  const headers = { authorization: `Bearer ${(await token.json()).data.token}`, brandkey: 'casa-lumbre', sessionid: 'e2e-guests-0001' };
  const reply = await request.post(`/api/booking/create/${BATH}`, {
    headers,
    data: {
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      bookingDate: date,
      time,
      customer: {
        firstName: 'Nora',
        lastName: 'Almond',
        email,
        phoneNumber: '07700 900789',
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(200);
}

test('a guest tagged "nut allergy" shows the tag in the diary and on the printed day sheet', async ({ page, request }) => {
  test.setTimeout(slow(90_000));
  const date = await bookableDay(request, { storeId: BATH, occasionId: 'dinner', adults: 2 }, 5, ['19:30']);
  const email = uniqueEmail('nora');
  await dinerBooks(request, date, '19:30', email);
  await signIn(page);

  await page.goto('/console/guests/');
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await page.getByLabel('Name, e-mail or phone').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: 'Nora Almond' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Nora Almond' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Almond' })).toBeVisible();
  await page.getByLabel('Add a tag').fill('Nut Allergy');
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The tag is added.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the tag nut allergy' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Allergies' }).fill('Peanuts and tree nuts');
  await page.getByRole('button', { name: 'Save allergies and dietary notes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The allergies and dietary notes are saved.' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/console/diary/${BATH}/?date=${date}&view=list`);
  const booking = page.getByRole('list', { name: 'Bookings by time' }).getByRole('listitem').filter({ hasText: 'Nora Almond' });
  await expect(booking.getByRole('list', { name: 'Guest tags' })).toContainText('nut allergy');
  await expect(booking).toContainText('Allergies: Peanuts and tree nuts');

  // The printed day sheet: the grid view prints the list, each booking with its guest's line.
  await page.goto(`/console/diary/${BATH}/?date=${date}&view=grid`);
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('list', { name: 'Bookings by time' }).getByRole('listitem').filter({ hasText: 'Nora Almond' });
  await expect(printed).toBeVisible();
  await expect(printed.getByRole('list', { name: 'Guest tags' })).toContainText('nut allergy');
});
