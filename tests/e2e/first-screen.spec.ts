// product.md D14: what a diner came for is in the first screen. The offer's form starts beside its picture at
// 1280×900, and the phone menu, open, covers the page below the header instead of ending over the hero.
import { expect, test } from './support/test.ts';
import { openForm } from './support/forms-page.ts';

test('the offer form starts in the first screen at 1280×900', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openForm(page, '/offer/malibu/');
  const email = page.getByRole('form', { name: /Get your code/ }).getByRole('textbox', { name: /E-mail address/ });
  const box = (await email.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(900);
});

test('the open phone menu covers the page down to the screen’s foot at 390×844', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openForm(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const panel = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThanOrEqual(844);
});
