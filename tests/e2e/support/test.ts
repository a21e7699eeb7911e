// The e2e suite's `test`: Playwright's, plus one automatic fixture for the date
// matrix (decision 032). With CLOCK_START set, the servers' clocks and this worker's
// Date start at that instant (playwright.config.ts, tests/setup/clock-start.ts),
// and so does every page's: before any of its scripts, the page's Date is moved
// on by the worker's shift and runs on; its timers stay real (a test that
// needs a fake clock installs Playwright's, which then wraps this Date).
// Unset, pages keep the real clock.
import { readFileSync } from 'node:fs';
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

/** The site popup of the content pack's settings (product.md §2), if it has one. */
const popupId = (JSON.parse(readFileSync(new URL('../../../content/settings.json', import.meta.url), 'utf8')) as { popup?: { id: string } })
  .popup?.id;

export const test = base.extend<{ startedBrowserClock: void; sitePopup: 'seen' | 'fresh'; popupSeen: void }>({
  startedBrowserClock: [
    async ({ context }, use) => {
      await startClockOf(context);
      await use();
    },
    { auto: true },
  ],
  // The club popup opens a few seconds after the cookie answer, over whatever a journey is doing then; on a slow
  // machine a journey is still going. It counts as seen unless a test asks for it fresh (its own tests do).
  sitePopup: ['seen', { option: true }],
  popupSeen: [
    async ({ context, sitePopup }, use) => {
      if (sitePopup === 'seen' && popupId) await context.addInitScript((id) => localStorage.setItem(`mesa.popup.${id}.seen`, '1'), popupId);
      await use();
    },
    { auto: true },
  ],
});
