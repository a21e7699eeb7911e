// The diner's manage-booking page (decision 041), from the signed link a
// booking's reply and e-mail carry: cancelling asks first and keeps a reason;
// changing the time goes through the booking engine, so a time another diner
// just took is product.md §8 status 9's message, and a free one sends a new e-mail.
// product.md D14: the page offers the modal's parties and calendar, and says where the
// restaurant is. Coventry is this file's own restaurant; each test books its own date.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { bookableDay } from './support/booking-api.ts';
import { longDate } from './support/booking-modal.ts';
import { uniqueEmail, waitForMail } from './support/mailbox.ts';

const COVENTRY = '1017';
const SLOT_TAKEN = 'Sorry, that time slot’s just been taken. Please choose another…';

/** A day from `fromDaysAhead` on that Coventry offers dinner for two at every one of `times`. */
const coventryDay = (request: APIRequestContext, fromDaysAhead: number, times: string[]) =>
  bookableDay(request, { storeId: COVENTRY, occasionId: 'dinner', adults: 2 }, fromDaysAhead, times);

async function apiHeaders(request: APIRequestContext) {
  const token = await request.post('/api/token', { data: {} });
  return { authorization: `Bearer ${(await token.json()).data.token}`, brandkey: 'casa-lumbre', sessionid: 'e2e-manage-0001' };
}

/** A diner's booking through the public API, as the booking modal sends it; null when the time was taken (409). */
async function book(request: APIRequestContext, date: string, time: string, adults: number, email = uniqueEmail('manage')) {
  const reply = await request.post(`/api/booking/create/${COVENTRY}`, {
    headers: await apiHeaders(request),
    data: {
      occasionId: 'dinner',
      adults,
      children: 0,
      bookingDate: date,
      time,
      customer: { firstName: 'Mia', lastName: 'Manage', email, shouldReceivePromotions: false, shouldReceiveSms: false },
    },
  });
  if (reply.status() === 409) return null;
  expect(reply.status()).toBe(200);
  const data = (await reply.json()).data as { bookingReference: string; managePath: string };
  return { ...data, email };
}

/** Takes every seat the engine would give a party of two at `time` (pacing or tables, whichever runs out first). */
async function fillTime(request: APIRequestContext, date: string, time: string) {
  for (const party of [6, 2]) {
    for (let i = 0; i < 12; i++) if (!(await book(request, date, time, party))) break;
  }
}

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
}

test.describe('the manage-booking page', () => {
  test('cancelling asks first: "Keep my booking" keeps it, and the confirmation with a reason cancels it', async ({ page, request }) => {
    const booking = (await book(request, await coventryDay(request, 9, ['19:00']), '19:00', 2))!;
    await page.goto(booking.managePath);
    await expect(page.getByRole('heading', { name: 'Your booking', level: 1 })).toBeVisible();
    await expect(page.getByText(booking.bookingReference)).toBeVisible();
    await expect(page.getByText('Status: confirmed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /^data:text\/calendar/);
    await axeAtBothWidths(page);

    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    const confirm = page.getByRole('heading', { name: /^Cancel your booking at Casa Lumbre Coventry on .+ at 19:00\?$/ });
    await expect(confirm).toBeFocused();
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: 'Keep my booking' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Status: confirmed.')).toBeVisible();

    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    await page.getByLabel('Reason (optional)').fill('Our plans changed');
    await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    const cancelled = page.getByRole('status').filter({ hasText: 'Your booking is cancelled' });
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toBeFocused();
    await expect(page.getByText('This booking is cancelled. We hope to see you another time.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel this booking' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the confirmation step and the cancel are plain forms', async ({ page, request }) => {
      const booking = (await book(request, await coventryDay(request, 9, ['20:00']), '20:00', 2))!;
      await page.goto(booking.managePath);
      await page.getByRole('button', { name: 'Cancel this booking' }).click();
      await expect(page).toHaveURL(/step=cancel/);
      await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
      await expect(page.getByText('This booking is cancelled. We hope to see you another time.')).toBeVisible();
    });
  });

  test('a change to a time another diner just took says so; a free time moves the booking and e-mails it', async ({ page, request }) => {
    const date = await coventryDay(request, 10, ['18:00', '19:00', '20:30']);
    const mine = (await book(request, date, '18:00', 2))!;
    await page.goto(mine.managePath);
    // With JavaScript the date is the modal's calendar, open on the booking's month.
    await expect(page.getByRole('group', { name: 'New date' }).getByRole('grid')).toBeVisible();
    await page.getByRole('button', { name: longDate(date), exact: true }).click();
    await expect(page.getByRole('button', { name: longDate(date), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('combobox', { name: 'Guests' }).selectOption('2');
    await page.getByRole('button', { name: 'Find times' }).click();
    await expect(page.getByRole('heading', { name: /^Times on .+ for 2 guests$/ })).toBeFocused();
    await axeAtBothWidths(page);
    await page.getByRole('radio', { name: '19:00' }).check();

    // Another diner takes 19:00 while this page is open.
    await fillTime(request, date, '19:00');
    await page.getByRole('button', { name: 'Change my booking' }).click();
    await expect(page.getByRole('alert').filter({ hasText: SLOT_TAKEN })).toBeFocused();
    await expect(page.getByText(/ at 18:00$/)).toBeVisible();
    await expect(page.getByRole('radio', { name: '19:00' })).toHaveCount(0); // the times were read again

    await page.getByRole('radio', { name: '20:30' }).check();
    await page.getByRole('button', { name: 'Change my booking' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your booking is changed. We have e-mailed you the new details.' }),
    ).toBeFocused();
    await expect(page.getByText(/ at 20:30$/)).toBeVisible();
    await expect(page.getByText(mine.bookingReference)).toBeVisible();
    const [updated] = await waitForMail(mine.email, 1, (m) => m.subject.startsWith('Your booking is updated'));
    expect(updated!.subject).toContain(mine.bookingReference);
    expect(updated!.text).toContain('Time: 20:30');
    await axeAtBothWidths(page);
  });

  test('offers the modal’s parties, says why a party needing a card cannot change online, and where the restaurant is', async ({
    page,
    request,
  }) => {
    const booking = (await book(request, await coventryDay(request, 11, ['19:00']), '19:00', 2))!;
    await page.goto(booking.managePath);
    // product.md D14: the address, a map link, directions and the phone.
    await expect(page.getByText('Unit 4, Cathedral Lanes, Broadgate, Coventry, CV1 1LL')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View on a map' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=52\.4078&mlon=-1\.5108/,
    );
    await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/directions\?to=52\.4078%2C-1\.5108$/,
    );
    await expect(page.getByRole('link', { name: '0247 655 3084' }).first()).toHaveAttribute('href', 'tel:02476553084');

    // The modal's parties for dinner: up to 20, and its pointer for groups of 21 or more.
    const guests = page.getByRole('combobox', { name: 'Guests' });
    await expect(guests.getByRole('option')).toHaveCount(20);
    await expect(guests.getByRole('option').last()).toHaveText('20');
    await expect(page.getByRole('link', { name: 'Send a group booking enquiry' })).toHaveAttribute('href', '/work-parties/#groups-form');

    // 9 needs a card this booking has not got: kept, and explained with the phone, as the diner chooses it.
    await expect(page.getByRole('group', { name: 'New date' }).getByRole('grid')).toBeVisible();
    await guests.selectOption('9');
    await expect(page.getByText(/^Tables for 8 or more are held with a card, .+ cannot be changed to 9 guests online\./)).toBeVisible();
    await expect(page.getByText('Call Casa Lumbre Coventry on')).toBeVisible();
    await expect(guests).toHaveAttribute('aria-invalid', 'true');
    await axeAtBothWidths(page);
    // The server says the same when the search is sent.
    await page.getByRole('button', { name: 'Find times' }).click();
    await expect(page).toHaveURL(/guests=9/);
    await expect(page.getByText(/cannot be changed to 9 guests online/)).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Times on / })).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the date is a plain date input and the times come back for the party', async ({ page, request }) => {
      const date = await coventryDay(request, 12, ['19:00', '20:00']);
      const booking = (await book(request, date, '19:00', 2))!;
      await page.goto(booking.managePath);
      await expect(page.getByRole('grid')).toHaveCount(0);
      await page.getByLabel('New date').fill(date);
      await page.getByRole('combobox', { name: 'Guests' }).selectOption('3');
      await page.getByRole('button', { name: 'Find times' }).click();
      await expect(page.getByRole('heading', { name: /^Times on .+ for 3 guests$/ })).toBeVisible();
    });
  });
});
