// Changing or cancelling a booking from the signed link (decision 041):
// POST /api/booking/change, the manage page's own forms, and what the page
// shows of a booking beyond the API's manage reply.
import { z } from 'zod';
import { bookingDateSchema, manageQuerySchema, timeSchema, type BookingExtra, type managedBookingSchema } from './booking.ts';
import type { Restaurant } from './content.ts';
import { HIDDEN_CHARACTERS, withoutNul } from './fields.ts';

export const CANCEL_REASON_MAX = 500;

/** Why the diner cancels, optional; staff read it in the booking's audit log. */
export const cancelReasonSchema = z
  .string()
  .trim()
  .max(CANCEL_REASON_MAX, `Please keep the reason to ${CANCEL_REASON_MAX} characters or fewer`)
  .refine(withoutNul, HIDDEN_CHARACTERS);

const count = z.number().int().min(0).max(100);

/** POST /api/booking/change: the new date, time and party of a confirmed booking (the reference stays). */
export const changeRequestSchema = z
  .object({
    token: manageQuerySchema.shape.token,
    bookingDate: bookingDateSchema,
    time: timeSchema,
    adults: count,
    children: count.default(0),
  })
  .refine((b) => b.adults + b.children >= 1, { message: 'a booking needs at least one guest', path: ['adults'] });
export type ChangeRequest = z.output<typeof changeRequestSchema>;

/** The page's "find times" step (a GET form, so it works without JavaScript). */
export const changeSearchSchema = z.object({
  date: bookingDateSchema,
  guests: z
    .string()
    .regex(/^\d{1,3}$/, 'Please choose the number of guests')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Please choose the number of guests')),
});

/** The page's change form: the search plus the chosen time. */
export const changeFormSchema = changeSearchSchema.extend({
  time: z.string({ error: 'Please choose a time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
});

export const cancelFormSchema = z.object({ reason: cancelReasonSchema.default('') });

/** What a booking can be changed to: dates and party sizes the page offers (null when it cannot change). */
export interface ChangeBounds {
  firstDate: string;
  lastDate: string;
  minGuests: number;
  /** product.md D14: the booking modal's largest party for the occasion, so the page offers what the modal offers. */
  maxGuests: number;
  /** The largest party the booking moves to online; above it the occasion takes booking requests only. */
  onlineUpTo: number;
  /** The party from which a card guarantee is needed, when the booking has no card on file; null when none is needed. */
  cardFrom: number | null;
  /** The group enquiry size: the modal's pointer to the group booking form. */
  groupFrom: number;
  /** The booking's occasion: the calendar asks for its days. */
  occasionId: string;
}

/** How a party size can be had: online, only by calling (card guarantee, request-only sizes), or not at all. */
export type PartyVerdict = 'online' | 'card' | 'request' | 'outside';

export function partyVerdict(b: ChangeBounds, guests: number): PartyVerdict {
  if (!Number.isInteger(guests) || guests < b.minGuests || guests > b.maxGuests) return 'outside';
  if (guests > b.onlineUpTo) return 'request';
  return b.cardFrom !== null && guests >= b.cardFrom ? 'card' : 'online';
}

const CALL = 'Please call the restaurant to change it.';

/** Why the booking cannot move to `guests` online, in the diner's words; null when it can (product.md D14: never a silent cap). */
export function partyRefusal(b: ChangeBounds, guests: number): string | null {
  switch (partyVerdict(b, guests)) {
    case 'online':
      return null;
    case 'outside':
      return `Please choose between ${b.minGuests} and ${b.maxGuests} guests, or contact the restaurant`;
    case 'card':
      return `Tables for ${b.cardFrom} or more are held with a card, and this booking was made without one, so it cannot be changed to ${guests} guests online. ${CALL}`;
    case 'request':
      return `For ${b.onlineUpTo + 1} or more guests this occasion takes booking requests only, so this booking cannot be changed to ${guests} guests online. ${CALL}`;
  }
}

/** The manage page's booking: the API's reply plus what the page shows and offers. */
export type ManageDetails = z.infer<typeof managedBookingSchema> & {
  adults: number;
  children: number;
  occasionName: string;
  areaName: string | null;
  menuName: string | null;
  specialRequest: string | null;
  extras: BookingExtra[];
  /** Where the booking is (product.md D14): the restaurant's address, phone and map position. */
  place: Pick<Restaurant, 'address' | 'phone' | 'lat' | 'lng'>;
  /** The calendar file as the latest e-mail's attachment (same UID and SEQUENCE); null once finished. */
  ics: string | null;
  /**
   * Decision 049 deposits: what cancelling now would do with the deposit taken, in the diner's words ("… is refunded
   * in full", "… the restaurant keeps your deposit …"), shown before they confirm; null without a deposit.
   */
  depositOnCancel: string | null;
  /** Why the booking cannot be changed online, or null when it can. */
  changeRefusal: string | null;
  change: ChangeBounds | null;
};

/** The bookable times for a date and party, without the booking's own seats; `message` says why there are none. */
export interface ChangeTimes {
  date: string;
  guests: number;
  times: string[];
  message: string;
}
