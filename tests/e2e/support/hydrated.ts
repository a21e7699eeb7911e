// Waits until React has hydrated the element a locator finds (React marks each node it owns with a
// `__reactFiber$…` key). A change made to server HTML before then can be lost when React takes the page over under
// load, so a test that edits a form waits for this first.
import { expect, type Locator } from '@playwright/test';
import { slow } from './slowdown.ts';

export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))), { timeout: slow(10_000) })
    .toBe(true);
}
