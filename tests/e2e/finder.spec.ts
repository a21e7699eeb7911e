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

test.describe('finder and restaurant pages', () => {
  test.beforeEach(({ context }) => quietContext(context));

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
    await quietContext(context);
    const page = await context.newPage();
    await page.goto('/restaurants/?q=Lakeside');
    await expect(page.getByRole('heading', { name: 'Casa Lumbre Lakeside' }).first()).toBeVisible();
    await context.close();
  });

  test('use my location searches around the browser position', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: { latitude: 53.4808, longitude: -2.2426 }, permissions: ['geolocation'] });
    await quietContext(context);
    const page = await context.newPage();
    await page.goto('/find-us/');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page).toHaveURL(/lat=53\.48080&lng=-2\.24260/);
    // Decision 029: the place is named, not the raw coordinates.
    await expect(page.getByRole('status').filter({ hasText: 'near Manchester, nearest first' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Manchester/ }).first()).toBeVisible();
    await context.close();
  });

  test('a central London postcode finds the nearest restaurants and names its district (decision 029)', async ({ page }) => {
    await page.goto('/restaurants/');
    await dismissCookies(page);
    await page.getByRole('searchbox', { name: 'Town, city or postcode' }).fill('SW1A 1AA');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'near SW1A, Westminster, nearest first' })).toBeVisible();
    const first = page
      .getByRole('list')
      .filter({ has: page.getByText(/miles/) })
      .first()
      .getByRole('listitem')
      .first();
    await expect(first.getByRole('heading')).toHaveText('Casa Lumbre London South Bank');
  });

  test('a facility filter after "use my location" keeps the location (decision 029)', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: { latitude: 53.4808, longitude: -2.2426 }, permissions: ['geolocation'] });
    await quietContext(context);
    const page = await context.newPage();
    await page.goto('/find-us/');
    await dismissCookies(page);
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'near Manchester, nearest first' })).toBeVisible();
    await page.getByText('Filter by facilities').click();
    await page.getByRole('checkbox', { name: 'Live music' }).check();
    await page.getByRole('button', { name: 'Apply filter' }).click();
    await expect(page).toHaveURL(/lat=53\.48080&lng=-2\.24260&amenity=live-music/);
    await expect(page.getByRole('status').filter({ hasText: 'near Manchester, nearest first' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Casa Lumbre Manchester Deansgate' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Casa Lumbre Manchester Trafford Centre' })).toHaveCount(0); // no live music there
    await context.close();
  });

  test('a filter that leaves nothing says so and offers the way back', async ({ page }) => {
    await page.goto('/restaurants/?q=Bath&amenity=live-music&amenity=dog-friendly&amenity=parking');
    await dismissCookies(page);
    await expect(page.getByText('None of the restaurants nearby has everything you filtered for.')).toBeVisible();
    await expect(page.getByText('Filter by facilities (3)')).toBeVisible();
    await page.getByRole('link', { name: 'Clear the filters' }).click();
    await expect(page).toHaveURL(/\/restaurants\/\?q=Bath$/);
    await expect(page.getByRole('status').filter({ hasText: 'near Bath, nearest first' })).toBeVisible();
    // The filter is cleared, not just hidden: no count on the disclosure, and no box left ticked inside it.
    await expect(page.getByText('Filter by facilities (3)')).toHaveCount(0);
    await page.getByText('Filter by facilities').click();
    await expect(page.getByRole('checkbox', { name: 'Live music' })).not.toBeChecked();
  });

  test('the disclosures show whether they are open, and open by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/restaurants/?q=Bath');
    await dismissCookies(page);
    const more = page.getByText('Address, phone and facilities').first();
    const phone = page.getByRole('link', { name: /^0\d/ }).first();
    await expect(phone).toBeHidden();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(phone).toBeVisible();
    const filter = page.getByText('Filter by facilities');
    await filter.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Parking' })).toBeVisible();
  });

  test('on a phone the results switch between list and map by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/restaurants/?q=Bristol');
    await dismissCookies(page);
    const tabs = page.getByRole('tablist', { name: 'Show the restaurants found as' });
    const list = tabs.getByRole('tab', { name: 'List' });
    const map = tabs.getByRole('tab', { name: 'Map' });
    await expect(list).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Map of the restaurants found' })).toBeHidden();
    await list.focus();
    await page.keyboard.press('ArrowRight');
    await expect(map).toBeFocused();
    await expect(map).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('region', { name: 'Map of the restaurants found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Casa Lumbre Bristol Harbourside' })).toBeHidden();
    await page.keyboard.press('ArrowLeft');
    await expect(list).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Casa Lumbre Bristol Harbourside' })).toBeVisible();
  });

  test('on a desktop the results map stays in view while the list scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/restaurants/?q=London');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const map = page.getByRole('region', { name: 'Map of the restaurants found' });
    await expect(map).toBeVisible();
    const cards = page
      .getByRole('list')
      .filter({ has: page.getByText(/miles/) })
      .first()
      .getByRole('listitem');
    await cards.last().scrollIntoViewIfNeeded();
    const box = await map.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(800);
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

  test("a restaurant's offers are headed by its name and lead to each offer (product.md D7)", async ({ page }) => {
    await page.goto('/restaurants/london-o2/');
    const offers = page.getByRole('region', { name: 'Offers at Casa Lumbre London O2' });
    await expect(offers).toBeVisible();
    const first = offers.getByRole('link').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
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

  for (const width of [390, 1280]) {
    test(`axe finds no violations on search results at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/restaurants/?q=Bristol');
      await dismissCookies(page);
      await expect(page.getByRole('status').filter({ hasText: 'nearest first' })).toBeVisible();
      await expect(page.getByRole('tablist')).toHaveCount(width < 992 ? 2 : 0); // hydrated: the switch is there on a phone
      await expectNoAxeViolations(page);
    });
  }
});
