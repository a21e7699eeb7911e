// The README's screenshots (decision 029): home, a restaurant, the finder with a
// postcode search and a menu, on a 390 px phone and a 1280 px desktop, taken
// in Debian's Chromium from a running Mesa (`npm run build && npm start`), as a
// diner who has answered the cookie question and seen the popup would see them.
//
//   npm run screenshots                       # against http://127.0.0.1:3000
//   BASE_URL=http://127.0.0.1:3600 npm run screenshots
//
// With STAFF_EMAIL and STAFF_PASSWORD (a chain admin or Bath's manager, made with `npm run staff`), also the
// console's diary of Bath for today at 1280 px, as the grid and as the list (decision 034): on a demo install the
// demo day fills it (decision 034).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const OUT_DIR = path.join(import.meta.dirname, '..', 'docs', 'screenshots');
/** Long pages are cut here: enough to show the page, small enough to commit. */
const MAX_HEIGHT = 2400;

export const SHOTS = [
  { name: 'home', path: '/' },
  { name: 'restaurant', path: '/restaurants/london-o2/' },
  { name: 'finder', path: '/restaurants/?q=SW1A+1AA' },
  { name: 'menu', path: '/restaurants/london-o2/menu/' },
] as const;

export const VIEWPORTS = [
  { label: '390', width: 390, height: 844, isMobile: true },
  { label: '1280', width: 1280, height: 800, isMobile: false },
] as const;

/** The console's screens, signed in: Bath's diary of the day, as a host's first screen and as the list. */
export const CONSOLE_SHOTS = [
  { name: 'diary-grid', path: '/console/diary/1002/', ready: '[data-grid-ready="true"]' },
  { name: 'diary-list', path: '/console/diary/1002/?view=list', ready: 'main' },
] as const;

async function consoleShots(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(new URL('/console/', BASE_URL).href);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor({ state: 'detached' });
  for (const shot of CONSOLE_SHOTS) {
    await page.goto(new URL(shot.path, BASE_URL).href);
    await page.locator(shot.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(OUT_DIR, `${shot.name}-1280.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 80 });
    console.log(`${path.relative(process.cwd(), file)}  1280×800  ${shot.path}`);
  }
  await context.close();
}

async function popupId(): Promise<string | null> {
  const settings = JSON.parse(await readFile(path.join(import.meta.dirname, '..', 'content', 'settings.json'), 'utf8')) as {
    popup?: { id: string };
  };
  return settings.popup?.id ?? null;
}

/** Scrolls to the end and back so lazy images and maps load, then waits for the network to settle. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const popup = await popupId();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      await context.addInitScript((id) => {
        localStorage.setItem('mesa.consent', JSON.stringify({ analytics: false, decidedAt: Date.now() }));
        if (id) localStorage.setItem(`mesa.popup.${id}.seen`, '1');
      }, popup);
      const page = await context.newPage();
      for (const shot of SHOTS) {
        await page.goto(new URL(shot.path, BASE_URL).href);
        await settle(page);
        const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
        const file = path.join(OUT_DIR, `${shot.name}-${viewport.label}.jpg`);
        await page.screenshot({
          path: file,
          type: 'jpeg',
          quality: 78,
          fullPage: true,
          clip: { x: 0, y: 0, width: viewport.width, height },
        });
        console.log(`${path.relative(process.cwd(), file)}  ${viewport.width}×${height}  ${shot.path}`);
      }
      await context.close();
    }
    const { STAFF_EMAIL, STAFF_PASSWORD } = process.env;
    if (STAFF_EMAIL && STAFF_PASSWORD) await consoleShots(browser, STAFF_EMAIL, STAFF_PASSWORD);
    else console.log('(Set STAFF_EMAIL and STAFF_PASSWORD to take the console’s diary too.)');
  } finally {
    await browser.close();
  }
}

await main();
