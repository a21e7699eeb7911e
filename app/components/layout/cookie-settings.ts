// The footer's "Cookie settings" button and the cookie banner live in
// different parts of the page: an event joins them, so neither needs the
// other's state (the work for product.md D7 moved the button from a floating pill into the footer).
export const COOKIE_SETTINGS_EVENT = 'mesa:cookie-settings';

/** Asks the cookie banner to show again, whatever the diner chose before. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT));
}
