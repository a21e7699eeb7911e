// product.md §4 startup: when the site settings or the location list cannot be
// loaded, every page is the error page with status 500 and the failure
// message. Here the server runs on an empty database with SEED_ON_START=false
// (the 'server-error' project of playwright.config.ts), as an operator might
// start it before loading any content.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

for (const path of ['/', '/restaurants/bath/']) {
  test(`${path} answers 500 with the failure message, and the page is usable`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response!.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: '500' })).toBeVisible();
    await expect(page.getByText('Settings is not defined')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
    // Nothing of the server's insides reaches the diner.
    expect(await page.content()).not.toMatch(/at \S+\.(ts|js):\d+/);
    await expectNoAxeViolations(page);
  });
}
