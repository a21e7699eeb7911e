import { expect, test } from './support/test.ts';
import { dismissCookies, expectNoAxeViolations } from './support/axe.ts';
import { slow } from './support/slowdown.ts';

test.describe('site shell', () => {
  test('the loading bar appears only when a navigation is slow', async ({ page }) => {
    await page.goto('/');
    await dismissCookies(page);
    // The throttle: whenever the bar shows, it is at least 200 ms after the navigation began
    // (a navigation that finishes sooner never shows it). Timed in the page, so test load
    // cannot blur it.
    await page.evaluate(() => {
      const w = window as unknown as { clickAt: number; barAt: number | null };
      w.barAt = null;
      document.addEventListener('click', () => (w.clickAt = performance.now()), true);
      new MutationObserver(() => {
        if (w.barAt === null && document.querySelector('[data-testid="loading-bar"]')) w.barAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    const footerLink = (name: string) => page.getByRole('contentinfo').getByRole('link', { name });
    // The footer hydrates after the first paint: until then its links are plain links (a full page load).
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeEnabled();
    await footerLink('FAQs').click();
    await expect(page).toHaveURL(/\/faqs\/$/);
    const timing = () =>
      page.evaluate(() => {
        const w = window as unknown as { clickAt: number; barAt: number | null };
        const t = { clickAt: w.clickAt, barAt: w.barAt };
        w.barAt = null;
        return t;
      });
    const fast = await timing();
    if (fast.barAt !== null) expect(fast.barAt - fast.clickAt).toBeGreaterThanOrEqual(200);

    // A slow navigation: its data is held back until the bar has been seen and checked, not for a fixed time.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.data*', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    const look = await bar.evaluate((el) => ({ height: getComputedStyle(el).height, colour: getComputedStyle(el).backgroundColor }));
    expect(look).toEqual({ height: '4px', colour: 'rgb(1, 176, 181)' });
    const slow = await timing();
    expect(slow.barAt! - slow.clickAt).toBeGreaterThanOrEqual(200);
    release();
    await expect(page).toHaveURL(/\/careers\/$/);
    await expect(bar).toBeHidden();
  });

  test('a hash link scrolls the section to just below the header (+15px from 576px)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/our-menu/food/');
    await dismissCookies(page);
    await page.getByText('Jump to section').click();
    const link = page.locator('#section-choice a').nth(2);
    const target = (await link.getAttribute('href'))!.split('#')[1]!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${target}$`));
    const header = await page.locator('[data-site-header]').boundingBox();
    await expect
      .poll(async () => Math.round(await page.locator(`#${target}`).evaluate((el) => el.getBoundingClientRect().top)), {
        timeout: slow(5000),
      })
      .toBe(Math.round(header!.height + 15));
  });

  test('nothing is tracked and no third-party script loads before analytics consent', async ({ page }) => {
    // The site popup follows the cookie answer by a few seconds; marked seen, it cannot cover the footer's button.
    await page.addInitScript(() => localStorage.setItem('mesa.popup.club-sign-up-2026.seen', '1'));
    const foreign: string[] = [];
    page.on('request', (r) => !r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:') && foreign.push(r.url()));
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faqs\/$/);
    expect(await page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(0);
    expect(foreign).toEqual([]);

    await dismissCookies(page, true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers\/$/);
    await expect.poll(() => page.evaluate(() => window.dataLayer?.map((e) => e.event))).toContain('page_view');
    // The choice is remembered, and can be revisited from the footer (product.md D7: not a pill over the page),
    // by keyboard: focus goes into the banner and, once answered, back to the footer's button.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Accept analytics' })).toHaveCount(0);
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await expect(settings).toBeEnabled(); // once the page's script runs
    await settings.focus();
    await page.keyboard.press('Enter');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner.getByRole('heading', { name: 'Cookies' })).toBeFocused();
    await banner.getByRole('button', { name: 'Essential only' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(settings).toBeFocused();
  });

  test('the header navigation works by keyboard on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/faqs/');
    await dismissCookies(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.focus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Restaurants' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/our-menu\/$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the banner can be dismissed and stays dismissed', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('the cookie banner is in the first paint, and works without JavaScript (decision 055)', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/restaurants/?q=bath');
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await expect(page).toHaveURL(/\/restaurants\/\?q=bath$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our restaurants' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'mesa_consent')?.value).toBe('essential');
    await context.close();
  });

  test('a link to another page opens at its top, and back returns to the place (product.md "Hash scrolling")', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('mesa.popup.club-sign-up-2026.seen', '1'));
    await page.goto('/faqs/');
    await dismissCookies(page);
    const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers' });
    await careers.scrollIntoViewIfNeeded();
    const down = await page.evaluate(() => window.scrollY);
    expect(down).toBeGreaterThan(300);
    await careers.click();
    await expect(page).toHaveURL(/\/careers\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/faqs\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(down);
  });

  test('back-to-top appears after scrolling and returns to the top', async ({ page }) => {
    await page.goto('/faqs/');
    await dismissCookies(page);
    await page.mouse.wheel(0, 2000);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('sitemap.xml lists pages, restaurants and menus; robots.txt points to it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/faqs/', '/restaurants/bath/', '/restaurants/bath/menu/', '/our-menu/food/', '/offer/malibu/'])
      expect(xml).toContain(`${path}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
  });

  for (const path of ['/', '/faqs/', '/restaurants/', '/restaurants/bath/', '/offer/malibu/']) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('content tiles', () => {
  test('the offers carousel shows arrows only when it can scroll that way', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Current offers' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Previous' })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Next' }).click();
    await expect(carousel.getByRole('button', { name: 'Previous' })).toBeVisible();
  });

  test('the click-and-collect page lists the restaurants that take orders', async ({ page }) => {
    await page.goto('/click-and-collect/');
    await expect(page.getByRole('link', { name: /^Order click and collect from / }).first()).toBeVisible();
    await expect(page.getByTestId('map')).toBeAttached();
  });

  test('the home page describes the organisation to search engines', async ({ page }) => {
    await page.goto('/');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((b) => JSON.parse(b)['@type'])).toContain('Organization');
  });
});

test('an expired token is refreshed once and the call retried', async ({ page }) => {
  await page.goto('/restaurants/bath/');
  await page.evaluate(() =>
    localStorage.setItem('mesa.token', JSON.stringify({ token: 'stale.token.value', expiresAt: Date.now() + 86_400_000 })),
  );
  const tokenCalls: string[] = [];
  const statuses: number[] = [];
  page.on('request', (r) => r.url().endsWith('/api/token') && tokenCalls.push(r.postData() ?? ''));
  page.on('response', (r) => r.url().includes('/api/v1/content/search-restaurants/') && statuses.push(r.status()));
  await page.getByRole('button', { name: 'Essential only' }).click();
  // Opening the booking modal is the first API call: it carries the stale token, gets 401, refreshes, retries.
  await page.getByRole('region', { name: 'Book a table' }).getByRole('link').click();
  await expect(page.getByRole('dialog', { name: 'Book a table' })).toBeVisible();
  await expect.poll(() => statuses).toEqual([401, 200]);
  expect(tokenCalls.map((b) => JSON.parse(b))).toEqual([{ clearCache: true }]);
});
