import { expect, test } from './support/test.ts';
import { dismissCookies, expectNoAxeViolations } from './support/axe.ts';

test.describe('menus with dietary filtering', () => {
  test('filtering vegan shows fewer dishes, every one vegan, and the URL can be shared', async ({ page }) => {
    await page.goto('/our-menu/food/');
    await dismissCookies(page);
    const dishes = page.locator('[data-dietary]');
    const before = await dishes.count();
    await page.getByRole('checkbox', { name: 'Vegan' }).check();
    await expect(page).toHaveURL(/\?diet=vegan$/);
    await expect(page.getByRole('status').filter({ hasText: 'dishes match' })).toContainText(/^\d+ of \d+ dishes match your filter\.$/);
    const after = await dishes.count();
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThan(before);
    for (const tags of await dishes.evaluateAll((els) => els.map((e) => e.getAttribute('data-dietary') ?? '')))
      expect(tags.split(' ')).toContain('vegan');

    // vegan + gluten-free = both. The address changes before the list is drawn again: wait for the list itself.
    await page.getByRole('checkbox', { name: 'Gluten free' }).check();
    await expect(page).toHaveURL(/diet=vegan&diet=gluten-free$/);
    const notBoth = async () =>
      (await dishes.evaluateAll((els) => els.map((e) => e.getAttribute('data-dietary') ?? '')))
        .map((tags) => tags.split(' '))
        .filter((tags) => !tags.includes('vegan') || !tags.includes('gluten-free'));
    await expect.poll(notBoth).toEqual([]);
    expect(await dishes.count()).toBeGreaterThan(0);
  });

  test('leaving out tree nuts drops every dish that lists them, the count says so, and axe is happy (product.md D9)', async ({ page }) => {
    await page.goto('/our-menu/food/');
    await dismissCookies(page);
    const dishes = page.locator('[data-dietary]');
    const withNuts = page.getByText(/^Contains:.*Tree nuts/);
    const before = await dishes.count();
    const nutty = await withNuts.count();
    expect(nutty).toBeGreaterThan(0);

    await page.getByRole('group', { name: 'Leave out dishes that contain' }).getByRole('checkbox', { name: 'Tree nuts' }).check();
    await expect(page).toHaveURL(/\?without=nuts$/);
    await expect(page.getByRole('status').filter({ hasText: 'dishes match' })).toHaveText(
      `${before - nutty} of ${before} dishes match your filter.`,
    );
    await expect(withNuts).toHaveCount(0);
    await expect(dishes).toHaveCount(before - nutty);
    await expect(page.getByText(/^Contains:/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the filter works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/our-menu/food/?diet=vegan');
    const tags = await page.locator('[data-dietary]').evaluateAll((els) => els.map((e) => e.getAttribute('data-dietary') ?? ''));
    expect(tags.length).toBeGreaterThan(0);
    for (const t of tags) expect(t.split(' ')).toContain('vegan');
    await expect(page.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();

    // Leaving out works the same way, comma-separated too.
    await page.goto('/our-menu/food/?without=nuts,milk');
    await expect(page.getByRole('checkbox', { name: 'Tree nuts' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    await expect(page.getByText(/^Contains:.*(Tree nuts|Milk)/)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'dishes match' })).toHaveText(/^\d+ of \d+ dishes match your filter\.$/);
    await context.close();
  });

  test('a filter that matches nothing says so and offers a way back', async ({ page }) => {
    // Nothing on the kids' menu is spicy.
    await page.goto('/our-menu/kids/?diet=spicy');
    await expect(page.getByRole('heading', { name: 'No dishes match' })).toBeVisible();
    await page.getByRole('link', { name: 'Clear the filter' }).click();
    await expect(page).toHaveURL(/\/our-menu\/kids\/$/);
    await expect(page.locator('[data-dietary]').first()).toBeVisible();
  });

  test('switching menu and jumping to a section work by keyboard', async ({ page }) => {
    await page.goto('/our-menu/food/');
    await dismissCookies(page);
    await page.getByText('Menu: Food').focus();
    await page.keyboard.press('Enter');
    const drinks = page.locator('#menu-choice').getByRole('link', { name: /drinks/i });
    await drinks.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/our-menu\/drinks\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/drinks/i);

    await page.getByText('Jump to section').focus();
    await page.keyboard.press('Enter');
    const second = page.locator('#section-choice a').nth(1);
    const id = (await second.getAttribute('href'))!.split('#')[1]!;
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  });

  test("a missing menu shows 'Menu not found.' with a 404", async ({ page }) => {
    const res = await page.goto('/our-menu/no-such-menu/');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('Menu not found.')).toBeVisible();
  });

  test('a restaurant with its own menus offers them; others fall back to the chain', async ({ page }) => {
    await page.goto('/restaurants/london-o2/menu/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('London');
    await page.goto('/restaurants/bath/menu/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Food');
  });

  test('axe finds no violations on a filtered menu', async ({ page }) => {
    await page.goto('/our-menu/food/?diet=vegan');
    await expectNoAxeViolations(page);
  });
});
