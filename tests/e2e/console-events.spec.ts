// Decision 077 from the outside: a group enquiry sent through the site's form becomes a lead in its restaurant's
// console, which its manager moves on by keyboard (status, who looks after it, its value and a note), reads in its
// history, and finds again by its status; a stale second tab is refused with what it typed kept. axe finds nothing.
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { byLabel, openForm, unique } from './support/forms-page.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';

const signInEvents = consoleSignIn({
  email: 'cambridge.events@example.com',
  password: 'the cambridge events password',
  name: 'Events Manager',
  linkSuffix: '.events',
});

async function sendEnquiry(page: Page, lastName: string) {
  await openForm(page, '/work-parties/');
  const form = page.getByRole('form', { name: 'Group booking enquiry' });
  await byLabel(form, 'Restaurant').selectOption({ label: 'Casa Lumbre Cambridge' });
  await byLabel(form, 'Type of booking').selectOption('Work party');
  await byLabel(form, 'Number of guests').fill('30');
  await byLabel(form, 'Date').fill('2099-12-11');
  await byLabel(form, 'From').fill('19:00');
  await byLabel(form, 'Until').fill('23:00');
  await byLabel(form, 'First name').fill('Robin');
  await byLabel(form, 'Last name').fill(lastName);
  await byLabel(form, 'E-mail address').fill('robin@example.com');
  await byLabel(form, 'Phone number').fill('01223 123456');
  await byLabel(form, 'Special requests').fill('The whole back room');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your enquiry' })).toBeFocused();
}

test('a group enquiry becomes a lead its manager moves on by keyboard, with its history, and a stale tab is refused', async ({
  page,
  context,
}) => {
  const lastName = `Events${unique()}`;
  await sendEnquiry(page, lastName);

  await signInEvents(page);
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toContainText('New');
  await expect(row).toContainText('Work party · 30 people · Friday, 11 December 2099, 19:00–23:00');
  await expectNoAxeViolations(page);

  await row.getByRole('link', { name: `Robin ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Robin ${lastName}, Casa Lumbre Cambridge` })).toBeVisible();
  await expect(page.getByText('The whole back room')).toBeVisible();
  await expectNoAxeViolations(page);
  const leadUrl = page.url();

  // A second tab opened now goes stale when the first one saves.
  const stale = await context.newPage();
  await stale.goto(leadUrl);

  // By keyboard: the status, who looks after it, the value and a note, then Save.
  await page.getByLabel('Status').focus();
  await page.getByLabel('Status').selectOption('proposal-sent');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Looked after by')).toBeFocused();
  await page.getByLabel('Looked after by').selectOption({ label: 'Events Manager' });
  await page.keyboard.press('Tab');
  await page.keyboard.type('1800');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sent the set menus');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const history = page.getByRole('list').filter({ hasText: 'Received from the group enquiry form' });
  await expect(history).toContainText(
    'Events Manager: Status: New → Proposal sent; looked after by: nobody → Events Manager; value: not known → £1800.00. Note: Sent the set menus',
  );
  await expectNoAxeViolations(page);

  // The stale tab: refused, its typing kept, and it saves once it is based on the new version.
  await stale.getByLabel('Status').selectOption('lost');
  await stale.getByLabel('Why it was lost').fill('Went elsewhere');
  await stale.getByRole('button', { name: 'Save' }).click();
  await expect(stale.getByRole('alert').filter({ hasText: 'Someone else changed this lead after you opened it' })).toBeVisible();
  await expect(stale.getByLabel('Why it was lost')).toHaveValue('Went elsewhere');
  await expect(stale.getByLabel('Status')).toHaveValue('lost');
  await expect(stale.getByRole('list').filter({ hasText: 'Received from' })).toContainText('Sent the set menus');
  await stale.getByRole('button', { name: 'Save' }).click();
  await expect(stale.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await stale.close();

  // Found again by its status.
  await page.goto('/console/events/');
  await page.getByLabel('Status').selectOption('lost');
  await page.getByRole('button', { name: 'Show leads' }).click();
  await expect(page).toHaveURL(/status=lost/);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText('Lost');
});
