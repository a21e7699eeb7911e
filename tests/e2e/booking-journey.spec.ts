// Decision 026: the booking journey without dead ends, by mouse and by keyboard
// alone — the defaults untouched, the party kept, a fully booked day greyed
// out, a day whose times are gone offering the next free ones (with the
// browser's clock at 21:30 London time), and axe on every step at 390px and
// 1280px. Each test works at its own restaurant or date, so parallel runs
// never compete.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { BookingModal, bookByKeyboard, longDate, openByKeyboard } from './support/booking-modal.ts';
import { apiHeaders, bookableDay, type Party } from './support/booking-api.ts';
import { londonAt } from './support/london-clock.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueEmail } from './support/mailbox.ts';

const CANTERBURY = '1013';

/** Books the party's first free time on the date until none is left: the day is then full for that party. */
async function fillDay(request: APIRequestContext, party: Party, date: string): Promise<void> {
  const headers = await apiHeaders(request);
  for (let i = 0; i < 40; i++) {
    const q = `occasionId=${party.occasionId}&adults=${party.adults}&children=0&dates=${date}`;
    const slots = await request.get(`/api/booking/slots/${party.storeId}?${q}`, { headers });
    const times = ((await slots.json()).data?.dates?.[0]?.times ?? []) as { time: string; canEnquire: boolean }[];
    const free = times.find((t) => !t.canEnquire);
    if (!free) return;
    await request.post(`/api/booking/create/${party.storeId}`, {
      headers,
      data: {
        occasionId: party.occasionId,
        adults: party.adults,
        children: 0,
        bookingDate: date,
        time: free.time,
        customer: {
          firstName: 'Full',
          lastName: 'House',
          email: uniqueEmail('full'),
          phoneNumber: '07700 900456',
          shouldReceivePromotions: false,
          shouldReceiveSms: false,
        },
      },
    });
  }
  throw new Error(`could not fill ${date}`);
}

async function detailsAndConfirm(modal: BookingModal, name: string) {
  await modal.fillDetails({ firstName: name, lastName: 'Journey', email: uniqueEmail(name.toLowerCase()) });
  await modal.dialog.getByRole('button', { name: /Confirm booking|Send request/ }).click();
  await expect(modal.dialog.getByRole('heading', { name: /Your table is booked|Your request has been sent/ })).toBeFocused();
}

test.describe('the booking journey without dead ends (decision 026)', () => {
  test('by mouse, with the defaults untouched: a date with times and 2 guests, a time the diner picks, everything on the thanks view', async ({
    page,
  }) => {
    const modal = new BookingModal(page);
    await modal.openFor('coventry');
    // A default date is chosen (today when it still has times) and the party is 2.
    await expect(modal.dialog.getByLabel('Guests', { exact: true })).toHaveValue('2');
    await expect(modal.dialog.locator('[role="grid"] button[aria-pressed="true"]')).toHaveCount(1);
    await modal.findTimes();
    await expect(modal.dialog.getByRole('heading', { name: 'Time and preferences' })).toBeFocused();
    // No time is chosen for the diner: Continue waits, and looks disabled.
    const continueButton = modal.dialog.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    const radios = modal.dialog.getByRole('radio');
    await expect(radios.first()).not.toBeChecked();
    expect(await radios.count()).toBeLessThanOrEqual(5);
    // All times, grouped by service, on request.
    const showAll = modal.dialog.getByRole('button', { name: /Show all times/ });
    if (await showAll.isVisible()) {
      await showAll.click();
      await expect(modal.dialog.getByRole('button', { name: 'Show fewer times' })).toHaveAttribute('aria-expanded', 'true');
      await expect(modal.dialog.getByRole('group').first()).toBeVisible();
    }
    await modal.pickFirstTime();
    const time = await radios.first().getAttribute('value');
    await continueButton.click();
    await expect(modal.dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();
    await modal.dialog.getByLabel('Special requests (optional)').fill('A quiet corner, please');
    await detailsAndConfirm(modal, 'Dee');
    const thanks = modal.dialog.getByRole('definition');
    await expect(thanks.filter({ hasText: 'Casa Lumbre Coventry' })).toBeVisible();
    await expect(thanks.filter({ hasText: time! })).toBeVisible();
    await expect(modal.dialog.getByText('Occasion', { exact: true })).toBeVisible();
    await expect(modal.dialog.getByText('Where', { exact: true })).toBeVisible();
    await expect(thanks.filter({ hasText: 'A quiet corner, please' })).toBeVisible();
  });

  test('by keyboard alone, with the browser at 21:30 London time: the defaults still lead to a booking', async ({ page }) => {
    await page.clock.setFixedTime(londonAt('21:30'));
    await openByKeyboard(page, 'leicester');
    const dialog = page.getByRole('dialog', { name: 'Book a table' });
    await expect(dialog.getByLabel('Guests', { exact: true })).toHaveValue('2');
    await expect(dialog.getByRole('button', { name: 'Find a time' })).toBeEnabled();
    await bookByKeyboard(page, 'Kai');
  });

  test('the party is kept across date, occasion and restaurant changes; the combobox commits only on Enter', async ({ page }) => {
    const modal = new BookingModal(page);
    await modal.openFor('liverpool');
    const guests = modal.dialog.getByLabel('Guests', { exact: true });
    await modal.dialog.getByRole('button', { name: 'One guest more' }).click();
    await expect(guests).toHaveValue('3');
    await modal.chooseBookableDate('liverpool', 20);
    await expect(guests).toHaveValue('3');
    await modal.dialog.getByLabel('Occasion').selectOption({ label: 'Birthday' });
    await expect(guests).toHaveValue('3');
    // By keyboard: type, arrow through the list (nothing is chosen), then Enter.
    const combo = modal.dialog.getByRole('combobox', { name: 'Restaurant' });
    await expect(combo).toHaveValue('Casa Lumbre Liverpool');
    await modal.typeRestaurant('bat');
    await expect(modal.dialog.getByRole('option', { name: 'Casa Lumbre Bath' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(combo).toBeFocused();
    await expect(combo).toHaveValue('bat');
    await page.keyboard.press('Enter');
    await expect(combo).toHaveValue('Casa Lumbre Bath');
    await expect(guests).toHaveValue('3');
    await expect(modal.dialog.getByLabel('Occasion')).toBeVisible();
    await expect(guests).toHaveValue('3');
    // And by mouse.
    await modal.chooseRestaurant('leeds', 'Casa Lumbre Leeds');
    await expect(guests).toHaveValue('3');
  });

  test('a fully booked day is greyed out with its reason', async ({ page, request }) => {
    const party = { storeId: CANTERBURY, occasionId: 'drinks', adults: 7 };
    const full = await bookableDay(request, party, 30);
    await fillDay(request, party, full);
    const modal = new BookingModal(page);
    await modal.openFor('canterbury');
    await modal.dialog.getByLabel('Occasion').selectOption({ label: 'Drinks' });
    await modal.setGuests(7);
    const day = modal.dialog.locator(`[role="grid"] button[data-date="${full}"]`);
    await modal.showMonthOf(full);
    // The month's availability loads for the party and occasion in view.
    await expect(day).toHaveAccessibleName(`${longDate(full)}, unavailable: Fully booked for 7 guests`);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await expect(day).toHaveAttribute('title', 'Fully booked for 7 guests');
    await day.focus();
    await expect(modal.dialog.getByText(`${longDate(full)}: Fully booked for 7 guests`)).toBeVisible();
  });

  test('a chosen day whose times are gone offers the next free times, one click from step 2 (browser at 21:30)', async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(londonAt('21:30'));
    const party = { storeId: CANTERBURY, occasionId: 'drinks', adults: 7 };
    const date = await bookableDay(request, party, 50);
    const modal = new BookingModal(page);
    await modal.openFor('canterbury');
    await modal.dialog.getByLabel('Occasion').selectOption({ label: 'Drinks' });
    await modal.setGuests(7);
    await modal.chooseDate(date);
    // Taken while the diner looked: the day has no times left when they ask.
    await fillDay(request, party, date);
    await modal.findTimes();
    await expect(modal.dialog.getByRole('alert')).toHaveText(`There are no times left on ${longDate(date)} for 7 guests.`);
    // This restaurant's next free day, by name: the nearby restaurants' times (on the chosen date) share the list,
    // and are its first buttons while this restaurant's load. When the chosen date is a month's last day
    // (28 February 2027 from Saturday 9 January) no later day is known yet, and they are asked for only now.
    const next = modal.dialog
      .getByRole('region', { name: 'Next free times' })
      .getByRole('button', { name: /^Choose Casa Lumbre Canterbury, / })
      .first();
    await next.click();
    await expect(modal.dialog.getByRole('radio', { checked: true })).toHaveCount(1);
    await modal.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.dialog.getByText(/7 guests · Drinks/)).toBeVisible();
    await detailsAndConfirm(modal, 'Nia');
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing on any step at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const modal = new BookingModal(page);
      await modal.openFor(width === 390 ? 'glasgow' : 'edinburgh');
      await expect(modal.dialog.getByRole('button', { name: 'Find a time' })).toBeEnabled();
      await expectNoAxeViolations(page);
      await modal.findTimes();
      await modal.pickFirstTime();
      await expectNoAxeViolations(page);
      await modal.dialog.getByRole('button', { name: 'Continue' }).click();
      await expect(modal.dialog.getByRole('textbox', { name: 'First name' })).toBeVisible();
      await expectNoAxeViolations(page);
      await detailsAndConfirm(modal, 'Axe');
      await expectNoAxeViolations(page);
    });
  }

  test('the group view uses the dialog width and one threshold', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const modal = new BookingModal(page);
    await modal.openFor('newcastle');
    const threshold = /(\d+) or more guests\?/.exec((await modal.dialog.getByText(/or more guests\?/).textContent())!)![1]!;
    await modal.dialog.getByRole('button', { name: 'Send a group booking enquiry' }).click();
    await expect(modal.dialog.getByRole('heading', { name: `Parties of ${threshold} or more` })).toBeFocused();
    const form = modal.dialog.getByRole('form', { name: 'Group booking enquiry' });
    expect((await form.boundingBox())!.width).toBeGreaterThan(500);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 800 });
    expect((await form.boundingBox())!.width).toBeGreaterThan(300);
  });
});
