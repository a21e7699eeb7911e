import { describe, expect, it } from 'vitest';
import {
  BOOKING_CODES,
  BOOKING_STATUS_SLOT_TAKEN,
  FALLBACK_BOOKING_MESSAGE,
  MAX_TABLE_BOOKING_COVERS,
  SLOT_INTERVAL_MINUTES,
  SLOT_TAKEN_MESSAGE,
  bookingMessage,
} from './booking-codes.ts';

const UNABLE_ONLINE = 'Sorry, we are unable to take bookings online right now, please contact the restaurant directly.';

describe('booking error codes (product.md §8)', () => {
  it('has the exact numbers of the catalogue', () => {
    expect(BOOKING_CODES).toEqual({
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
    });
  });

  it('has the product.md §4 and §9 constants', () => {
    expect(SLOT_TAKEN_MESSAGE).toBe('Sorry, that time slot\u2019s just been taken. Please choose another\u2026');
    expect(BOOKING_STATUS_SLOT_TAKEN).toBe(9);
    expect(MAX_TABLE_BOOKING_COVERS).toBe(20);
    expect(SLOT_INTERVAL_MINUTES).toBe(15);
  });
});

describe('bookingMessage (product.md §8 diner messages)', () => {
  it.each([
    ['BOOKING_RESTAURANT_DISABLED', 'This restaurant cannot be booked online.'],
    ['BOOKING_DISABLED', 'Unfortunately we are currently unable to accept bookings at this time'],
    ['BOOKING_NOT_SUPPORTED', "Sorry, we don't take bookings for this restaurant, please contact them directly."],
    ['BOOKING_WENT_WRONG', UNABLE_ONLINE],
    ['BOOKING_INVALID_CONFIG', UNABLE_ONLINE],
    ['BOOKING_NO_FREE_SLOT', 'Sorry, this restaurant is unable to accept a booking for that number of guests on your chosen date.'],
    ['BOOKING_NO_AVAILABLE_OCCASION', 'Sorry, this restaurant is unable to accept a booking for that occasion on your chosen date.'],
    ['BOOKING_NEED_CREDIT_CARD', 'This booking needs a credit card to confirm, please contact the restaurant directly.'],
    ['PARTNER_MENU_NOT_FOUND', 'This menu is not available.'],
    ['BOOKING_NO_RESTRICTIONS', 'This occasion cannot be booked for this date, please try again.'],
    ['BOOKING_CENTER_PARCS', 'This restaurant can only be booked through the Center Parcs online booking system.'],
    ['BOOKING_RESTAURANT_NOT_FOUND', FALLBACK_BOOKING_MESSAGE],
    ['OFFER_NOT_FOUND', FALLBACK_BOOKING_MESSAGE],
  ] as const)('%s', (name, message) => {
    expect(bookingMessage(BOOKING_CODES[name])).toBe(message);
  });

  it('CONTENTFUL_ERROR asks the diner to try again after a connection problem', () => {
    const message = bookingMessage(BOOKING_CODES.CONTENTFUL_ERROR);
    expect(message).toMatch(/connect/i);
    expect(message).toMatch(/try again/i);
  });

  it('OK is silent unless its title reports a socket time-out', () => {
    expect(bookingMessage(BOOKING_CODES.OK)).toBe('');
    expect(bookingMessage(BOOKING_CODES.OK, { title: 'Booking confirmed' })).toBe('');
    for (const title of ['Error: ESOCKETTIMEDOUT', 'socket timeout', 'Socket time-out while booking', 'socket timed out']) {
      expect(bookingMessage(BOOKING_CODES.OK, { title })).toBe('Sorry, something went wrong. Please try again.');
    }
  });

  it.each([BOOKING_CODES.BOOKING_REJECT_MESSAGE, BOOKING_CODES.DISABLED_BOOKING_CUSTOM_MESSAGE])(
    'code %i shows the server’s own message, or the fallback without one',
    (code) => {
      expect(bookingMessage(code, { serverMessage: 'Closed for a private party tonight.' })).toBe('Closed for a private party tonight.');
      expect(bookingMessage(code)).toBe(FALLBACK_BOOKING_MESSAGE);
      expect(bookingMessage(code, { serverMessage: '  ' })).toBe(FALLBACK_BOOKING_MESSAGE);
    },
  );

  it('anything else, or a missing code, gets the fallback', () => {
    expect(FALLBACK_BOOKING_MESSAGE).toBe("Sorry, something's not working, please contact the restaurant directly.");
    for (const code of [undefined, null, 12, 13, 99, -1]) expect(bookingMessage(code)).toBe(FALLBACK_BOOKING_MESSAGE);
  });

  it('a server message never replaces a mapped code’s own text', () => {
    expect(bookingMessage(BOOKING_CODES.BOOKING_NO_FREE_SLOT, { serverMessage: 'raw' })).toMatch(/^Sorry, this restaurant/);
  });
});
