// product.md D14: the step's primary action is always in view. At 1280×900, 1280×800 and 390×844 the
// button that finishes each step ("Find a time", "Continue", "Confirm booking") sits inside the
// viewport with nothing scrolled by hand, and step 1 fits one screen at 1280×800. Nothing is booked,
// so the test never competes with others for a table.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { BookingModal } from './support/booking-modal.ts';

const SIZES = [
  { width: 1280, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/** The element's box lies wholly inside the viewport, and nothing else paints over its middle. */
async function expectInView(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, 'top inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom inside the viewport').toBeLessThanOrEqual(viewport.height);
  expect(box.x + box.width, 'right edge inside the viewport').toBeLessThanOrEqual(viewport.width);
  const onTop = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(onTop, 'nothing covers it').toBe(true);
}

for (const size of SIZES) {
  test(`the primary action is in view at every step at ${size.width}×${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    const modal = new BookingModal(page);
    await modal.openFor('leicester');
    const dialog = modal.dialog;

    await expect(dialog.locator('[role="grid"] button[aria-pressed="true"]')).toHaveCount(1);
    const find = dialog.getByRole('button', { name: 'Find a time' });
    await expect(find).toBeEnabled();
    await expectInView(page, find);
    if (size.width === 1280 && size.height === 800) {
      // Step 1 fits one screen: the dialog itself has nothing to scroll.
      const scrolls = await dialog.evaluate((el) => {
        const scrollers = [el, ...el.querySelectorAll('*')].filter(
          (n) => n.scrollHeight > n.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(n).overflowY),
        );
        return scrollers.length;
      });
      expect(scrolls, 'nothing in step 1 scrolls').toBe(0);
    }
    await find.click();

    await expect(dialog.getByRole('heading', { name: 'Time and preferences' })).toBeFocused();
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    await expectInView(page, continueButton);
    await modal.pickFirstTime();
    await expect(continueButton).toBeEnabled();
    await expectInView(page, continueButton);
    await continueButton.click();

    await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await expectInView(page, dialog.getByRole('button', { name: 'Confirm booking' }));
  });
}
