// The e2e suite's `test`: Playwright's, plus one automatic fixture for the date
// matrix (issue 25). With CLOCK_START set, the servers' clocks and this worker's
// Date start at that instant (playwright.config.ts, tests/setup/clock-start.ts),
// and so does every page's: before any of its scripts, the page's Date is moved
// on by the worker's shift and runs on; its timers stay real (a test that
// needs a fake clock installs Playwright's, which then wraps this Date).
// Unset, pages keep the real clock.
import { test as base, type BrowserContext } from '@playwright/test';

// Everything else is Playwright's own; this module's `test` shadows the star export.
export * from '@playwright/test';

const shiftMs = (Date as { shiftMs?: number }).shiftMs ?? 0;

/** Starts a browser context's clock where the worker's is (for contexts a test opens itself). */
export async function startClockOf(context: BrowserContext): Promise<void> {
  if (!shiftMs) return;
  await context.addInitScript((shift: number) => {
    const RealDate = Date;
    class StartedDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + shift);
        else super(...(args as [string | number | Date]));
      }
      static override now(): number {
        return RealDate.now() + shift;
      }
    }
    globalThis.Date = StartedDate as DateConstructor;
  }, shiftMs);
}

export const test = base.extend<{ startedBrowserClock: void }>({
  startedBrowserClock: [
    async ({ context }, use) => {
      await startClockOf(context);
      await use();
    },
    { auto: true },
  ],
});
