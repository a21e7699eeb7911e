// product.md D7: /restaurants/ lists every restaurant A–Z by the place diners know
// and shows them on a map; on a phone a List/Map switch shows one at a time.
import { expect, test, type BrowserContext } from './support/test.ts';
import { dismissCookies, expectNoAxeViolations } from './support/axe.ts';

/**
 * Map tiles come from outside (these machines reach no such host; the tests look at the page, not the tiles),
 * and the club popup, which opens after a while over whatever a test is clicking, counts as seen (it has its own test).
 */
async function quietContext(context: BrowserContext): Promise<void> {
  await context.route('https://tile.openstreetmap.org/**', (r) => r.abort());
  await context.addInitScript(() => localStorage.setItem('mesa.popup.club-sign-up-2026.seen', '1'));
}

test.describe('the restaurant list', () => {
  test.beforeEach(({ context }) => quietContext(context));

  test('shows the A to Z list and a map of every restaurant', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/restaurants/');
    await dismissCookies(page);
    const az = page.getByRole('navigation', { name: 'Restaurants A to Z' });
    await expect(az).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of all our restaurants' })).toBeVisible();
    // Grouped by the name diners know, not by postal town (Brandon, Grays).
    await expect(az.getByRole('region', { name: 'E' }).getByRole('link', { name: 'Casa Lumbre Elveden Forest' })).toBeVisible();
    await expect(az.getByRole('region', { name: 'L' }).getByRole('link', { name: 'Casa Lumbre Lakeside' })).toBeVisible();
    await expect(az.getByRole('region', { name: 'B' }).getByRole('link', { name: 'Casa Lumbre Elveden Forest' })).toHaveCount(0);
    const letters = await az.getByRole('heading', { level: 3 }).allTextContents();
    expect(letters).toEqual([...letters].sort());
  });

  test('the map code loads only when the map is shown', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/restaurants/');
    await dismissCookies(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('leaflet'))).toBe(false);
    await page.getByRole('tablist', { name: 'Show all restaurants as' }).getByRole('tab', { name: 'Map' }).click();
    await expect.poll(() => scripts.some((s) => s.includes('leaflet'))).toBe(true);
  });

  test('on a phone the list and the map take turns, by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/restaurants/');
    await dismissCookies(page);
    const tabs = page.getByRole('tablist', { name: 'Show all restaurants as' });
    const list = tabs.getByRole('tab', { name: 'List' });
    const map = tabs.getByRole('tab', { name: 'Map' });
    const az = page.getByRole('navigation', { name: 'Restaurants A to Z' });
    const mapRegion = page.getByRole('region', { name: 'Map of all our restaurants' });
    await expect(list).toHaveAttribute('aria-selected', 'true');
    await expect(az).toBeVisible();
    await expect(mapRegion).toBeHidden();

    await list.focus();
    await page.keyboard.press('ArrowRight');
    await expect(map).toBeFocused();
    await expect(map).toHaveAttribute('aria-selected', 'true');
    await expect(list).toHaveAttribute('aria-selected', 'false');
    await expect(mapRegion).toBeVisible();
    await expect(az).toBeHidden();
    // Tab leaves the tab list for the panel it shows.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Map' })).toBeFocused();

    await map.focus();
    await page.keyboard.press('Home');
    await expect(list).toBeFocused();
    await expect(az).toBeVisible();
    await expect(mapRegion).toBeHidden();
  });

  for (const width of [390, 1280]) {
    test(`axe finds no violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/restaurants/');
      await dismissCookies(page);
      await expect(page.getByRole('navigation', { name: 'Restaurants A to Z' })).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(width < 992 ? 1 : 0);
      await expectNoAxeViolations(page);
    });
  }
});
