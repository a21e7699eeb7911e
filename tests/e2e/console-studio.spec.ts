// Issue 26 on the 'console' project's server: a content editor made by
// `npm run staff` (E2E_STAFF_LINK_FILE.studio) changes a dish's price and an
// allergen in the studio's forms. The preview shows the draft on the real
// page; the live page does not, until it is published; a rollback restores the
// old price. A Bath manager (.bath-content) reaches Bath's details and no
// other content by any id. (Two instances and a publish at a chosen time are
// covered on PostgreSQL by server/studio/studio-service.test.ts.)
import { expect, test, type Browser, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydrated.ts';
import { consoleSignIn, oneTimeLink } from './support/staff-sign-in.ts';

test.describe.configure({ mode: 'serial' });

const EDITOR = { email: 'studio.editor@example.com', password: 'the studio editor password' };
const LEEDS = '1023';
const BATH = '1002';

async function signInEditor(page: Page) {
  await page.goto(oneTimeLink('.studio'));
  await page.getByLabel('New password', { exact: true }).fill(EDITOR.password);
  await page.getByLabel('New password again').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/password=set/);
  await page.getByLabel('E-mail').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A content editor works no diary: the console opens on the studio.
  await expect(page.getByRole('heading', { level: 1, name: 'Content studio' })).toBeVisible();
}

/** The first dish of the food menu as an anonymous diner sees it, with the page's JSON-LD. */
async function liveDish(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/our-menu/food/');
  const dish = page.locator('[data-dietary]').filter({ hasText: 'Pão de queijo' }).first();
  const text = await dish.innerText();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  await context.close();
  return { text, jsonLd: jsonLd.join('\n') };
}

test('a content editor changes a price and an allergen: preview first, live on publish, and a rollback restores it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInEditor(page);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Diary' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Food menu' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Food menu');
  await page.getByRole('link', { name: 'Pão de queijo' }).click();
  const price = page.getByLabel('Option 1 price (£)');
  await hydrated(price);
  await expectNoAxeViolations(page);
  await expect(price).toHaveValue('4.95');
  // A price that is not pounds and pence is refused by its field, and what was typed stays.
  await price.fill('four pounds');
  await page.getByRole('button', { name: 'Save to the draft' }).click();
  await expect(page.getByText('Please enter a price in pounds and pence, such as 12.50')).toBeVisible();
  await expect(page.getByLabel('Option 1 price (£)')).toHaveAccessibleDescription(/pounds and pence/);
  await page.getByLabel('Option 1 price (£)').fill('5.25');
  await page.getByRole('checkbox', { name: 'Sesame' }).check();
  await page.getByRole('button', { name: 'Save to the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // The live page does not show the draft, to a diner or to the editor.
  expect((await liveDish(browser)).text).toContain('£4.95');
  await page.goto('/our-menu/food/');
  await expect(page.locator('[data-dietary]').filter({ hasText: 'Pão de queijo' }).first()).toContainText('£4.95');

  // The preview is the real page with the draft in place, at both widths.
  await page.goto('/console/content/menu/food/preview/');
  for (const width of ['phone', 'desktop']) {
    const frame = page.frameLocator(`iframe[title="Food menu: ${width} preview"]`);
    const dish = frame.locator('[data-dietary]').filter({ hasText: 'Pão de queijo' }).first();
    await expect(dish).toContainText('£5.25');
    await expect(dish).toContainText('Sesame');
  }
  // A diner who is sent the preview's address sees the live page.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  const response = await strangerPage.goto('/our-menu/food/?preview=menu:food');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(strangerPage.locator('[data-dietary]').filter({ hasText: 'Pão de queijo' }).first()).toContainText('£4.95');
  await stranger.close();

  await page.goto('/console/content/menu/food/');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  // Every page that shows it changes within a second (the published version is read at most once a second).
  await expect.poll(async () => (await liveDish(browser)).text, { timeout: 3000 }).toContain('£5.25');
  const live = await liveDish(browser);
  expect(live.text).toContain('Sesame');
  expect(live.jsonLd).toMatch(/"price":\s*"?5\.25/);
  await expect(page.getByRole('table').getByText(/Pão de queijo.*price: £4\.95 → £5\.25/)).toBeVisible();

  await page.getByRole('button', { name: 'Roll back to version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rolled back' })).toBeVisible();
  await expect.poll(async () => (await liveDish(browser)).text, { timeout: 3000 }).toContain('£4.95');
  await expectNoAxeViolations(page);

  // The whole content as one file: exported, changed outside the studio, imported back.
  const exported = await page.request.get('/console/content/export/');
  expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename="mesa-content-/);
  const file = (await exported.json()) as { documents: { menu: { id: string; name: string }[] } };
  file.documents.menu.find((m) => m.id === 'kids')!.name = 'Little ones';
  await page.goto('/console/content/');
  await page
    .getByLabel('Content file to import')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not JSON' })).toBeVisible();
  await page
    .getByLabel('Content file to import')
    .setInputFiles({ name: 'content.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported: 1 document published' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Little ones' })).toBeVisible();
});

const signInBath = consoleSignIn({
  email: 'bath.content@example.com',
  password: 'the bath content password',
  name: 'Bath Content',
  linkSuffix: '.bath-content',
});

test('a Bath manager edits Bath’s details and reaches no other content by any id', async ({ page }) => {
  await signInBath(page);
  await page.getByRole('link', { name: 'Content', exact: true }).click();
  const lists = page.getByRole('region');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Restaurants']);
  await expect(lists.getByRole('link')).toHaveText(['Casa Lumbre Bath']);
  await lists.getByRole('link', { name: 'Casa Lumbre Bath' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Casa Lumbre Bath');
  await expect(page).toHaveURL(new RegExp(`/console/content/restaurant/${BATH}/$`));
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  for (const path of [
    `/console/content/restaurant/${LEEDS}/`,
    `/console/content/restaurant/${LEEDS}/preview/`,
    '/console/content/menu/food/',
    '/console/content/menu/food/items/pao-de-queijo/',
    '/console/content/settings/site/',
    '/console/content/offer/1/',
  ]) {
    const reply = await page.goto(path);
    expect(reply?.status(), path).toBe(404);
  }
  const post = await page.request.post(`/console/content/restaurant/${LEEDS}/`, { form: { csrf, intent: 'discard', revision: '0' } });
  expect(post.status()).toBe(404);
});
