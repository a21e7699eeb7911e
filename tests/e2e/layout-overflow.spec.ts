// product.md D7, layout faults: no public page and no dialog is wider than a 320,
// 390 or 768 px screen (no sideways scroll, nothing running off the right
// edge), and the main pages pass axe on a phone and on a desktop. Each route
// loads once and is measured at every width by resizing the same page.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BookingModal } from './support/booking-modal.ts';
import { expectNoOverflow } from './support/overflow.ts';

const content = (path: string) => new URL(`../../content/${path}`, import.meta.url);
// The site popup of the content pack's settings (product.md §2), if it has one.
const popup = (JSON.parse(readFileSync(content('settings.json'), 'utf8')) as { popup?: { id: string; heading: string } }).popup;

// Every page of the content pack (a file named a--b.json is the subpage /a/b/), then the routes of product.md §2 that are not content pages.
const contentPaths = readdirSync(content('pages/'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, '').replaceAll('--', '/'))
  .map((id) => (id === 'home' ? '/' : `/${id}/`));
const routePaths = [
  '/restaurants/',
  '/restaurants/london-o2/',
  '/restaurants/london-o2/menu/',
  '/restaurants/bath/',
  '/our-menu/',
  '/our-menu/food/',
  '/offer/',
  '/offer/malibu/',
  '/preferences/',
  '/occasion-date/',
  '/manage-booking/',
  '/no-such-page/',
];
const PATHS = [...new Set([...contentPaths, ...routePaths])];

// The pages most diners see: axe on a phone and on a desktop (product.md D7). shell.spec.ts already runs axe
// at the desktop width on /, /faqs/, /restaurants/, /restaurants/bath/ and /offer/malibu/.
const PHONE_AND_DESKTOP = [390, 1280];
const AXE_WIDTHS = new Map<string, number[]>([
  ['/', [390]],
  ['/restaurants/', [390]],
  ['/offer/malibu/', [390]],
  ['/restaurants/london-o2/', PHONE_AND_DESKTOP],
  ['/restaurants/london-o2/menu/', PHONE_AND_DESKTOP],
  ['/offers/', PHONE_AND_DESKTOP],
  ['/book-now/', PHONE_AND_DESKTOP],
  ['/find-us/', PHONE_AND_DESKTOP],
  ['/contact-us/', PHONE_AND_DESKTOP],
  ['/sign-up/', PHONE_AND_DESKTOP],
]);

/** The cookie answer given and the popup already seen, so neither covers the page (each has its own test below). */
async function quietVisit(page: Page, path: string) {
  await answerCookiesBeforehand(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lazy forms and maps render after hydration and can change the layout.
  await page.waitForLoadState('networkidle');
}

async function answerCookiesBeforehand(page: Page, answer = true) {
  // As a returning visitor carries it (decision 055): the server then sends the page without the banner, which
  // would otherwise show until hydration and vanish under a click meant for it.
  if (answer) await page.context().addCookies([{ name: 'mesa_consent', value: 'essential', url: test.info().project.use.baseURL! }]);
  await page.addInitScript(
    ({ popupId, answer }) => {
      if (answer) localStorage.setItem('mesa.consent', JSON.stringify({ analytics: false, decidedAt: Date.now() }));
      if (popupId) localStorage.setItem(`mesa.popup.${popupId}.seen`, '1');
    },
    { popupId: popup?.id ?? null, answer },
  );
}

test.describe('layout: no horizontal overflow at 320, 390 and 768 px, axe on the main pages', () => {
  // A phone's browser: it lays out form controls and the viewport as a phone does (the contact card only overflowed so).
  test.use({ isMobile: true, hasTouch: true });

  for (const path of PATHS) {
    test(`page ${path}`, async ({ page }) => {
      const axeWidths = AXE_WIDTHS.get(path) ?? [];
      // axe takes seconds on a long page.
      if (axeWidths.length) test.slow();
      await quietVisit(page, path);
      await expectNoOverflow(page, path);
      for (const width of axeWidths) {
        await page.setViewportSize({ width, height: 800 });
        await test.step(`axe at ${width}px`, () => expectNoAxeViolations(page));
      }
    });
  }

  test('the phone menu, open', async ({ page }) => {
    await quietVisit(page, '/faqs/');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Restaurants' })).toBeVisible();
    await expectNoOverflow(page, 'the open phone menu', [320, 390]);
  });

  test('the cookie banner, and again from the footer’s Cookie settings', async ({ page }) => {
    await answerCookiesBeforehand(page, false); // only the popup, which would follow the answer, is marked seen
    await page.goto('/sign-up/');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await expectNoOverflow(page, 'the cookie banner');
    // The footer's button is enabled once the page has hydrated: a click before then posts the form natively, and
    // that page load could land after the banner had been reopened (the CI failure this guards against).
    const cookieSettings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await expect(cookieSettings).toBeEnabled();
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await expect(banner).toHaveCount(0);
    await cookieSettings.click();
    await expect(banner).toBeVisible();
    await expectNoOverflow(page, 'the cookie banner reopened', [320]);
  });

  test.describe('the site popup', () => {
    test.use({ sitePopup: 'fresh' });
    test('opens without overflow', async ({ page }) => {
      test.skip(!popup, 'the content pack has no popup');
      // The popup waits a few seconds after the cookie answer: the page's clock is moved on instead of waiting.
      // Its code loads after the first paint, so its timer may not be set yet when the answer is given: move
      // the clock on again until the timer has run.
      await page.clock.install();
      await page.goto('/');
      await page.getByRole('button', { name: 'Essential only' }).click();
      const dialog = page.getByRole('dialog', { name: popup!.heading });
      await expect(async () => {
        await page.clock.fastForward(10_000);
        await expect(dialog).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expectNoOverflow(page, 'the site popup');
    });
  });

  test('the partner form modal', async ({ page }) => {
    await quietVisit(page, '/partners/');
    const open = page.getByRole('button', { name: 'Tell us about your idea' });
    await expect(open).toBeEnabled();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Work with us' });
    await expect(dialog.getByRole('button', { name: /^Send/ })).toBeVisible();
    await expectNoOverflow(page, 'the partner form modal');
  });

  test('the booking modal, step by step up to the details', async ({ page }) => {
    await answerCookiesBeforehand(page);
    const modal = new BookingModal(page);
    await modal.openFor('brighton');
    await expect(modal.dialog.getByRole('combobox', { name: 'Restaurant' })).toBeVisible();
    await expectNoOverflow(page, 'booking step 1 (restaurant, date and guests)');
    await modal.chooseBookableDate('brighton', 17);
    await expectNoOverflow(page, 'booking step 1 with a date chosen');
    await modal.findTimes();
    await modal.pickFirstTime();
    await expectNoOverflow(page, 'booking step 2 (time and preferences)');
    await modal.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.dialog.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectNoOverflow(page, 'booking step 3 (your details)');
  });

  test('the booking modal’s group enquiry view', async ({ page }) => {
    await answerCookiesBeforehand(page);
    const modal = new BookingModal(page);
    await modal.openFor('brighton');
    await modal.dialog.getByRole('button', { name: 'Send a group booking enquiry' }).click();
    await expect(page.getByRole('dialog', { name: 'Group booking enquiry' }).getByLabel(/^Restaurant/)).toBeVisible();
    await expectNoOverflow(page, 'the group enquiry in the booking modal');
  });
});
