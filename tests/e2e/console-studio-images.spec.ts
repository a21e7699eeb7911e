// Decision 037 "Images" on the 'console' project's server: a content editor made by
// `npm run staff` (E2E_STAFF_LINK_FILE.studio-images) uploads a PNG to an offer
// from the image field, by keyboard, describes it and sets its focal points,
// and publishes: the diner's offer page shows it from /_img/ (AVIF and WebP at
// every width, preloaded), positioned by the focal point. An SVG and a picture
// over 10 MB are refused by the file field with their words. The studio page
// with the field passes axe at 1280 and 1024 px.
import sharp from 'sharp';
import { IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES } from '../../contract/studio-images.ts';
import { expect, test, type Browser, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/hydrated.ts';
import { oneTimeLink } from './support/staff-sign-in.ts';
import { slow } from './support/slowdown.ts';

const EDITOR = { email: 'studio.images@example.com', password: 'the images editor password' };
const OFFER = { id: '5', slug: 'birthday-fizz' };
const ALT = 'Two glasses of fizz on a sunlit terrace';

async function signIn(page: Page) {
  await page.goto(oneTimeLink('.studio-images'));
  await page.getByLabel('New password', { exact: true }).fill(EDITOR.password);
  await page.getByLabel('New password again').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/password=set/);
  await page.getByLabel('E-mail').fill(EDITOR.email);
  await page.getByLabel('Password').fill(EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content studio' })).toBeVisible();
}

/** Presses the upload button from the keyboard, as a keyboard user would after choosing the file. */
async function uploadByKeyboard(page: Page) {
  await page.getByRole('button', { name: 'Upload the picture' }).focus();
  await page.keyboard.press('Enter');
}

/** The offer page's picture as an anonymous diner sees it. */
async function livePicture(browser: Browser, hash: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/offer/${OFFER.slug}/`);
  const img = page.locator('article picture img').first();
  const seen = {
    alt: await img.getAttribute('alt'),
    src: await img.getAttribute('src'),
    avif: await page.locator('article picture source[type="image/avif"]').first().getAttribute('srcset'),
    preloads: await page.locator(`link[rel="preload"][as="image"][imagesrcset*="/_img/${hash}/"]`).count(),
    position: await img.evaluate((el) => getComputedStyle(el).objectPosition),
    loaded: await img.evaluate((el: HTMLImageElement) => el.decode().then(() => el.naturalWidth)),
  };
  await context.close();
  return seen;
}

test('a content editor uploads a PNG to an offer, describes it, sets its focal points and publishes: the diner sees it from /_img/', async ({
  page,
  browser,
}) => {
  test.setTimeout(slow(120_000));
  await signIn(page);
  await page.goto(`/console/content/offer/${OFFER.id}/`);
  const file = page.getByLabel('Upload a new picture');
  await hydrated(file);
  await expectNoAxeViolations(page);

  // An SVG is refused by the file field, with words naming what is taken.
  await file.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
  });
  await uploadByKeyboard(page);
  await expect(page.getByText(IMAGE_UPLOAD_MESSAGES.svg)).toBeVisible();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toHaveAccessibleDescription(/SVG drawings are not taken/);

  // So is a picture over 10 MB, whatever it starts with.
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b03a2e' } })
    .composite([{ input: { create: { width: 300, height: 300, channels: 3, background: '#f4d03f' } }, left: 150, top: 400 }])
    .png()
    .toBuffer();
  await file.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)]) });
  await uploadByKeyboard(page);
  await expect(page.getByText(IMAGE_UPLOAD_MESSAGES.tooLarge)).toBeVisible();

  // A real PNG is taken and chosen for both widths.
  await file.setInputFiles({ name: 'Fizz on the terrace.png', mimeType: 'image/png', buffer: png });
  await uploadByKeyboard(page);
  await expect(page.getByRole('status').filter({ hasText: 'Picture uploaded' })).toBeVisible();
  await expect(file).not.toHaveAttribute('aria-invalid', 'true');
  const wide = page.getByLabel('Wide picture (desktop)');
  await expect(wide).toHaveValue(/^\/images\/uploads\/[0-9a-f]{24}\.png$/);
  const uploaded = await wide.inputValue();
  await expect(page.getByLabel('Narrow picture (phone)')).toHaveValue(uploaded);
  await expect(wide.locator('option:checked')).toHaveText('Fizz on the terrace.png (1200 × 800, uploaded)');

  // A focal point past 100 % is stopped by the browser itself (min and max on the number field).
  const alt = page.getByLabel('Describe the picture (alt text)');
  await page.getByLabel('Desktop focal point across (%)').fill('25');
  await page.getByLabel('Desktop focal point down (%)').fill('70');
  await page.getByLabel('Phone focal point across (%)').fill('60');
  const phoneDown = page.getByLabel('Phone focal point down (%)');
  await phoneDown.fill('140');
  expect(await phoneDown.evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true);
  await phoneDown.fill('40');
  // Without alt text (and not decorative) the server refuses the save by the alt field, keeping the rest;
  // the browser's own check is lifted to reach it.
  await alt.fill('');
  await alt.evaluate((el: HTMLInputElement) => (el.required = false));
  await page.getByRole('button', { name: 'Save the offer to the draft' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the fields marked' })).toBeVisible();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await expect(alt).toHaveAccessibleDescription(/tick “Decorative” when it says nothing/);
  await expect(wide).toHaveValue(uploaded);
  await expect(phoneDown).toHaveValue('40');
  await expectNoAxeViolations(page);

  await alt.fill(ALT);
  await page.getByRole('button', { name: 'Save the offer to the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(page.getByLabel('Wide picture (desktop)')).toHaveValue(uploaded);
  await expect(page.getByLabel('Desktop focal point across (%)')).toHaveValue('25');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  // The diner's page shows the upload through the image pipeline: variants, srcset and preload as for the pack's art.
  const hash = uploaded.slice('/images/uploads/'.length, '/images/uploads/'.length + 12);
  await expect.poll(async () => (await livePicture(browser, hash)).alt, { timeout: slow(10_000) }).toBe(ALT);
  const live = await livePicture(browser, hash);
  expect(live.src).toMatch(new RegExp(`^/_img/${hash}/\\d+/[0-9a-f]{24}\\.webp$`));
  expect(live.avif).toContain(`/_img/${hash}/1200/`);
  expect(live.preloads).toBe(1);
  expect(live.position).toBe('25% 70%');
  expect(live.loaded).toBeGreaterThan(0);
  const variant = await page.request.get(live.src!);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/webp');
});
