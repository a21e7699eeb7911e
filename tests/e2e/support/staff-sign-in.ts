// A console staff member made before their server started (e2e-staff.ts,
// make-e2e-staff.ts, each link written to E2E_STAFF_LINK_FILE plus a suffix as
// `npm run staff` prints it): the one-time link, and signing in — setting the
// password from that link the first time.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The path and query of the set-password link written to E2E_STAFF_LINK_FILE + `suffix`. */
export function oneTimeLink(suffix = ''): string {
  const printed = readFileSync(`${process.env.E2E_STAFF_LINK_FILE ?? ''}${suffix}`, 'utf8');
  const url = /https?:\/\/\S+\/console\/set-password\/\?token=[\w-]+/.exec(printed)?.[0];
  if (!url) throw new Error(`no set-password link was written:\n${printed}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

export interface ConsoleStaff {
  email: string;
  password: string;
  /** Their name, as the console's home heading shows it. */
  name: string;
  /** The link file's suffix ('.duty', '.setup'). */
  linkSuffix: string;
  /** The heading the console opens on, when it is not the home page with their name (marketing opens on its lists). */
  landing?: string;
}

/** Signs in (a page per call); the first call of a test file sets the password from the one-time link. */
export function consoleSignIn(staff: ConsoleStaff): (page: Page) => Promise<void> {
  let passwordSet = false;
  return async (page) => {
    if (!passwordSet) {
      await page.goto(oneTimeLink(staff.linkSuffix));
      await page.getByLabel('New password', { exact: true }).fill(staff.password);
      await page.getByLabel('New password again').fill(staff.password);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page).toHaveURL(/password=set/);
      passwordSet = true;
    } else {
      await page.goto('/console/');
    }
    await page.getByLabel('E-mail').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(staff.landing ?? staff.name);
  };
}
