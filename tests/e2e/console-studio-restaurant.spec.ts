// product.md D9 "forms, not JSON" on the 'console' project's server: a content
// editor made by `npm run staff` (E2E_STAFF_LINK_FILE.restaurant-forms) edits
// Cambridge's details by keyboard: ticks an amenity, adds a hero tile (focus on
// its id), moves it up (focus stays on its button), types its heading and
// saves with Enter; publishes, and the restaurant's page shows both. Without
// JavaScript the same tile buttons post the form: the server draws it again
// with the tile moved, unsaved, and focus on the button. The form passes axe
// (with scripts: axe runs in the page).
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydrated.ts';
import { consoleSignIn } from './support/staff-sign-in.ts';
import { slow } from './support/slowdown.ts';

test.describe.configure({ mode: 'serial' });

const CAMBRIDGE = '1012';
const signIn = consoleSignIn({
  email: 'restaurant.editor@example.com',
  password: 'the restaurant editor password',
  name: 'Restaurant Editor',
  linkSuffix: '.restaurant-forms',
  landing: 'Content studio',
});

test('a content editor ticks an amenity and adds a hero tile by keyboard, publishes, and the restaurant page shows them', async ({
  page,
  browser,
}) => {
  test.setTimeout(slow(120_000));
  await signIn(page);
  await page.goto(`/console/content/restaurant/${CAMBRIDGE}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'The restaurant’s details' })).toBeVisible();
  const dogs = page.getByRole('checkbox', { name: 'Dog friendly' });
  await hydrated(dogs);
  await expectNoAxeViolations(page);

  await dogs.focus();
  await page.keyboard.press('Space');
  await expect(dogs).toBeChecked();

  // A new tile: focus goes to its id; then up above the hero, focus staying on its button.
  await page.getByRole('button', { name: 'Add a tile' }).focus();
  await page.keyboard.press('Enter');
  const added = page.getByRole('group', { name: 'Tile 2', exact: true });
  await expect(added.getByLabel('Tile id')).toBeFocused();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('cambridge-dogs');
  await added.getByRole('button', { name: 'Move up tile 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move up tile 1' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Tile moved up: it is tile 1 of 2 now' })).toBeVisible();
  const first = page.getByRole('group', { name: /^Tile 1/ });
  await expect(first.getByLabel('Tile id')).toHaveValue('cambridge-dogs');
  const heading = first.getByLabel('Heading (optional)', { exact: true });
  await heading.focus();
  await page.keyboard.type('Dogs welcome on the terrace');
  await expectNoAxeViolations(page);
  // Enter in a field saves (the form's first submit button is its save, never a tile's).
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tile 1: Dogs welcome on the terrace' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  const diner = await (await browser.newContext()).newPage();
  await expect(async () => {
    await diner.goto('/restaurants/cambridge/');
    await expect(diner.getByRole('region', { name: 'Facilities' })).toContainText('Dog friendly', { timeout: 500 });
    await expect(diner.getByRole('heading', { name: 'Dogs welcome on the terrace' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: slow(15_000) });
  const sections = await diner.locator('main section[id]').evaluateAll((all) => all.map((s) => s.id));
  expect(sections.indexOf('cambridge-dogs')).toBeLessThan(sections.indexOf('cambridge-hero'));
  await diner.context().close();
});

test('without JavaScript, a tile’s button posts the form: the tile moves, unsaved, and focus stays on the button', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const form = await noScript.newPage();
  await form.goto(`/console/content/restaurant/${CAMBRIDGE}/`);
  await form.getByLabel('Phone', { exact: true }).fill('01223 000 111');
  await form.getByRole('button', { name: 'Move down tile 1' }).click();
  await expect(form.getByRole('button', { name: 'Move down tile 2' })).toBeFocused();
  await expect(form.getByRole('group', { name: /^Tile 2/ }).getByLabel('Tile id')).toHaveValue('cambridge-dogs');
  await expect(form.getByRole('status').filter({ hasText: 'Tile moved down: it is tile 2 of 2 now. Save the details' })).toBeVisible();
  // Everything typed is still there, and nothing is saved until the editor saves.
  await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('01223 000 111');
  await expect(form.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
  // (axe needs the page's scripts: the same form passed it above, with them.)
  await noScript.close();
});
