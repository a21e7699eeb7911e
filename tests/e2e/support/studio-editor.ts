// The content editor made by `npm run staff` (E2E_STAFF_LINK_FILE.studio),
// shared by the studio's spec files: whichever signs in first sets the password
// from the one-time link; the others, in this worker or another, find the link
// used and sign in with the same password.
import { expect, type Page } from '@playwright/test';
import { oneTimeLink } from './staff-sign-in.ts';
import { slow } from './slowdown.ts';

export const STUDIO_EDITOR = { email: 'studio.editor@example.com', password: 'the studio editor password', name: 'Studio Editor' };

let passwordKnownSet = false;

export async function signInStudioEditor(page: Page): Promise<void> {
  if (!passwordKnownSet) {
    await page.goto(oneTimeLink('.studio'));
    const choose = page.getByLabel('New password', { exact: true });
    if (await choose.isVisible()) {
      await choose.fill(STUDIO_EDITOR.password);
      await page.getByLabel('New password again').fill(STUDIO_EDITOR.password);
      await page.getByRole('button', { name: 'Set password' }).click();
      // Another spec file may have used the link a moment before (then it set the same password): the page stays.
      await page.waitForURL(/password=set/, { timeout: slow(10_000) }).catch(() => undefined);
    }
    passwordKnownSet = true;
  }
  if (!/password=set/.test(page.url())) await page.goto('/console/');
  await page.getByLabel('E-mail').fill(STUDIO_EDITOR.email);
  await page.getByLabel('Password').fill(STUDIO_EDITOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A content editor works no diary: the console opens on the studio.
  await expect(page.getByRole('heading', { level: 1, name: 'Content studio' })).toBeVisible();
}
