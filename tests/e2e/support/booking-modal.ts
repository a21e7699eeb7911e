// A page object for the booking modal: what a diner does, by role and label.
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { bookableDay, londonDaysAhead } from './booking-api.ts';
import { uniqueEmail } from './mailbox.ts';

/** The London date `n` days from now (the worker's clock, CLOCK_START in the date matrix). */
export const daysAhead = (n: number) => londonDaysAhead(n);

/** A demo restaurant's store id, from the content pack the servers load. */
export const storeIdOf = (slug: string) =>
  (JSON.parse(readFileSync(`content/restaurants/${slug}.json`, 'utf8')) as { storeId: string }).storeId;
export const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

export class BookingModal {
  readonly dialog: Locator;
  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  async openFor(slug: string) {
    await this.page.goto(`/restaurants/${slug}/`);
    const consent = this.page.getByRole('button', { name: 'Essential only' });
    if (await consent.isVisible()) await consent.click();
    await this.page.getByRole('region', { name: 'Book a table' }).getByRole('link').click();
    await expect(this.dialog).toBeVisible();
  }

  /**
   * Moves the calendar to the month of `date` (its grid is named after the month in view). The calendar opens
   * on today's month and moves to the default date's once the days load, unless the diner has moved through
   * the months: on a month's last evening (31 December at 23:30) that is the next month, and it can land
   * between a look at the month and a click. So each step looks at the month in view again, goes the way
   * that is still needed, and waits for its click to show.
   */
  async showMonthOf(date: string) {
    const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
    const grid = this.dialog.getByRole('grid');
    await expect(grid).toBeVisible();
    const firstDay = grid.locator('button[data-date]').first();
    for (let i = 0; i < 6; i++) {
      const shown = (await firstDay.getAttribute('data-date'))!;
      if (shown.slice(0, 7) === date.slice(0, 7)) break;
      await this.dialog.getByRole('button', { name: shown < date ? 'Next month' : 'Previous month' }).click();
      await expect(firstDay).not.toHaveAttribute('data-date', shown);
    }
    await expect(grid).toHaveAttribute('aria-label', new RegExp(`${month}$`));
  }

  async chooseDate(date: string) {
    await this.showMonthOf(date);
    const day = this.dialog.getByRole('button', { name: longDate(date), exact: true });
    await day.click();
    // Either the occasions load, or the restaurant says why it cannot be booked.
    await expect(this.dialog.getByLabel('Occasion').or(this.dialog.getByRole('alert'))).toBeVisible();
  }

  /**
   * Chooses the first day from `fromDaysAhead` on that the engine offers the party (dinner for two unless
   * said otherwise): a rule that holds whatever today is, where a fixed number of days could land on a
   * closed or special date.
   */
  async chooseBookableDate(slug: string, fromDaysAhead: number, party: { occasionId?: string; adults?: number } = {}) {
    const { occasionId = 'dinner', adults = 2 } = party;
    const date = await bookableDay(this.page.request, { storeId: storeIdOf(slug), occasionId, adults }, fromDaysAhead);
    await this.chooseDate(date);
    return date;
  }

  async setGuests(n: number) {
    await this.dialog.getByLabel('Guests', { exact: true }).fill(String(n));
  }

  async findTimes() {
    await this.dialog.getByRole('button', { name: 'Find a time' }).click();
  }

  /** Decision 026: no time is chosen for the diner; this picks the first one shown. */
  async pickFirstTime() {
    const first = this.dialog.getByRole('radio').first();
    await first.check();
    await expect(first).toBeChecked();
  }

  /**
   * Types into the restaurant combobox. Playwright scrolls the input into view as it types, and the browser tells
   * of that scroll a frame later: by then the list is open, and react-aria closes a list whose page scrolls,
   * putting back the chosen restaurant's name. So the input is brought into view first, and the scroll told.
   */
  async typeRestaurant(typed: string) {
    const input = this.dialog.getByRole('combobox', { name: 'Restaurant' });
    await input.scrollIntoViewIfNeeded();
    await this.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await input.fill(typed);
    return input;
  }

  /** The restaurant combobox: type, then choose the option (arrow keys alone never commit). */
  async chooseRestaurant(typed: string, title: string) {
    const input = await this.typeRestaurant(typed);
    await this.dialog.getByRole('option', { name: title }).click();
    await expect(input).toHaveValue(title);
  }

  /** Opens the modal at a restaurant and asks for times for a party on a date. */
  async searchFor(slug: string, date: string, guests: number) {
    await this.openFor(slug);
    await this.chooseDate(date);
    await this.setGuests(guests);
    await this.findTimes();
  }

  async fillDetails(d: { firstName: string; lastName: string; email: string }) {
    await this.dialog.getByRole('textbox', { name: 'First name' }).fill(d.firstName);
    await this.dialog.getByRole('textbox', { name: 'Last name' }).fill(d.lastName);
    await this.dialog.getByRole('textbox', { name: 'E-mail' }).fill(d.email);
  }
}

/** Opens the modal from a restaurant page's "Book a table" link with the keyboard (Enter on the focused link). */
export async function openByKeyboard(page: Page, slug: string) {
  await page.goto(`/restaurants/${slug}/`);
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page.getByRole('region', { name: 'Book a table' }).getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Book a table' })).toBeVisible();
}

/**
 * From step 1 to the thanks view by keyboard alone, with the defaults as they are: Enter on "Find a time",
 * Space on the first time, Enter on Continue, the details typed field by field, Enter on "Confirm booking".
 */
export async function bookByKeyboard(page: Page, firstName: string) {
  const dialog = page.getByRole('dialog', { name: 'Book a table' });
  await dialog.getByRole('button', { name: 'Find a time' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Time and preferences' })).toBeFocused();
  // Never the party-size message for a day whose times are gone.
  await expect(dialog.getByText(/unable to accept a booking for that number of guests/)).toHaveCount(0);
  await dialog.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused();
  for (const value of [firstName, 'Late', uniqueEmail(firstName.toLowerCase())]) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await dialog.getByRole('button', { name: 'Confirm booking' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
}
