import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA: axe must find nothing. A frame with `sandbox=""` (the console's view of a sent mail) is left out:
 * it stops every script in it, axe's included (which is the point), so axe would wait on it in vain. The page
 * around it, the frame's title included, is checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    // Axe runs in the page itself: the default opens a blank page to merge the frames' partial results and injects
    // axe twice, which cost 5–10 s a check on two busy cores; the pages' frames are same-origin or excluded.
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('iframe[sandbox=""]')
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** Answers the cookie banner so it does not cover what a test looks at. */
export async function dismissCookies(page: Page, analytics = false): Promise<void> {
  await page.getByRole('button', { name: analytics ? 'Accept analytics' : 'Essential only' }).click();
}
