// Decision 064 on the 'console' project's server: every studio page is axe-clean
// (WCAG 2.2 AA), the preview included at 1280 and 1024 px, at each of its two
// widths, whose desktop frame scrolls in a box the keyboard can focus. Neither preview frame shows the
// cookie banner or the popup. After "Draft saved" the publishing panel says
// there is a draft at once, with no reload; the contact form's reasons are
// edited in their own form. The draft made here is discarded at the end.
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydrated.ts';
import { signInStudioEditor, STUDIO_EDITOR } from './support/studio-editor.ts';
import { slow } from './support/slowdown.ts';

test.describe.configure({ mode: 'serial' });

const BATH = '1002';

/** Opens a studio page and checks it has its heading and nothing axe finds. */
async function axeClean(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

test('every studio page is axe-clean, the preview at 1280 and 1024 px without the cookie banner', async ({ page }) => {
  test.setTimeout(slow(360_000)); // axe on sixteen pages, four of them with the site's page framed
  await signInStudioEditor(page);
  await expectNoAxeViolations(page); // the studio's home
  await expect(page.getByRole('link', { name: 'Contact form' })).toBeVisible();

  const offer = await page.getByRole('region', { name: 'Offers' }).getByRole('link').first().getAttribute('href');
  for (const path of [
    '/console/content/menu/food/',
    '/console/content/page/home/',
    offer!,
    '/console/content/settings/site/',
    `/console/content/restaurant/${BATH}/`,
    '/console/content/form/contact/',
    `/console/content/availability/${BATH}/`,
    '/console/content/images/',
  ])
    await axeClean(page, path);
  await page.goto('/console/content/menu/food/');
  await page.getByRole('link', { name: 'Pão de queijo' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pão de queijo');
  await expectNoAxeViolations(page);

  // The framed page as the editor sees it: no cookie banner over it, and axe finds nothing in it or around it.
  // Both widths at 1280 px; at 1024 px the desktop frame, whose box then scrolls.
  const previews: [number, string, 'phone' | 'desktop'][] = [
    [1280, '/console/content/page/home/preview/', 'phone'],
    [1280, '/console/content/page/home/preview/', 'desktop'],
    [1280, '/console/content/form/contact/preview/', 'desktop'],
    [1024, '/console/content/page/home/preview/', 'desktop'],
  ];
  for (const [width, preview, frameWidth] of previews) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${preview}?width=${frameWidth}`);
    const frame = page.frameLocator(`iframe[title$="${frameWidth} preview"]`);
    await hydrated(frame.locator('main'));
    await expect(frame.getByRole('button', { name: 'Essential only' })).toHaveCount(0);
    await expect(frame.getByRole('heading', { name: 'Cookies' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  // The desktop frame's box scrolls by keyboard: it takes focus.
  const box = page.getByRole('region', { name: 'Desktop (1280 px)' });
  await box.focus();
  await expect(box).toBeFocused();
});

test('the contact form’s reasons: a saved draft shows in the publishing panel at once, and is discarded', async ({ page }) => {
  await signInStudioEditor(page);
  await page.getByRole('link', { name: 'Contact form' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact form');
  await expect(page.getByText(/^No draft: the live site shows version/)).toBeVisible();
  const words = page.getByLabel('Reason 4: words');
  await hydrated(words);
  await words.fill('Allergens, intolerances and dietary needs');
  await page.getByRole('button', { name: 'Save the reasons to the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  // No reload: the panel has the draft, and what to do with it.
  await expect(page.getByText(`Draft, last saved by ${STUDIO_EDITOR.name}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeVisible();
  await expect(page.getByLabel('Reason 4: words')).toHaveValue('Allergens, intolerances and dietary needs');
  await expectNoAxeViolations(page);
  // The preview's contact form offers the draft's reasons, not the live site's.
  await page.goto('/console/content/form/contact/preview/');
  const reason = page.frameLocator('iframe[title$="desktop preview"]').getByLabel('What is it about?');
  await expect(reason.getByRole('option', { name: 'Allergens, intolerances and dietary needs' })).toHaveCount(1);
  await expect(reason.getByRole('option', { name: 'Allergens and dietary needs' })).toHaveCount(0);
  await page.goto('/console/content/form/contact/');

  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft is discarded' })).toBeVisible();
  await expect(page.getByText(/^No draft: the live site shows version/)).toBeVisible();
  await expect(page.getByLabel('Reason 4: words')).toHaveValue('Allergens and dietary needs');
});
