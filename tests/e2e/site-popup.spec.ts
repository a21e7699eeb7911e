// Decision 055: the club popup never interrupts. It does not open over a form being filled, and it is not
// offered to a visitor who has just claimed a voucher; on a quiet page it still opens. The page's clock is
// installed and moved on, so the popup's few seconds pass at once (app/lib/popup-rules.ts has the rules'
// unit tests; this proves the page wires them).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { byLabel } from './support/forms-page.ts';
import { hydrated } from './support/hydrated.ts';
import { uniqueEmail } from './support/mailbox.ts';

const popup = (JSON.parse(readFileSync('content/settings.json', 'utf8')) as { popup: { heading: string } | null }).popup;

/** Moves the page's clock on past the popup's delay, more than once: its code loads lazily after the first paint. */
async function letTimePass(page: Page, seconds: number) {
  for (let waited = 0; waited < seconds; waited += 10) {
    await page.clock.fastForward(10_000);
    await page.waitForTimeout(100);
  }
}

/** The page's clock where time stands still: a pinned instant (the popup counts seconds from the cookie answer, not dates). */
const PAGE_START = new Date('2026-11-25T12:00:00Z');

async function answerCookies(page: Page) {
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.waitForLoadState('networkidle');
}

test.describe('the site popup (decision 055)', () => {
  test.use({ sitePopup: 'fresh' });
  test.skip(!popup, 'the content pack has no popup');

  test('opens on a quiet page a few seconds after the cookie answer', async ({ page }) => {
    await page.clock.install();
    await page.goto('/faqs/');
    await answerCookies(page);
    const dialog = page.getByRole('dialog', { name: popup!.heading });
    await expect(async () => {
      await page.clock.fastForward(10_000);
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
  });

  test('never opens over a form the visitor is filling', async ({ page }) => {
    // Time stands still until the visitor has started (as in the voucher test below), then passes at once.
    await page.clock.install({ time: PAGE_START });
    await page.clock.pauseAt(PAGE_START.getTime() + 1_000);
    await page.goto('/contact-us/');
    await answerCookies(page);
    const firstName = page.getByRole('textbox', { name: /First name/ }).first();
    // Typed before the form hydrates, the text can be lost when React takes the field over on a slow machine, and
    // the popup then rightly finds nothing typed.
    await hydrated(firstName);
    await firstName.fill('Ana');
    await expect(firstName).toHaveValue('Ana');
    await letTimePass(page, 60);
    await expect(page.getByRole('dialog', { name: popup!.heading })).toHaveCount(0);
  });

  test('is not offered after a voucher claim, not even on the next pages', async ({ page }) => {
    // The page's time stands still until the form is filled: on a slow machine the popup's few seconds would
    // otherwise pass before the visitor starts, and it would rightly open on a quiet page.
    await page.clock.install({ time: PAGE_START });
    await page.clock.pauseAt(PAGE_START.getTime() + 1_000);
    await page.goto('/offer/malibu/');
    await answerCookies(page);
    const form = page.getByRole('form', { name: /Get your code/ });
    // As above: typed before hydration, the address can be lost and the claim refused for want of it.
    await hydrated(byLabel(form, 'E-mail address'));
    await byLabel(form, 'E-mail address').fill(uniqueEmail('popup'));
    await form.getByLabel(/I accept the terms and conditions/).check();
    await page.clock.resume();
    await form.getByRole('button', { name: 'Send me my code' }).click();
    await expect(page.getByRole('heading', { name: 'Your code is on its way' })).toBeVisible();
    await letTimePass(page, 30);
    await page.goto('/faqs/');
    await letTimePass(page, 30);
    await expect(page.getByRole('dialog', { name: popup!.heading })).toHaveCount(0);
  });
});
