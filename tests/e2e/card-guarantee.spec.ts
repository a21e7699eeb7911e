// The card step (product.md §8 "Card guarantee") on a server with Braintree configured (the
// 'card-guarantee' project of playwright.config.ts). Braintree is out of reach
// from these machines, so this is the journey of a diner whose booking needs a
// card while the provider is down: the card form is offered, says plainly that
// cards cannot be taken right now, can be retried, and no booking goes through
// without one.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BookingModal, storeIdOf } from './support/booking-modal.ts';
import { bookableDay } from './support/booking-api.ts';

test('a party that needs a card is offered the card form, and told when card payments are down', async ({ page }) => {
  const response = await page.goto('/restaurants/york/');
  // The CSP opens Braintree's frames and API only on a server that uses it.
  expect(response!.headers()['content-security-policy']).toContain('https://assets.braintreegateway.com');

  const modal = new BookingModal(page);
  await modal.searchFor('york', await bookableDay(page.request, { storeId: storeIdOf('york'), occasionId: 'dinner', adults: 8 }, 16), 8);
  await modal.pickFirstTime(); // no time is chosen for the diner (decision 026)
  await modal.dialog.getByRole('button', { name: 'Continue' }).click();

  const card = modal.dialog.getByRole('group', { name: 'Card to hold your booking' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('alert')).toHaveText('Card payments are not available right now, please try again in a few minutes.');
  await expectNoAxeViolations(page);
  // Trying again asks the provider again (and is told again, here).
  const tokenAsked = page.waitForResponse((r) => r.url().endsWith('/api/v1/braintree/token'));
  await card.getByRole('button', { name: 'Try again' }).click();
  expect((await tokenAsked).status()).toBe(502);
  await expect(card.getByRole('alert')).toHaveText('Card payments are not available right now, please try again in a few minutes.');

  // No card, no booking: the diner cannot confirm until a card is saved (the server refuses too: payment-routes.test.ts).
  await modal.fillDetails({ firstName: 'Cai', lastName: 'Rowe', email: 'cai@example.com' });
  await expect(modal.dialog.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
});
