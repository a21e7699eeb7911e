// The manage page's calendar greys a closed day with its reason (decision 041), on
// the 'seasonal' project's server, whose clock is pinned on 25 November 2026
// (playwright.config.ts E2E_SEASON_CLOCK): the demo pack closes every
// restaurant on Christmas Day 2026, inside that server's booking window
// whatever today is.
import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { longDate } from './support/booking-modal.ts';
import { uniqueEmail } from './support/mailbox.ts';

const SEASON_CLOCK = new Date(process.env.E2E_SEASON_CLOCK ?? '');
const COVENTRY = '1017';

test('the calendar greys Christmas Day with its reason, for the party chosen', async ({ page, request }) => {
  await page.clock.setSystemTime(SEASON_CLOCK);
  const date = await bookableDay(request, { storeId: COVENTRY, occasionId: 'dinner', adults: 2 }, 10, ['19:00'], SEASON_CLOCK);
  const reply = await request.post(`/api/booking/create/${COVENTRY}`, {
    headers: await apiHeaders(request),
    data: {
      occasionId: 'dinner',
      adults: 2,
      children: 0,
      bookingDate: date,
      time: '19:00',
      customer: {
        firstName: 'Noel',
        lastName: 'Manage',
        email: uniqueEmail('manage-season'),
        shouldReceivePromotions: false,
        shouldReceiveSms: false,
      },
    },
  });
  expect(reply.status()).toBe(200);
  await page.goto(((await reply.json()).data as { managePath: string }).managePath);

  const calendar = page.getByRole('group', { name: 'New date' });
  await expect(calendar.getByRole('grid', { name: 'New date, December 2026' })).toBeVisible();
  const christmas = calendar.getByRole('button', { name: `${longDate('2026-12-25')}, unavailable: Closed: Christmas Day` });
  await expect(christmas).toHaveAttribute('aria-disabled', 'true');
  await expect(christmas).toHaveAttribute('title', 'Closed: Christmas Day');
  await christmas.focus();
  await expect(page.getByText(`${longDate('2026-12-25')}: Closed: Christmas Day`)).toBeVisible();
  // Still greyed for another party.
  await page.getByRole('combobox', { name: 'Guests' }).selectOption('4');
  await expect(christmas).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
});
