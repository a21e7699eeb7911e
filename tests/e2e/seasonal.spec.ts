// Seasonal occasions on the 'seasonal' project's server, whose clock is pinned
// (playwright.config.ts: SEASON_CLOCK) inside the demo pack's Christmas party
// (20 November to 24 December 2026, content/booking-setups/*.json): a dated
// occasion can only be booked in its season and within the 90-day window, so
// the test pins the clock rather than reading today's date.
import { expect, test } from './support/test.ts';
import { BookingModal, storeIdOf } from './support/booking-modal.ts';
import { bookableDay } from './support/booking-api.ts';
import { uniqueEmail } from './support/mailbox.ts';

const SEASON_CLOCK = new Date(process.env.E2E_SEASON_CLOCK ?? '');

test('a party of 16 for the Christmas party goes through as an enquiry', async ({ page }) => {
  await page.clock.setSystemTime(SEASON_CLOCK);
  const modal = new BookingModal(page);
  await modal.openFor('nottingham');
  // A day the Christmas party runs (the days endpoint offers it to a party it books online; 16 is a request).
  const party = { storeId: storeIdOf('nottingham'), occasionId: 'christmas-party', adults: 8 };
  await modal.chooseDate(await bookableDay(page.request, party, 14, [], SEASON_CLOCK));
  await modal.dialog.getByLabel('Occasion').selectOption({ label: 'Christmas party' });
  await modal.setGuests(16);
  await modal.findTimes();
  await modal.pickFirstTime();
  await modal.dialog.getByRole('button', { name: 'Continue' }).click();
  await modal.fillDetails({ firstName: 'Office', lastName: 'Party', email: uniqueEmail('party') });
  await modal.dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
  await expect(modal.dialog.getByText('Your request has been sent.')).toBeVisible();
});
