import { expect, startClockOf, test } from './support/test.ts';
import { BookingModal, storeIdOf } from './support/booking-modal.ts';
import { bookableDay } from './support/booking-api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { uniqueEmail, waitForMail } from './support/mailbox.ts';
import { mailHtmlProblems } from '../../server/mail/templates/read-mail-html.ts';

// Each test books at a different restaurant so parallel runs never compete.
test.describe('the booking modal', () => {
  test('a booking for 2, two weeks ahead, ends on the thanks view', async ({ page }) => {
    const modal = new BookingModal(page);
    await modal.openFor('bath');
    await expect(page.getByRole('dialog', { name: 'Book a table' })).toBeVisible();
    await modal.chooseBookableDate('bath', 14);
    await modal.setGuests(2);
    await modal.findTimes();
    await modal.pickFirstTime();
    await modal.dialog.getByRole('button', { name: 'Continue' }).click();
    const email = uniqueEmail('ana');
    await modal.fillDetails({ firstName: 'Ana', lastName: 'Silva', email });
    await modal.dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    const reference = (await modal.dialog.getByTestId('confirmation-number').textContent())!.trim();
    expect(reference).toMatch(/\S+/);
    await expect(modal.dialog.getByText('Casa Lumbre Bath')).toBeVisible();
    await expect(modal.dialog.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /^data:text\/calendar/);
    // The confirmation e-mail reaches the SMTP sink, with the reference, an .ics and a manage link.
    const [mail] = await waitForMail(email);
    expect(mail!.subject).toContain(reference);
    expect(mail!.text).toContain('Casa Lumbre Bath');
    expect(JSON.stringify(mail)).toContain('.ics');
    const manage = /https?:\/\/\S+\/manage-booking\/\?token=[\w.-]+/.exec(mail!.text)?.[0];
    expect(manage).toBeTruthy();
    // Its HTML part, parsed as it arrived (decision 027): branded, accessible, with the same link as its button.
    expect(mailHtmlProblems(mail!.html)).toEqual([]);
    expect(mail!.html).toContain(reference);
    expect(mail!.html).toContain(manage!.replaceAll('&', '&amp;'));
    // The signed link shows the booking and cancels it, freeing the seats.
    await page.goto(new URL(manage!).pathname + new URL(manage!).search);
    await expect(page.getByText(reference)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    // Decision 041: cancelling asks for confirmation first.
    await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect(page.getByText('This booking is cancelled.', { exact: false })).toBeVisible();
  });

  test('the seating follows the time: choosing where to sit keeps the time picked while it is free (product.md D14)', async ({ page }) => {
    const modal = new BookingModal(page);
    await modal.openFor('bath');
    await modal.chooseBookableDate('bath', 12);
    await modal.findTimes();
    await modal.pickFirstTime();
    const picked = modal.dialog.getByRole('radio', { checked: true });
    const time = await picked.getAttribute('value');
    const seating = modal.dialog.getByLabel('Where would you like to sit?');
    // Below the times, as in the booking widgets diners know.
    const [timesBox, seatingBox] = [await modal.dialog.getByRole('radio').first().boundingBox(), await seating.boundingBox()];
    expect(seatingBox!.y).toBeGreaterThan(timesBox!.y);
    await seating.selectOption({ label: 'Bar' });
    const gone = modal.dialog.getByRole('status').filter({ hasText: `${time} is not free with this choice` });
    const kept = modal.dialog.getByRole('radio', { name: new RegExp(`^${time}`), checked: true });
    await expect(kept.or(gone)).toBeVisible();
    await seating.selectOption({ label: 'No preference' });
    // Back to the times it was picked from: picked again if it was kept, or pick it again; either way one click on.
    if (await gone.isVisible()) await modal.dialog.getByRole('radio', { name: new RegExp(`^${time}`) }).check();
    await expect(modal.dialog.getByRole('radio', { name: new RegExp(`^${time}`) })).toBeChecked();
    await expect(modal.dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test('a birthday with extras: priced before confirming, on the thanks view, in the e-mail and on the manage page', async ({ page }) => {
    const modal = new BookingModal(page);
    await modal.openFor('reading');
    await modal.chooseBookableDate('reading', 15, { occasionId: 'birthday', adults: 4 });
    await modal.dialog.getByLabel('Occasion').selectOption({ label: 'Birthday' });
    await modal.setGuests(4);
    await modal.findTimes();
    await modal.pickFirstTime();
    await modal.dialog.getByRole('checkbox', { name: /Prosecco on the table, £28\.00/ }).check();
    await modal.dialog.getByRole('checkbox', { name: /Birthday cake, £18\.00/ }).check();
    await modal.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.dialog.getByText('£46.00 in all, paid at the restaurant')).toBeVisible();
    const email = uniqueEmail('bea');
    await modal.fillDetails({ firstName: 'Bea', lastName: 'Moreno', email });
    await modal.dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    await expect(modal.dialog.getByText('Birthday cake × 1, £18.00')).toBeVisible();
    await expectNoAxeViolations(page);
    const reference = (await modal.dialog.getByTestId('confirmation-number').textContent())!.trim();
    const [mail] = await waitForMail(email);
    expect(mail!.text).toContain('Extras: Prosecco on the table × 1 (£28.00); Birthday cake × 1 (£18.00)');
    // The thanks view links to the same signed page as the e-mail.
    await modal.dialog.getByRole('link', { name: 'View, change or cancel this booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your booking', level: 1 })).toBeVisible();
    await expect(page.getByText(reference)).toBeVisible();
    await expect(page.getByText('Prosecco on the table × 1, £28.00')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('two diners racing for the last table: one is confirmed, the other is told and picks another time', async ({ browser }) => {
    const [a, b] = [await browser.newPage(), await browser.newPage()];
    for (const p of [a, b]) await startClockOf(p.context());
    const date = await bookableDay(a.request, { storeId: storeIdOf('canterbury'), occasionId: 'drinks', adults: 7 }, 21);
    const modals = [new BookingModal(a), new BookingModal(b)];
    for (const m of modals) {
      await m.openFor('canterbury');
      await m.chooseDate(date);
      await m.dialog.getByLabel('Occasion').selectOption({ label: 'Drinks' });
      // Seven drinkers fit only the bar's high table: there is one of it.
      await m.setGuests(7);
      await m.findTimes();
      await m.pickFirstTime();
      await m.dialog.getByRole('button', { name: 'Continue' }).click();
      await m.fillDetails({ firstName: 'Race', lastName: 'Diner', email: uniqueEmail('race') });
    }
    await Promise.all(modals.map((m) => m.dialog.getByRole('button', { name: /Confirm booking|Send request/ }).click()));
    const outcomes = await Promise.all(
      [a, b].map(async (p) => {
        const thanks = p.getByRole('dialog', { name: 'Thank you' });
        const alert = p.getByRole('dialog').getByRole('alert');
        await expect(thanks.or(alert)).toBeVisible();
        return (await thanks.isVisible()) ? 'confirmed' : await alert.textContent();
      }),
    );
    expect(outcomes.sort()).toEqual(['Sorry, that time slot’s just been taken. Please choose another…', 'confirmed'].sort());
  });

  test('missing details are flagged, announced and focused', async ({ page }) => {
    const modal = new BookingModal(page);
    await modal.openFor('leeds');
    await modal.chooseBookableDate('leeds', 15);
    await modal.findTimes();
    await modal.pickFirstTime();
    await modal.dialog.getByRole('button', { name: 'Continue' }).click();
    await modal.dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(modal.dialog.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.dialog.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(modal.dialog.getByText('Please enter a valid e-mail address.')).toBeVisible();
  });

  test('a card-required party without payments configured gets the product.md §8 message', async ({ page }) => {
    const modal = new BookingModal(page);
    await modal.searchFor('york', await bookableDay(page.request, { storeId: storeIdOf('york'), occasionId: 'dinner', adults: 8 }, 16), 8);
    await modal.pickFirstTime();
    // The diner is told before typing their details.
    await modal.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.dialog.getByRole('alert')).toHaveText(
      'This booking needs a credit card to confirm, please contact the restaurant directly.',
    );
  });

  test('restaurants not booked online say so up front, with where to book instead', async ({ page }) => {
    const message = 'This restaurant can only be booked through the Center Parcs online booking system.';
    // On its page: the reason and the Center Parcs link instead of the booking button.
    await page.goto('/restaurants/millbrook-woburn/');
    const booking = page.getByRole('region', { name: 'Book a table' });
    await expect(booking).toContainText(message);
    await expect(booking.getByRole('link', { name: /Book .* online/ })).toHaveAttribute('href', /^https:\/\/www\.centerparcs\.co\.uk\//);
    // In the modal: said the moment the restaurant is chosen, before any date.
    await page.goto('/book-now/?restaurant=millbrook-woburn');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('status')).toContainText(message);
    await expect(dialog.getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute('href', /centerparcs/);
    await expect(dialog.getByRole('grid')).toHaveCount(0);
    // Booking switched off: the phone number instead.
    await page.goto('/restaurants/torquay/');
    await expect(page.getByRole('region', { name: 'Book a table' })).toContainText('This restaurant cannot be booked online.');
    await expect(page.getByRole('region', { name: 'Book a table' }).getByRole('link', { name: /^0\d/ })).toHaveAttribute('href', /^tel:/);
  });

  test('the whole booking works by keyboard alone, and Escape returns focus to the opener', async ({ page }) => {
    await page.goto('/restaurants/cambridge/');
    await page.getByRole('button', { name: 'Essential only' }).click();
    const opener = page.getByRole('region', { name: 'Book a table' }).getByRole('link');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book a table' });
    await expect(dialog).toBeVisible();
    // Into the calendar: the focused day is today; move two weeks on and choose.
    const today = dialog.locator('[role="grid"] button[tabindex="0"]');
    await today.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Occasion')).toBeVisible();
    // The day's availability is checked first: Enter on a button still waiting does nothing.
    await expect(dialog.getByRole('button', { name: 'Find a time' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Find a time' }).focus();
    await page.keyboard.press('Enter');
    // Focus moves to the new step's heading; no time is chosen until the diner picks one (decision 026).
    await expect(dialog.getByRole('heading', { name: 'Time and preferences' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await dialog.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('radio').first()).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('textbox', { name: 'First name' }).focus();
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('kim.lee@example.com');
    await dialog.getByRole('button', { name: 'Confirm booking' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('hides back-to-top and the footer’s cookie button while open, full screen on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const modal = new BookingModal(page);
    await modal.openFor('bristol-harbourside');
    expect(await page.evaluate(() => document.body.dataset.modalOpen)).toBe('true');
    const cookieSettings = page.getByRole('button', { name: 'Cookie settings', includeHidden: true });
    await expect(cookieSettings).toHaveCount(1);
    await expect(cookieSettings).toBeHidden();
    const box = await modal.dialog.boundingBox();
    expect(box?.width).toBe(320);
  });

  test('axe finds no violations on each step', async ({ page }) => {
    const modal = new BookingModal(page);
    await modal.openFor('brighton');
    await expectNoAxeViolations(page);
    await modal.chooseBookableDate('brighton', 17);
    await modal.findTimes();
    await modal.pickFirstTime();
    await expectNoAxeViolations(page);
    await modal.dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.dialog.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
