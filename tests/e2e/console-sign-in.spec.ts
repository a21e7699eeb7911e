// The restaurant console's front door (product.md D8), on the 'console' project's
// server: `npm run staff` made a manager of Bath before the server started and
// wrote the one-time link to E2E_STAFF_LINK_FILE (playwright.config.ts). The
// manager sets a password through it, signs in, sees Bath and only Bath, and
// signs out — by keyboard-reachable controls found by role and label.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { oneTimeLink } from './support/staff-sign-in.ts';

const EMAIL = 'bath.manager@example.com';
const PASSWORD = 'a long console password';

test('a manager sets a password from the CLI link, signs in, sees only Bath, and signs out', async ({ page, context }) => {
  await page.goto(oneTimeLink());
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a password' })).toBeVisible();
  await expect(page.getByText(`For ${EMAIL}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('too short');
  await page.getByLabel('New password again').fill('too short');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please choose at least 12 characters');
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();

  // The sign-in page, with the news that the password is set.
  await expect(page).toHaveURL(/\/console\/\?password=set$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your password is set. Please sign in.');
  const signInReply = await page.request.get('/console/');
  expect(signInReply.headers()['cache-control']).toBe('no-store');
  expect(signInReply.headers()['x-robots-tag']).toContain('noindex');
  await expectNoAxeViolations(page);

  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('E-mail or password is not right');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Password').press('Enter');
  // The greeting follows the server's clock in London time (product.md D8 "Console UI").
  const greeting = /^Good (morning|afternoon|evening), Bath Manager$/;
  await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
  await expect(page.getByText(`Signed in as ${EMAIL} (Restaurant manager).`)).toBeVisible();
  const restaurants = page.getByRole('table', { name: 'Your restaurants today' });
  await expect(restaurants.getByRole('rowheader')).toHaveText(['Casa Lumbre Bath']);
  await expect(restaurants.getByRole('link', { name: 'Casa Lumbre Bath', exact: true })).toHaveAttribute('href', '/console/diary/1002/');
  const covers = restaurants.getByRole('columnheader', { name: 'Covers' });
  await covers.getByRole('button').click();
  await expect(covers).toHaveAttribute('aria-sort', 'descending');
  await expectNoAxeViolations(page);

  const [session] = (await context.cookies()).filter((c) => c.name === 'mesa_staff');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });

  // React Router's own Origin check: a post from another site does not sign anyone out.
  const forged = await page.request.post('/console/sign-out/', {
    headers: { origin: 'https://attacker.example' },
    form: { intent: 'everywhere' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();

  await page.locator('#console-content').getByRole('button', { name: 'Sign out', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/console/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await context.cookies()).filter((c) => c.name === 'mesa_staff' && c.value)).toEqual([]);
});
