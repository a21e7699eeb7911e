// Decision 050 "Waitlist": a diner finds 19:00 full, joins the
// waitlist from the booking modal, a cancellation through the manage link
// frees a table, the offer e-mail arrives through the SMTP sink, and its one
// action books the held table after a button press (its GET changes nothing).
// London Stratford Westfield is this file's own restaurant; 19:00 is made full
// through the booking API on a day the engine offers it.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiHeaders, bookableDay } from './support/booking-api.ts';
import { BookingModal, storeIdOf } from './support/booking-modal.ts';
import { uniqueEmail, waitForMail } from './support/mailbox.ts';
import { slow } from './support/slowdown.ts';

const SLUG = 'london-stratford-westfield';
const STORE = storeIdOf(SLUG);

async function book(request: APIRequestContext, date: string, time: string, adults: number) {
  const reply = await request.post(`/api/booking/create/${STORE}`, {
    headers: await apiHeaders(request),
    data: {
      occasionId: 'dinner',
      adults,
      children: 0,
      bookingDate: date,
      time,
      customer: { firstName: 'Fay', lastName: 'Full', email: uniqueEmail('full'), shouldReceivePromotions: false, shouldReceiveSms: false },
    },
  });
  if (reply.status() === 409) return null;
  expect(reply.status(), await reply.text()).toBe(200);
  return (await reply.json()).data as { bookingReference: string; managePath: string };
}

/** Books parties of two at `time` until the engine takes no more (pacing or tables): the last booking made. */
async function fill(request: APIRequestContext, date: string, time: string) {
  let last: { managePath: string } | null = null;
  for (let i = 0; i < 40; i++) {
    const made = await book(request, date, time, 2);
    if (!made) return last!;
    last = made;
  }
  throw new Error(`${time} on ${date} never filled`);
}

test('a diner joins the waitlist on a full time, a cancellation frees a table, and the claim mail books it', async ({ page, request }) => {
  test.setTimeout(slow(90_000));
  const date = await bookableDay(request, { storeId: STORE, occasionId: 'dinner', adults: 2 }, 12, ['19:00', '18:00']);
  const last = await fill(request, date, '19:00');

  const modal = new BookingModal(page);
  await modal.searchFor(SLUG, date, 2);
  await expect(modal.dialog.getByRole('heading', { name: 'Time and preferences' })).toBeFocused();
  await expect(modal.dialog.getByRole('radio', { name: '19:00', exact: true })).toHaveCount(0); // full: at most a request
  await modal.dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await modal.dialog.getByLabel('From', { exact: true }).selectOption('19:00');
  await modal.dialog.getByLabel('To', { exact: true }).selectOption('19:00');
  const email = uniqueEmail('waitlist');
  await modal.dialog.getByRole('textbox', { name: 'First name' }).fill('Wanda');
  await modal.dialog.getByRole('textbox', { name: 'Last name' }).fill('Waits');
  await modal.dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await expectNoAxeViolations(page);
  await modal.dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  const joined = modal.dialog.getByRole('status').filter({ hasText: 'You are on the waitlist' });
  await expect(joined).toBeVisible();
  await expect(joined).toBeFocused();
  const [welcome] = await waitForMail(email, 1, (m) => m.subject.startsWith('You are on the waitlist'));
  expect(welcome!.text).toContain('Leave the waitlist: ');

  // Another diner cancels through their manage link: the freed table is held for the waitlisted diner.
  await page.goto(last.managePath);
  await page.getByRole('button', { name: 'Cancel this booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is cancelled' })).toBeVisible();

  const [offer] = await waitForMail(email, 1, (m) => m.subject.startsWith('A table is free'));
  expect(offer!.text).toContain('held for you until');
  const claimUrl = new URL(/Book this table: (\S+)/.exec(offer!.text)![1]!);
  await page.goto(`${claimUrl.pathname}${claimUrl.search}`);
  await expect(page.getByRole('heading', { name: /^A table is free at 19:00, held for you until \d\d:\d\d$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // Opening the link booked nothing: reloading still offers it.
  await page.reload();
  await page.getByRole('button', { name: 'Book this table' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your table is booked' })).toBeVisible();
  const [confirmation] = await waitForMail(email, 1, (m) => m.subject.startsWith('Your table is booked'));
  expect(confirmation!.subject).toContain('at 19:00');
  await page.getByRole('link', { name: 'View, change or cancel your booking' }).click();
  await expect(page.getByText('Status: confirmed.')).toBeVisible();
});
