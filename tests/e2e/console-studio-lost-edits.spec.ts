// Decision 061 on the 'console' project's server, as the studio's content
// editor (E2E_STAFF_LINK_FILE.studio, shared with console-studio.spec.ts):
// nothing an editor published is undone without a message. Two tabs open a
// drink with no draft; the first publishes a price, the second's save is
// refused with its typed price kept. A scheduled draft stays to edit; a
// version published before its time that changed the same field refuses it,
// and the panel says so. An export taken before a publish, imported, keeps the
// published change, names it, and replaces it only when ticked.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydrated.ts';
import { comingMinute, msUntil } from './support/london-clock.ts';
import { signInStudioEditor } from './support/studio-editor.ts';
import { slow } from './support/slowdown.ts';

test.describe.configure({ mode: 'serial' });

const DRINK = '/console/content/menu/drinks/items/caipirinha/';
const OFFER = { id: '4', slug: 'kids-eat-free', title: 'Kids eat free, Monday to Friday' };

/** The drink's first price field, once React has the form. */
async function openDrink(page: Page) {
  await page.goto(DRINK);
  const price = page.getByLabel('Option 1 price (£)');
  await hydrated(price);
  return price;
}

async function saveDrink(page: Page, pounds: string) {
  await page.getByLabel('Option 1 price (£)').fill(pounds);
  await page.getByRole('button', { name: 'Save to the draft' }).click();
}

async function publishDrinks(page: Page) {
  await page.goto('/console/content/menu/drinks/');
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
}

async function liveOfferTitle(browser: Browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`/offer/${OFFER.slug}/`);
    return await page.getByRole('heading', { level: 1 }).innerText();
  } finally {
    await context.close();
  }
}

test('a save from a form opened before another editor published is refused, and keeps what was typed', async ({ page, context }) => {
  test.setTimeout(slow(90_000));
  await signInStudioEditor(page);
  const other = await context.newPage();
  // Both open the drink while it has no draft.
  await openDrink(page);
  await openDrink(other);

  await saveDrink(page, '6.19');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await publishDrinks(page);

  await saveDrink(other, '5.50');
  await expect(
    other.getByRole('alert').filter({ hasText: 'Someone else saved or published this document after you opened it' }),
  ).toBeVisible();
  await expect(other.getByLabel('Option 1 price (£)')).toHaveValue('5.50');
  await expectNoAxeViolations(other);
  // The published price stands, with no draft over it; a reload shows it.
  expect(await openDrink(other).then((p) => p.inputValue())).toBe('6.19');
  await other.goto('/console/content/menu/drinks/');
  await expect(other.getByText(/^No draft/)).toBeVisible();
  await expect(other.getByRole('region', { name: 'History' })).toContainText('£9.50 → £6.19');
  await other.close();
});

test('a scheduled draft stays to edit, and is refused at its time when a later publish changed the same field, said in the panel', async ({
  page,
  browser,
}) => {
  test.setTimeout(slow(180_000));
  await signInStudioEditor(page);
  const title = async () => {
    await page.goto(`/console/content/offer/${OFFER.id}/`);
    const field = page.getByLabel('Title', { exact: true });
    await hydrated(field);
    return field;
  };
  const saveTitle = async (text: string) => {
    await (await title()).fill(text);
    await page.getByRole('button', { name: 'Save the offer to the draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  };
  // Version 2: a new title, published. The panel says there is a draft as soon as the save says so, not after a reload.
  await saveTitle('Kids eat free, every weekday');
  expect(await page.getByRole('region', { name: 'Draft and publishing' }).innerText()).toMatch(/Draft, last saved by Studio Editor/);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  // A draft from version 2, scheduled: it stays the draft, in the form and the preview.
  await saveTitle('Kids eat free, all week');
  const wall = comingMinute(25_000);
  await page.getByLabel('Publish on (London)').fill(wall.date);
  await page.getByLabel('at', { exact: true }).fill(wall.time);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled' })).toBeVisible();
  await expect(await title()).toHaveValue('Kids eat free, all week');
  await expect(page.getByText(new RegExp(`until .*${wall.time}, when the draft goes live as it is saved then`))).toBeVisible();
  await expect(page.getByRole('link', { name: /^Preview the draft/ })).toBeVisible();

  // Before its time, someone rolls the offer back to version 1: the title changed again.
  await page.getByRole('button', { name: 'Roll back to version 1' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Rolled back' })).toBeVisible();

  // At its time the job refuses it: the rollback's title stays live, and the panel says why.
  const panel = page.getByRole('region', { name: 'Draft and publishing' });
  await expect
    .poll(
      async () => {
        await page.reload();
        return panel.innerText();
      },
      { timeout: msUntil(wall.at) + slow(30_000), intervals: [3_000] },
    )
    .toMatch(
      /did not happen: Not published: version 3, published by Studio Editor after this was scheduled, changed the same fields \(title\)/,
    );
  expect(await liveOfferTitle(browser)).toBe(OFFER.title);
  await expect(panel).toContainText('Someone published this document after the draft began');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Discard the draft' }).click();
});

test('an import of an export taken before a publish keeps the published change, names it, and replaces it only when ticked', async ({
  page,
}) => {
  test.setTimeout(slow(90_000));
  await signInStudioEditor(page);
  const exported = await page.request.get('/console/content/export/');
  const file = { name: 'content.json', mimeType: 'application/json', buffer: await exported.body() };
  await openDrink(page);
  await saveDrink(page, '7.25');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await publishDrinks(page);

  await page.goto('/console/content/');
  const importFile = page.getByLabel('Content file to import');
  await hydrated(importFile);
  await importFile.setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kept as the studio has' })).toContainText('Menu Drinks menu');
  const replace = page.getByRole('checkbox', { name: 'Replace Menu Drinks menu with the file’s copy' });
  await expect(replace).toBeVisible();
  await expect(page.getByText(/Changed by Studio Editor in version \d+: .*Caipirinha › Glass › price/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await openDrink(page).then((p) => p.inputValue())).toBe('7.25');

  // Ticked, with the file chosen again: the file's copy replaces the editor's change, and the answer says so.
  await page.goto('/console/content/');
  await hydrated(importFile);
  await importFile.setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Replace Menu Drinks menu with the file’s copy' }).check();
  await importFile.setInputFiles(file);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Replaced with the file’s copy, as you chose: Menu Drinks menu.' }),
  ).toBeVisible();
  expect(await openDrink(page).then((p) => p.inputValue())).toBe('6.19');
});
