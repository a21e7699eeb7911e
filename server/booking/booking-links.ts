// The signed view-and-cancel link in a confirmation e-mail (decision 006): the
// token is the booking id and an HMAC-SHA256 over it, so only the diner who
// received the mail can cancel, and no login is needed (product.md §6: no roles).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MANAGE_BOOKING_PATH } from '../../contract/booking.ts';
import { PROPOSAL_PATH } from '../../contract/event-proposals.ts';
import { WAITLIST_PATH } from '../../contract/waitlist.ts';

export interface BookingLinks {
  tokenFor(bookingId: string): string;
  /** The booking id, or null when the token was not signed by us. */
  verify(token: string): string | null;
  /** The page that shows the booking and offers to cancel it. */
  manageUrl(bookingId: string): string;
  /** The same page as a path, for the site's own pages. */
  managePath(bookingId: string): string;
  /**
   * The same page at one of its steps (decision 038 reminder actions): 'confirm' asks the diner to press a button
   * before recording "I'm coming"; 'cancel' asks before cancelling. Opening either changes nothing.
   */
  stepUrl(bookingId: string, step: 'confirm' | 'cancel'): string;
  /** product.md D11 "Waitlist": a waitlist entry's own token (signed apart from bookings', so neither opens the other). */
  waitlistToken(entryId: string): string;
  /** The entry id, or null when the token was not signed by us. */
  verifyWaitlist(token: string): string | null;
  /** The waitlist page at its claim or leave step; opening it changes nothing (decision 050). */
  waitlistUrl(entryId: string, step: 'claim' | 'leave'): string;
  /** Decision 078: an event lead's proposal page for its client, signed apart from bookings' and waitlist entries'. */
  proposalUrl(leadId: string): string;
  /** The lead id, or null when the token was not signed by us. */
  verifyProposal(token: string): string | null;
  /** The proposal page as a path with its token, for the site's own pages. */
  proposalPath(leadId: string): string;
}

export function createBookingLinks(secret: string, publicUrl: string): BookingLinks {
  const signAs = (kind: string, id: string) => createHmac('sha256', secret).update(`${kind}:${id}`).digest('base64url');
  const sign = (bookingId: string) => signAs('booking', bookingId);
  const tokenFor = (bookingId: string) => `${bookingId}.${sign(bookingId)}`;
  const verifyAs = (kind: string, token: string) => {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    const id = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(signAs(kind, id));
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  };
  const proposalPath = (leadId: string) => `${PROPOSAL_PATH}?${new URLSearchParams({ token: `${leadId}.${signAs('proposal', leadId)}` })}`;
  const waitlistToken = (entryId: string) => `${entryId}.${signAs('waitlist', entryId)}`;
  return {
    tokenFor,
    verify: (token) => verifyAs('booking', token),
    waitlistToken,
    verifyWaitlist: (token) => verifyAs('waitlist', token),
    verifyProposal: (token) => verifyAs('proposal', token),
    proposalPath,
    proposalUrl: (leadId) => new URL(proposalPath(leadId), publicUrl).toString(),
    waitlistUrl(entryId, step) {
      const url = new URL(WAITLIST_PATH, publicUrl);
      url.searchParams.set('token', waitlistToken(entryId));
      url.searchParams.set('step', step);
      return url.toString();
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
