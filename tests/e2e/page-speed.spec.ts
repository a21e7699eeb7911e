// The first paint's ingredients (decision 028): stylesheets inline in
// the head, the page's largest image preloaded and served as AVIF from the
// image pipeline, the rest lazy; and a page whose styles were not inlined still
// styled after a client-side navigation.
import { expect, test, type ConsoleMessage } from './support/test.ts';

const hydrationTrouble = (m: ConsoleMessage) => m.type() === 'error' && /hydrat|did not match|Minified React error/i.test(m.text());

test.describe('first paint', () => {
  // The parts loaded after the first paint are in the server's HTML, in place and styled: a diner
  // without JavaScript (or before it arrives) sees them. React would otherwise hold a finished part
  // back in a hidden element for a script to move (app/entry.server.tsx, progressiveChunkSize).
  test('without JavaScript the lazy parts show: hours table, tiles, footer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/restaurants/london-o2/');
    await expect(page.getByRole('table', { name: 'Weekly opening hours' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
    expect(await page.locator('[hidden] table, [hidden] footer').count()).toBe(0);
    await page.goto('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).last()).toBeVisible();
    await context.close();
  });

  test('a page brings its styles inline and its largest image from the pipeline, preloaded', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => hydrationTrouble(m) && problems.push(m.text()));
    const images: { url: string; type: string | undefined; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_img/')) images.push({ url: r.url(), type: r.headers()['content-type'], status: r.status() });
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto('/');
    const html = (await response!.text()) ?? '';
    expect(html).toContain('<style data-href="/assets/root-');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/avif" fetchPriority="high"[^>]*media="\(max-width: 767.98px\)"/);

    const hero = page.locator('#home-hero img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/_img\/[0-9a-f]{12}\/\d+\/home-mobile\.avif$/);
    // A variant at least as wide as the phone's 390 CSS pixels.
    const chosenWidth = Number(/\/(\d+)\/home-mobile\.avif$/.exec(await hero.evaluate((img: HTMLImageElement) => img.currentSrc))?.[1]);
    expect(chosenWidth).toBeGreaterThanOrEqual(390);
    const heroResponse = images.find((i) => i.url.endsWith('home-mobile.avif'));
    expect(heroResponse).toMatchObject({ type: 'image/avif', status: 200 });
    // Images further down wait until they are near the viewport.
    expect(await page.locator('main img[loading="lazy"]').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('a route whose styles were not inlined is styled after a client-side navigation, and back', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => hydrationTrouble(m) && problems.push(m.text()));
    await page.goto('/faqs/');
    const inlinedAtFirst = await page.locator('style[data-href]').evaluateAll((els) => els.map((e) => e.getAttribute('data-href')));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' }).click();
    await expect(page).toHaveURL(/\/our-menu\/$/);
    // Stylesheets the first page did not inline arrive as links, and every one of them loads.
    const linked = page.locator('link[rel="stylesheet"]');
    await expect(linked).not.toHaveCount(0);
    await expect.poll(() => linked.evaluateAll((els) => els.every((l) => (l as HTMLLinkElement).sheet !== null))).toBe(true);
    // The menu's dish list is laid out by its own stylesheet, not the browser's defaults.
    const listStyle = await page
      .locator('main ul')
      .first()
      .evaluate((ul) => getComputedStyle(ul).listStyleType);
    expect(listStyle).toBe('none');
    // Back to the first page: its inline styles are put back from what the browser kept.
    await page.goBack();
    await expect(page).toHaveURL(/\/faqs\/$/);
    await expect
      .poll(() => page.locator('style[data-href]').evaluateAll((els) => els.map((e) => e.getAttribute('data-href'))))
      .toEqual(expect.arrayContaining(inlinedAtFirst));
    expect(problems).toEqual([]);
  });
});
