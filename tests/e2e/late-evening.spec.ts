// Decision 026: the booking journey at 21:30 London time, by keyboard
// alone, on the 'late-evening' project's server — its engine's clock started
// at 21:30 today (CLOCK_START) and the browser's set to the same instant. No
// time is left today anywhere, so the journey must not dead-end: today is
// greyed out with the reason, the default date is the next day with times,
// and the defaults untouched lead to a booking.
import { expect, test } from './support/test.ts';
import { bookByKeyboard, openByKeyboard } from './support/booking-modal.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const LATE = new Date(process.env.E2E_LATE_CLOCK ?? '');
const londonDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

test('at 21:30 the defaults lead to a booking on the next day with times, by keyboard alone', async ({ page, request }) => {
  expect(Number.isNaN(LATE.getTime())).toBe(false);
  await page.clock.setFixedTime(LATE);
  await openByKeyboard(page, 'leicester');
  const dialog = page.getByRole('dialog', { name: 'Book a table' });
  const today = londonDate(LATE);

  // The server agrees nothing is left today (its clock is at 21:30 too).
  const token = await (await request.post('/api/token', { data: {} })).json();
  const days = await request.get(`/api/booking/days/1024?adults=2&from=${today}&days=2`, {
    headers: { authorization: `Bearer ${token.data.token}`, brandkey: 'casa-lumbre', sessionid: 'e2e-late-000001' },
  });
  const [todayState] = (await days.json()).data.days as { state: string }[];
  expect(todayState!.state).not.toBe('bookable');

  // The date chosen for the diner is a later one; today is greyed out with its reason; the party is 2.
  const chosen = dialog.locator('[role="grid"] button[aria-pressed="true"]');
  await expect(chosen).toHaveCount(1);
  const chosenDate = (await chosen.getAttribute('data-date'))!;
  expect(chosenDate > today).toBe(true);
  // The calendar shows the chosen date's month: on a month's last day (29 February 2028) today is a month back.
  if (chosenDate.slice(0, 7) !== today.slice(0, 7)) await dialog.getByRole('button', { name: 'Previous month' }).click();
  await expect(dialog.locator(`[role="grid"] button[data-date="${today}"]`)).toHaveAttribute('aria-disabled', 'true');
  await expect(dialog.getByLabel('Guests', { exact: true })).toHaveValue('2');
  await expectNoAxeViolations(page);

  await bookByKeyboard(page, 'Nia');
});
