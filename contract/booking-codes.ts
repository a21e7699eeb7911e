// product.md §8 booking error codes and their diner-facing messages, verbatim, in one
// module for the API, the booking modal and the engine (product.md D5).

export const BOOKING_CODES = {
  OK: 0,
  BOOKING_NOT_SUPPORTED: 1,
  BOOKING_INVALID_CONFIG: 2,
  BOOKING_RESTAURANT_NOT_FOUND: 3,
  BOOKING_NO_FREE_SLOT: 4,
  BOOKING_NEED_CREDIT_CARD: 5,
  BOOKING_REJECT_MESSAGE: 6,
  OFFER_NOT_FOUND: 7,
  PARTNER_MENU_NOT_FOUND: 8,
  BOOKING_WENT_WRONG: 9,
  BOOKING_DISABLED: 10,
  BOOKING_RESTAURANT_DISABLED: 11,
  CONTENTFUL_ERROR: 16,
  BOOKING_NO_RESTRICTIONS: 17,
  BOOKING_NO_AVAILABLE_OCCASION: 18,
  DISABLED_BOOKING_CUSTOM_MESSAGE: 19,
  BOOKING_CENTER_PARCS: 20,
} as const;

export type BookingCodeName = keyof typeof BOOKING_CODES;
export type BookingCode = (typeof BOOKING_CODES)[BookingCodeName];

/** product.md §9: booking reply status 9 means the slot was taken by someone else. */
export const BOOKING_STATUS_SLOT_TAKEN = 9;
/** product.md §4: the message for booking status 9 (typographic apostrophe and ellipsis). */
export const SLOT_TAKEN_MESSAGE = 'Sorry, that time slot’s just been taken. Please choose another…';
/** product.md §9: the most covers the booking modal offers. */
export const MAX_TABLE_BOOKING_COVERS = 20;
/** product.md §9: slot times and time rounding step. */
export const SLOT_INTERVAL_MINUTES = 15;

const C = BOOKING_CODES;

/** product.md §8: anything else, or a missing error. */
export const FALLBACK_BOOKING_MESSAGE = "Sorry, something's not working, please contact the restaurant directly.";
const SOCKET_TIMEOUT_MESSAGE = 'Sorry, something went wrong. Please try again.';
// product.md §8 does not show this wording; Mesa's content store plays Contentful's part.
const CONTENT_CONNECTION_MESSAGE = 'Sorry, we’re having trouble connecting to our content service. Please try again.';

const MESSAGES: Partial<Record<number, string>> = {
  [C.BOOKING_RESTAURANT_DISABLED]: 'This restaurant cannot be booked online.',
  [C.BOOKING_DISABLED]: 'Unfortunately we are currently unable to accept bookings at this time',
  [C.BOOKING_NOT_SUPPORTED]: "Sorry, we don't take bookings for this restaurant, please contact them directly.",
  [C.BOOKING_WENT_WRONG]: 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
  [C.BOOKING_INVALID_CONFIG]: 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.',
  [C.BOOKING_NO_FREE_SLOT]: 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.',
  [C.BOOKING_NO_AVAILABLE_OCCASION]: 'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.',
  [C.BOOKING_NEED_CREDIT_CARD]: 'This booking needs a credit card to confirm, please contact the restaurant directly.',
  [C.PARTNER_MENU_NOT_FOUND]: 'This menu is not available.',
  [C.CONTENTFUL_ERROR]: CONTENT_CONNECTION_MESSAGE,
  [C.BOOKING_NO_RESTRICTIONS]: 'This occasion cannot be booked for this date, please try again.',
  [C.BOOKING_CENTER_PARCS]: 'This restaurant can only be booked through the Center Parcs online booking system.',
};

// "ESOCKETTIMEDOUT", "socket timeout", "Socket time-out", "socket timed out".
const SOCKET_TIMEOUT = /socket[\s_-]*time[ds]?[\s_-]*out/i;

/**
 * The diner message for a booking code (product.md §8). OK is silent unless its title
 * reports a socket time-out; REJECT_MESSAGE and DISABLED_BOOKING_CUSTOM_MESSAGE
 * show the server's own message; RESTAURANT_NOT_FOUND, OFFER_NOT_FOUND (wording
 * not shown), unknown and missing codes get the fallback.
 */
export function bookingMessage(code: number | null | undefined, opts: { title?: string; serverMessage?: string } = {}): string {
  if (code === C.OK) return opts.title && SOCKET_TIMEOUT.test(opts.title) ? SOCKET_TIMEOUT_MESSAGE : '';
  if (code === C.BOOKING_REJECT_MESSAGE || code === C.DISABLED_BOOKING_CUSTOM_MESSAGE) {
    return opts.serverMessage?.trim() ? opts.serverMessage : FALLBACK_BOOKING_MESSAGE;
  }
  return (code != null && MESSAGES[code]) || FALLBACK_BOOKING_MESSAGE;
}
