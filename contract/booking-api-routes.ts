// The booking part of the route table (product.md §7 Booking, and the card
// guarantee of product.md D6); contract/api-routes.ts holds the whole table.
import type { ApiRoute } from './api-routes.ts';
import * as b from './booking.ts';
import { changeRequestSchema } from './booking-change.ts';
import * as w from './waitlist.ts';

const booking = ['booking'] as const;
const storeId = b.storeIdParamsSchema;

/** The three creating POSTs share their request and replies (product.md §4, §9: status 9 with a 409). */
const placing = {
  method: 'POST',
  params: storeId,
  headers: b.idempotencyHeadersSchema,
  body: b.bookingRequestSchema,
  reply: b.bookingCreatedReplySchema,
  otherReplies: { 409: b.slotTakenReplySchema },
  tags: booking,
} as const;

export const bookingApiRoutes = {
  bookingOccasions: {
    method: 'GET',
    path: '/api/booking/occasions/:storeId',
    params: storeId,
    query: b.occasionsQuerySchema,
    reply: b.occasionsReplySchema,
    summary: 'Occasions (all, or those running on a date)',
    tags: booking,
  },
  bookingRestrictions: {
    method: 'GET',
    path: '/api/booking/restrictions/:storeId',
    params: storeId,
    query: b.restrictionsQuerySchema,
    reply: b.occasionsReplySchema,
    summary: 'Restrictions: the occasions for a date (product.md §4)',
    tags: booking,
  },
  bookingAreas: {
    method: 'GET',
    path: '/api/booking/areas/:storeId',
    params: storeId,
    query: b.areasQuerySchema,
    reply: b.areasReplySchema,
    summary: 'Areas the occasion allows',
    tags: booking,
  },
  bookingMenus: {
    method: 'GET',
    path: '/api/booking/bookingmenu/:storeId',
    params: storeId,
    query: b.bookingMenuQuerySchema,
    reply: b.bookingMenuReplySchema,
    summary: 'Booking menus the occasion allows',
    tags: booking,
  },
  bookingDays: {
    method: 'GET',
    path: '/api/booking/days/:storeId',
    params: storeId,
    query: b.dayAvailabilityQuerySchema,
    reply: b.dayAvailabilityReplySchema,
    summary: 'Which days of a month have bookable times for the party, and why the others do not (decision 026)',
    tags: booking,
  },
  bookingSlots: {
    method: 'GET',
    path: '/api/booking/slots/:storeId',
    params: storeId,
    query: b.slotsQuerySchema,
    reply: b.slotsReplySchema,
    summary: 'Times to book or request, per date',
    tags: booking,
  },
  bookingRequirements: {
    method: 'GET',
    path: '/api/booking/requirements/:storeId',
    params: storeId,
    query: b.requirementsQuerySchema,
    reply: b.requirementsReplySchema,
    summary: 'Enquiry-only and card-guarantee flags for a time',
    tags: booking,
  },
  bookingUpsells: {
    method: 'GET',
    path: '/api/booking/upsells/:storeId',
    params: storeId,
    query: b.upsellsQuerySchema,
    reply: b.upsellsReplySchema,
    summary: 'Extras for the occasion',
    tags: booking,
  },
  bookingVenues: {
    method: 'GET',
    path: '/api/booking/venues',
    query: b.venuesQuerySchema,
    reply: b.venuesReplySchema,
    summary: 'Venue ids for the brand',
    tags: booking,
  },
  bookingAvailability: {
    method: 'POST',
    path: '/api/booking/availability',
    body: b.availabilityRequestSchema,
    reply: b.availabilityReplySchema,
    summary: 'Times at several restaurants at once, nearest first',
    tags: booking,
  },
  bookingCreate: {
    ...placing,
    path: '/api/booking/create/:storeId',
    summary: 'Book a table (status 9 with 409 when the last seats were just taken)',
  },
  bookingEnquiry: { ...placing, path: '/api/booking/enquiry/:storeId', summary: 'Request a time that cannot be booked online' },
  bookingEvents: { ...placing, path: '/api/booking/events/:storeId', summary: 'Request an event' },
  bookingManage: {
    method: 'GET',
    path: '/api/booking/manage',
    query: b.manageQuerySchema,
    reply: b.managedBookingReplySchema,
    summary: 'A booking, from the signed link in its e-mail',
    tags: booking,
  },
  bookingCancel: {
    method: 'POST',
    path: '/api/booking/cancel',
    body: b.cancelRequestSchema,
    reply: b.managedBookingReplySchema,
    summary: 'Cancel a booking with the signed link; frees its seats at once',
    tags: booking,
  },
  bookingChange: {
    method: 'POST',
    path: '/api/booking/change',
    body: changeRequestSchema,
    reply: b.managedBookingReplySchema,
    otherReplies: { 409: b.slotTakenReplySchema },
    summary: 'Change the date, time or party of a confirmed booking with the signed link (status 9 with 409 when the time was just taken)',
    tags: booking,
  },

  // ---------------------------------------------------------------- waitlist (decision 050)
  waitlistTimes: {
    method: 'GET',
    path: '/api/v1/waitlist/times/:storeId',
    params: storeId,
    query: w.waitlistTimesQuerySchema,
    reply: w.waitlistTimesReplySchema,
    summary: 'Whether the party may join the waitlist online that day, and the times its range may span',
    tags: ['waitlist'],
  },
  waitlistJoin: {
    method: 'POST',
    path: '/api/v1/waitlist/join/:storeId',
    params: storeId,
    body: w.waitlistJoinSchema,
    reply: w.waitlistJoinedReplySchema,
    summary: 'Join the waitlist for a time range on a full day; a freed table is held for the first diner it suits',
    tags: ['waitlist'],
  },
  waitlistLeave: {
    method: 'POST',
    path: '/api/v1/waitlist/leave',
    body: w.waitlistLeaveSchema,
    reply: w.waitlistLeftReplySchema,
    summary: 'Leave the waitlist with the signed link of its e-mail',
    tags: ['waitlist'],
  },

  // ---------------------------------------------------------------- card guarantee (product.md D6)
  cardToken: {
    method: 'GET',
    path: '/api/v1/braintree/token',
    reply: b.braintreeTokenReplySchema,
    summary: 'A client token for the card form',
    tags: ['payments'],
  },
  cardSubmit: {
    method: 'POST',
    path: '/api/v1/braintree/submit',
    body: b.braintreeSubmitSchema,
    reply: b.braintreeSubmitReplySchema,
    summary: 'Store a verified card; returns the customer id to book with',
    tags: ['payments'],
  },
} as const satisfies Record<string, ApiRoute>;
