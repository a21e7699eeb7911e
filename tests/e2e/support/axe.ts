import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 AA: axe must find nothing. A frame with `sandbox=""` (the console's view of a sent mail) is left out:
 * it stops every script in it, axe's included (which is the point), so axe would wait on it in vain. The page
 * around it, the frame's title included, is checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await opacityAnimationsDone(page);
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

/**
 * Waits for the fades still running (a content tile's body fades in over 0.7 s): axe measures a colour's contrast
 * through the element's opacity at that instant, and under the full suite's load a check can land mid-fade. Only
 * animations of opacity, and only finite ones; frames with `sandbox=""` run no script and are left out, as above.
 */
async function opacityAnimationsDone(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const element = frame === page.mainFrame() ? null : await frame.frameElement().catch(() => null);
    if (element && (await element.getAttribute('sandbox')) === '') continue;
    await frame
      .evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter(
              (a) =>
                a.effect instanceof KeyframeEffect &&
                a.effect.getComputedTiming().iterations !== Infinity &&
                a.effect.getKeyframes().some((k) => 'opacity' in k),
            )
            .map((a) =>
              a.finished.then(
                () => undefined,
                () => undefined,
              ),
            ),
        ),
      )
      .catch(() => undefined); // a frame that navigated away meanwhile has nothing left to wait for
  }
}

/** Answers the cookie banner so it does not cover what a test looks at. */
export async function dismissCookies(page: Page, analytics = false): Promise<void> {
  await page.getByRole('button', { name: analytics ? 'Accept analytics' : 'Essential only' }).click();
}
