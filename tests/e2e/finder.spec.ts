import { expect, test } from '@playwright/test';
import { dismissCookies, expectNoAxeViolations } from './support/axe.ts';

test.describe('finder and restaurant pages', () => {
  test("searching 'Bath' puts Bath first, nearest first, with distance and status", async ({ page }) => {
    await page.goto('/restaurants/');
    await dismissCookies(page);
    await page.getByRole('searchbox', { name: 'Town, city or postcode' }).first().fill('Bath');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/restaurants\/\?q=Bath$/);
    const results = page
      .getByRole('list')
      .filter({ has: page.getByText(/miles/) })
      .first()
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(results.first().getByRole('heading')).toHaveText('Casa Lumbre Bath');
    const miles = await results.evaluateAll((els) => els.map((e) => Number(/([\d.]+) miles/.exec(e.textContent ?? '')?.[1])));
    expect(miles.length).toBeGreaterThan(1);
    expect(miles.length).toBeLessThanOrEqual(10);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    await expect(results.first()).toContainText(/(Open|Closed) · (opens|closes|closed)/);
  });

  test('the finder works without JavaScript and from a shared URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/restaurants/?q=Lakeside');
    await expect(page.getByRole('heading', { name: 'Casa Lumbre Lakeside' }).first()).toBeVisible();
    await context.close();
  });

  test('use my location searches around the browser position', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: { latitude: 53.4808, longitude: -2.2426 }, permissions: ['geolocation'] });
    const page = await context.newPage();
    await page.goto('/find-us/');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/lat=53\.48080&lng=-2\.24260/);
    await expect(page.getByRole('status').filter({ hasText: 'nearest first' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Manchester/ }).first()).toBeVisible();
    await context.close();
  });

  test('an unknown place says so', async ({ page }) => {
    await page.goto('/restaurants/?q=qwxzqwxz');
    await expect(page.getByText("Sorry, we couldn't find that place. Try a town, city or postcode.")).toBeVisible();
  });

  test('restaurant tabs work by keyboard and the page shows its status', async ({ page }) => {
    await page.goto('/restaurants/bath/');
    await dismissCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Lumbre Bath' })).toBeVisible();
    await expect(page.getByText(/^(Open|Closed) now · (opens|closes|closed)/).first()).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Restaurant' });
    await expect(tabs.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/restaurants\/bath\/menu\/$/);
    await expect(tabs.getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/restaurants\/bath\/$/);
  });

  test('the restaurant page is complete with the map blocked, and describes itself to search engines', async ({ page }) => {
    await page.route('https://tile.openstreetmap.org/**', (r) => r.abort());
    await page.goto('/restaurants/bath/');
    await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get directions' })).toBeVisible();
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Restaurant', name: 'Casa Lumbre Bath', address: { postalCode: expect.any(String) } });
  });

  test('the map code loads only when the map nears the screen', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/restaurants/bath/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('leaflet'))).toBe(false);
    await page.getByTestId('map').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((s) => s.includes('leaflet'))).toBe(true);
  });

  test('axe finds no violations on search results', async ({ page }) => {
    await page.goto('/restaurants/?q=Bristol');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
