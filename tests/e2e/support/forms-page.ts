// Shared steps for the forms journeys: open a page without the cookie banner
// or the sign-up popup in the way, and small real files to attach.
import { expect, type Locator, type Page } from '@playwright/test';
import { dismissCookies } from './axe.ts';

export async function openForm(page: Page, path: string): Promise<void> {
  // The site popup appears a few seconds after the cookie answer; mark it seen.
  await page.addInitScript(() => localStorage.setItem('mesa.popup.club-sign-up-2026.seen', '1'));
  await page.goto(path);
  await dismissCookies(page);
  // Forms load lazily; their submit buttons are enabled once hydrated. Until then a
  // choice made in a server-rendered select would be lost, so wait for every form.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('form button[type="submit"]:disabled')).toHaveCount(0);
}

export const pdf = (name = 'receipt.pdf') => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
export const png = (name = 'photo.png') => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
});
/** A program renamed to look like a PDF. */
export const disguised = () => ({
  name: 'invoice.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
});

/** The field's error is shown, linked to it (aria-describedby), and the field is marked invalid. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its whole label, ignoring the required asterisk ('Day' never matches 'Birthdays & group celebrations'). */
export const byLabel = (scope: Page | Locator, text: string): Locator => scope.getByLabel(new RegExp(`^\\s*${escape(text)}\\s*\\*?\\s*$`));
