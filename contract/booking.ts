// Requests and replies of the booking API (product.md §7 Booking), shared by the
// booking modal's client and the Fastify routes. Query values arrive as
// strings; each is checked here so a bad one is a 400 naming the field.
import { z } from 'zod';
import { BOOKING_STATUSES } from './booking-status.ts';
import { okReply, WIRE_NULL } from './api.ts';
import { BOOKING_STATUS_SLOT_TAKEN } from './booking-codes.ts';
import { bookingIdSchema, linkGroupSchema } from './booking-setup.ts';
import { feeTermsSchema } from './fee-terms.ts';
import { HIDDEN_CHARACTERS, withoutNul } from './fields.ts';

/** Where the signed view-and-cancel link in a confirmation e-mail points (its loader and action use the booking service; /api/booking/manage and /cancel serve other clients). */
export const MANAGE_BOOKING_PATH = '/manage-booking/';
/** product.md §9 MAX_LOCATIONS: availability is asked for at most this many restaurants. */
export const MAX_AVAILABILITY_STORES = 10;
export const SPECIAL_REQUEST_MAX = 500;

// ---------------------------------------------------------------- fields

export const storeIdParamsSchema = z.object({ storeId: z.string().regex(/^\d{1,10}$/, 'must be a number') });

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
/** product.md §5: dates are sent as YYYY-MM-DD (a London calendar date); 2025-02-30 is refused. */
export const bookingDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'must be a real calendar date');
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM');

/** A whole number sent in a query string. */
const queryCount = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
const queryList = <T extends z.ZodType<unknown, string>>(item: T, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(max, `must list at most ${max}`));
/** product.md §7: in a query, "none" (areaId=null) is the string "null"; it reaches the rest of the code as `null`. */
const queryIdOrNone = z.union([z.literal(WIRE_NULL).transform(() => null), bookingIdSchema]);
const queryBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const party = {
  occasionId: bookingIdSchema,
  adults: queryCount(0, 100),
  children: queryCount(0, 100).default(0),
};
const someone = (q: { adults: number; children: number }) => q.adults + q.children >= 1;
const someoneMessage = { message: 'adults: a booking needs at least one guest', path: ['adults'] };

// ---------------------------------------------------------------- queries

export const occasionsQuerySchema = z.object({ date: bookingDateSchema.optional() });
export const restrictionsQuerySchema = z.object({ date: bookingDateSchema });
const dates = queryList(bookingDateSchema, 7).refine((d) => d.length > 0, 'must name a date');
export const areasQuerySchema = z.object({ ...party, dates }).refine(someone, someoneMessage);
export const bookingMenuQuerySchema = z.object({ ...party, dates, time: timeSchema.optional() }).refine(someone, someoneMessage);
/** The calendar's month at once (decision 026): up to six weeks from `from`. */
export const DAYS_MAX = 42;
export const dayAvailabilityQuerySchema = z
  .object({
    ...party,
    from: bookingDateSchema,
    days: queryCount(1, DAYS_MAX),
    occasionId: bookingIdSchema.optional(),
  })
  .refine(someone, someoneMessage);

export const slotsQuerySchema = z
  .object({
    ...party,
    dates,
    menuIds: queryList(queryIdOrNone, 10).optional(),
    areaId: queryIdOrNone.optional(),
  })
  .refine(someone, someoneMessage);
export const requirementsQuerySchema = z
  .object({
    ...party,
    bookingDate: bookingDateSchema,
    time: timeSchema,
    menuId: queryIdOrNone.optional(),
    areaId: queryIdOrNone.optional(),
  })
  .refine(someone, someoneMessage);
export const upsellsQuerySchema = z
  .object({ ...party, bookingDate: bookingDateSchema, time: timeSchema.optional(), includeUnavailable: queryBool.default(false) })
  .refine(someone, someoneMessage);
export const venuesQuerySchema = z.object({ brand: z.string().min(1, 'brand is required').max(64) });
export const manageQuerySchema = z.object({ token: z.string().regex(/^[\w-]{1,80}\.[\w-]{43}$/, 'is not a booking link') });

export const availabilityRequestSchema = z
  .object({
    stores: z
      .array(z.object({ storeId: z.string().regex(/^\d{1,10}$/, 'must be a number'), miles: z.number().min(0).max(25_000) }))
      .min(1)
      .max(MAX_AVAILABILITY_STORES),
    date: bookingDateSchema,
    adultCovers: z.number().int().min(0).max(100),
    childrenCovers: z.number().int().min(0).max(100).default(0),
    /** Without it, every occasion running that day is searched. */
    occasionId: bookingIdSchema.optional(),
  })
  .refine((b) => b.adultCovers + b.childrenCovers >= 1, { message: 'a booking needs at least one guest', path: ['adultCovers'] });

// ---------------------------------------------------------------- bodies

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, `${label} may hold letters, spaces, hyphens and apostrophes`);
/** UK-ish: 0…, +44… or 0044… with 10 or 11 digits, spaces, dashes and brackets allowed. */
export const UK_PHONE = /^(?:\+44|0044|0)[1-9]\d{8,9}$/;
const phone = z
  .string()
  .max(30)
  .transform((s) => s.replace(/[\s().-]/g, ''))
  .refine((s) => s === '' || UK_PHONE.test(s), 'Please enter a valid UK phone number')
  .transform((s) => s || undefined);

/** product.md §3 booking state customer, product.md §5: names and e-mail present and valid, phone valid if given. */
export const customerSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.email('Please enter a valid e-mail address').max(254),
  phoneNumber: phone.nullish(),
  specialRequest: z
    .string()
    .trim()
    .max(SPECIAL_REQUEST_MAX, `must be at most ${SPECIAL_REQUEST_MAX} characters`)
    .refine(withoutNul, HIDDEN_CHARACTERS)
    .nullish(),
  shouldReceivePromotions: z.boolean().default(false),
  shouldReceiveSms: z.boolean().default(false),
});

export const MAX_EXTRAS = 10;

/** POST create, enquiry and events (product.md §7 payloads are not shown; these are the booking state's fields). */
export const bookingRequestSchema = z
  .object({
    occasionId: bookingIdSchema,
    adults: z.number().int().min(0).max(100),
    children: z.number().int().min(0).max(100).default(0),
    bookingDate: bookingDateSchema,
    time: timeSchema,
    /** JSON has null: "no menu" and "no area" are null here, never the query's "null" string. */
    menuId: bookingIdSchema.nullish(),
    areaId: bookingIdSchema.nullish(),
    customer: customerSchema,
    /** Extras from GET /api/booking/upsells, paid for at the restaurant. */
    upsellIds: z
      .array(bookingIdSchema)
      .max(MAX_EXTRAS, `at most ${MAX_EXTRAS} extras`)
      .refine((ids) => new Set(ids).size === ids.length, 'lists an extra twice')
      .default([]),
    /** From POST /api/v1/braintree/submit, when the booking needs a card guarantee. */
    braintreeCustomerId: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
  })
  .refine((b) => b.adults + b.children >= 1, { message: 'a booking needs at least one guest', path: ['adults'] });
export type BookingRequest = z.output<typeof bookingRequestSchema>;

/** Retries of a create send the same key (product.md D5); letters, digits, - _ : . only. */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\w:.-]{8,128}$/, 'Idempotency-Key must be 8–128 letters, digits, - _ : or .')
    .optional(),
});

export const cancelRequestSchema = z.object({ token: manageQuerySchema.shape.token });
export const braintreeSubmitSchema = z.object({
  paymentMethodNonce: z.string().regex(/^[\w-]{1,200}$/, 'is not a payment method nonce'),
  firstName: name('First name').optional(),
  lastName: name('Last name').optional(),
  email: z.email().max(254).optional(),
});

// ---------------------------------------------------------------- replies

export const slotSchema = z.object({ time: z.string(), canEnquire: z.boolean() });
export const occasionDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  minimumCovers: z.number().int(),
  maximumCovers: z.number().int(),
  menuLinkGroup: linkGroupSchema,
  areaLinkGroup: linkGroupSchema,
});
export type OccasionDto = z.infer<typeof occasionDtoSchema>;
export const occasionsReplySchema = okReply(z.object({ occasions: z.array(occasionDtoSchema) }));
export const areasReplySchema = okReply(
  z.object({ areas: z.array(z.object({ id: z.string(), name: z.string(), isAvailable: z.boolean() })) }),
);
export const bookingMenuReplySchema = okReply(
  z.object({
    menus: z.array(
      z.object({ id: z.string(), name: z.string(), description: z.string().optional(), pricePerHeadPence: z.number().optional() }),
    ),
  }),
);
/** `code`/`message` say why a date has no times (product.md §8), empty when it has some. */
export const slotsReplySchema = okReply(
  z.object({ dates: z.array(z.object({ date: z.string(), times: z.array(slotSchema), code: z.number().int(), message: z.string() })) }),
);
/** Why a day cannot be booked: the calendar greys it out and says so on focus and hover. */
export const DAY_STATES = ['bookable', 'past', 'beyond-window', 'closed', 'no-occasion', 'full'] as const;
export const dayAvailabilitySchema = z.object({
  date: z.string(),
  state: z.enum(DAY_STATES),
  /** The diner's words for a day that cannot be booked ("Closed: Christmas Day", "Fully booked for 2 guests"); '' when bookable. */
  reason: z.string(),
  /** The first bookable time, for the calendar's hint; null when none. */
  firstTime: z.string().nullable(),
  /** The day's service periods (lunch, dinner…) as 'HH:MM' first and last starts, for grouping its times. */
  periods: z.array(z.object({ name: z.string(), firstStart: z.string(), lastStart: z.string() })),
});
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;
export const dayAvailabilityReplySchema = okReply(z.object({ days: z.array(dayAvailabilitySchema) }));

export const requirementsReplySchema = okReply(
  z.object({
    isPlaceAsEnquiryEnabled: z.boolean(),
    isCardGuaranteeRequired: z.boolean(),
    isCardGuaranteeAvailable: z.boolean(),
    /** product.md D11 "The policy up front": with a card required, the fees the diner agrees to by giving it. */
    cardFeeTerms: feeTermsSchema.optional(),
  }),
);
export const upsellDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  pricePence: z.number().int(),
  perCover: z.boolean(),
  isAvailable: z.boolean(),
});
export const upsellsReplySchema = okReply(z.object({ upsells: z.array(upsellDtoSchema) }));
export const venuesReplySchema = okReply(z.object({ venueIds: z.array(z.string()) }));

export const storeAvailabilitySchema = z.object({
  storeId: z.string(),
  name: z.string(),
  slug: z.string(),
  miles: z.number(),
  code: z.number().int(),
  message: z.string(),
  times: z.array(slotSchema.extend({ occasionId: z.string() })),
  /** The first time that can be booked online, for "next free time nearby". */
  firstAvailableTime: z.string().nullable(),
});
export type StoreAvailability = z.infer<typeof storeAvailabilitySchema>;
export const availabilityReplySchema = okReply(z.object({ date: z.string(), stores: z.array(storeAvailabilitySchema) }));
/** product.md §7: any failure of the availability call. */
export const AVAILABILITY_ERROR_MESSAGE = 'Error checking availability';

/** An extra as booked: its name and price when the diner chose it (a later price change does not alter it). */
export const bookingExtraSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** One per guest for per-cover extras, else one. */
  quantity: z.number().int(),
  unitPence: z.number().int(),
  totalPence: z.number().int(),
});
export type BookingExtra = z.infer<typeof bookingExtraSchema>;

/** Who cancelled a booking: the diner (manage page, leaving the waitlist), staff, or Mesa (a lapsed hold). */
export type CancelledBy = 'diner' | 'staff' | 'mesa';

export const bookingCreatedSchema = z.object({
  bookingReference: z.string(),
  /** product.md §8 code: 0 when placed. */
  bookingStatus: z.number().int(),
  bookingType: z.enum(['booking', 'event', 'enquiry']),
  status: z.enum(['confirmed', 'requested']),
  date: z.string(),
  time: z.string(),
  covers: z.number().int(),
  extras: z.array(bookingExtraSchema),
  /** Path and signed token of the page to view or cancel it (the e-mail links to the same page). */
  managePath: z.string(),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;
export const bookingCreatedReplySchema = okReply(bookingCreatedSchema);
/** 409 for the diner who lost the race for the last seats (product.md §4, §9 status 9). */
export const slotTakenReplySchema = z.object({
  success: z.literal(false),
  code: z.literal(BOOKING_STATUS_SLOT_TAKEN),
  message: z.string(),
  data: z.object({ bookingReference: z.null(), bookingStatus: z.literal(BOOKING_STATUS_SLOT_TAKEN) }),
});
export type SlotTakenReply = z.infer<typeof slotTakenReplySchema>;

export const managedBookingSchema = z.object({
  bookingReference: z.string(),
  bookingType: z.enum(['booking', 'event', 'enquiry']),
  status: z.enum(BOOKING_STATUSES),
  storeId: z.string(),
  restaurant: z.string(),
  date: z.string(),
  time: z.string(),
  covers: z.number().int(),
  firstName: z.string(),
  extras: z.array(bookingExtraSchema),
  canCancel: z.boolean(),
});
export const managedBookingReplySchema = okReply(managedBookingSchema);

export const braintreeTokenReplySchema = okReply(z.object({ clientToken: z.string() }));
/** product.md §4: "a submit with status 200 and data stores the customer id". */
export const braintreeSubmitReplySchema = z.object({
  success: z.literal(true),
  status: z.literal(200),
  data: z.object({ customerId: z.string() }),
});
