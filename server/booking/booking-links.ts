// The signed view-and-cancel link in a confirmation e-mail (issue 6): the
// token is the booking id and an HMAC-SHA256 over it, so only the diner who
// received the mail can cancel, and no login is needed (product.md §6: no roles).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MANAGE_BOOKING_PATH } from '../../contract/booking.ts';

export interface BookingLinks {
  tokenFor(bookingId: string): string;
  /** The booking id, or null when the token was not signed by us. */
  verify(token: string): string | null;
  /** The page that shows the booking and offers to cancel it. */
  manageUrl(bookingId: string): string;
  /** The same page as a path, for the site's own pages. */
  managePath(bookingId: string): string;
  /**
   * The same page at one of its steps (issue 28 reminder actions): 'confirm' asks the diner to press a button
   * before recording "I'm coming"; 'cancel' asks before cancelling. Opening either changes nothing.
   */
  stepUrl(bookingId: string, step: 'confirm' | 'cancel'): string;
}

export function createBookingLinks(secret: string, publicUrl: string): BookingLinks {
  const sign = (bookingId: string) => createHmac('sha256', secret).update(`booking:${bookingId}`).digest('base64url');
  const tokenFor = (bookingId: string) => `${bookingId}.${sign(bookingId)}`;
  return {
    tokenFor,
    verify(token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const bookingId = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(sign(bookingId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? bookingId : null;
    },
    manageUrl(bookingId) {
      const url = new URL(MANAGE_BOOKING_PATH, publicUrl);
      url.searchParams.set('token', tokenFor(bookingId));
      return url.toString();
    },
    stepUrl(bookingId, step) {
      const url = new URL(MANAGE_BOOKING_PATH, publicUrl);
      url.searchParams.set('token', tokenFor(bookingId));
      url.searchParams.set('step', step);
      return url.toString();
    },
    managePath(bookingId) {
      return `${MANAGE_BOOKING_PATH}?${new URLSearchParams({ token: tokenFor(bookingId) })}`;
    },
  };
}
