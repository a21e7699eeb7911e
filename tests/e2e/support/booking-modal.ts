// A page object for the booking modal: what a diner does, by role and label.
import { expect, type Locator, type Page } from '@playwright/test';

export const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
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

  async chooseDate(date: string) {
    const day = this.dialog.getByRole('button', { name: longDate(date), exact: true });
    for (let i = 0; i < 4 && !(await day.isVisible()); i++) await this.dialog.getByRole('button', { name: 'Next month' }).click();
    await day.click();
    // Either the occasions load, or the restaurant says why it cannot be booked.
    await expect(this.dialog.getByLabel('Occasion').or(this.dialog.getByRole('alert'))).toBeVisible();
  }

  async setGuests(n: number) {
    await this.dialog.getByLabel('Guests', { exact: true }).fill(String(n));
  }

  async findTimes() {
    await this.dialog.getByRole('button', { name: 'Find a time' }).click();
  }

  /** Issue 16: no time is chosen for the diner; this picks the first one shown. */
  async pickFirstTime() {
    const first = this.dialog.getByRole('radio').first();
    await first.check();
    await expect(first).toBeChecked();
  }

  /** The restaurant combobox: type, then choose the option (arrow keys alone never commit). */
  async chooseRestaurant(typed: string, title: string) {
    const input = this.dialog.getByRole('combobox', { name: 'Restaurant' });
    await input.fill(typed);
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
