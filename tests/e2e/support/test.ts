// The e2e suite's `test`: Playwright's, plus one automatic fixture for the date
// matrix (issue 25). With CLOCK_START set, the servers' clocks and this worker's
// Date start at that instant (playwright.config.ts, tests/setup/clock-start.ts),
// and so does every page's: the browser's clock is set to the worker's now,
// then runs on. Unset, pages keep the real clock.
import { test as base } from '@playwright/test';

// Everything else is Playwright's own; this module's `test` shadows the star export.
export * from '@playwright/test';

export const test = base.extend<{ startedBrowserClock: void }>({
  startedBrowserClock: [
    async ({ page }, use) => {
      if (process.env.CLOCK_START) await page.clock.setSystemTime(new Date());
      await use();
    },
    { auto: true },
  ],
});
