// Decision 042: the brand's typefaces load from the site itself and swap in without moving anything:
// the layout shifts recorded while a page loads, its fonts included, stay under 0.02 (CLS).
import { expect, test } from './support/test.ts';

for (const path of ['/', '/restaurants/leicester/', '/restaurants/']) {
  test(`the typefaces load on ${path} and nothing shifts as they swap in`, async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mesa.consent', JSON.stringify({ analytics: false, decidedAt: 0 }));
      localStorage.setItem('mesa.popup.club-sign-up-2026.seen', '1');
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        display: document.fonts.check('700 2rem "Fraunces Variable"'),
        text: document.fonts.check('1rem "Source Sans 3 Variable"'),
      };
    });
    expect(loaded).toEqual({ display: true, text: true });
    const fontFiles = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => p.endsWith('.woff2')),
    );
    expect(fontFiles.every((p) => p.startsWith('/assets/'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.02);
  });
}
