// The forms staff send in the console (product.md D8): one zod schema each, read by the page actions, the JSON
// API and the tests alike, and the queries the console's pages and API take.
import { z } from 'zod';
import { MAX_TABLE_BOOKING_COVERS } from './booking-codes.ts';
import { isValidIsoDate, parseHhmm } from './london-time.ts';
import { HIDDEN_CHARACTERS, textOrUndefined, withoutNul } from './fields.ts';
import { ACTIONS_NEEDING_REASON, STATUS_ACTIONS } from './booking-lifecycle.ts';

/**
 * A checkbox or a JSON flag: true or false, or what a form sends ('on', 'true', 'false'). Anything else is
 * refused, never read as true (a coercion would read the string 'false' as true).
 */
const flag = (message: string) =>
  z.union([z.boolean(), z.enum(['on', 'true', 'false'])], { error: message }).transform((v) => v === true || v === 'on' || v === 'true');

const isoDate = z
  .string({ error: 'Please choose a date' })
  .refine(isValidIsoDate, 'Please choose a date as YYYY-MM-DD')
  .transform((v) => v);
const hhmm = z
  .string({ error: 'Please choose a time' })
  .regex(/^\d{2}:\d{2}$/, 'Please choose a time as HH:MM')
  .refine((v) => parseHhmm(v) !== null, 'Please choose a time as HH:MM');
/** Store ids, booking and message ids, table ids: letters, digits, '-' and '_' only. */
const id = z.string().regex(/^[\w-]{1,64}$/, 'Unknown id');
const reason = z.string().trim().max(500, 'Please keep the reason under 500 characters').refine(withoutNul, HIDDEN_CHARACTERS);
const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(80, `Please keep the ${label} under 80 characters`)
    .refine(withoutNul, HIDDEN_CHARACTERS)
    .optional()
    .transform((v) => v || undefined);
const guests = (min: number) =>
  z.coerce.number({ error: 'Please enter a number' }).int('Please enter a whole number').min(min).max(MAX_TABLE_BOOKING_COVERS);

/**
 * A form-level check runs even when other fields failed (zod skips it by default),
 * so staff see every problem at once — as long as the fields it reads are valid.
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => issue.path?.length && !fields.includes(String(issue.path[0])));

export const statusChangeSchema = z
  .object({ action: z.enum(STATUS_ACTIONS, { error: 'Unknown action' }), reason: reason.optional() })
  .refine((v) => !ACTIONS_NEEDING_REASON.includes(v.action) || (v.reason?.length ?? 0) > 0, {
    path: ['reason'],
    message: 'Please give a reason',
  });
export type StatusChange = z.output<typeof statusChangeSchema>;

export const OVERRIDE_REASON_NEEDED = 'Please say why you are booking a time that is not offered';

/** A staff booking for a phone call or a walk-in (same engine, same day lock as online). */
export const staffBookingSchema = z
  .object({
    source: z.enum(['phone', 'walk-in'], { error: 'Please say whether it is a phone booking or a walk-in' }),
    date: isoDate,
    time: hhmm,
    adults: guests(1),
    children: guests(0).default(0),
    occasionId: id,
    areaId: id.optional().transform((v) => v || undefined),
    menuId: id.optional().transform((v) => v || undefined),
    /** One table, or the tables of a group, chosen by staff; the engine picks when absent. */
    tableIds: z.array(id).max(12).default([]),
    /** A walk-in may be nameless (the diary shows 'Walk-in'); a phone booking needs both names. */
    firstName: optionalName('first name'),
    lastName: optionalName('last name'),
    email: z
      .string()
      .trim()
      .max(254)
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.email('Please enter a valid e-mail address').optional()),
    phone: textOrUndefined(30),
    specialRequest: textOrUndefined(500),
    staffNote: textOrUndefined(500),
    /**
     * A time the engine does not offer (past pacing, the online cover limit, the lead time or the last
     * seating), saying why; never outside the day's opening hours, nor a table's seats.
     */
    override: flag('Please say whether the limit is overridden').default(false),
    overrideReason: textOrUndefined(500),
  })
  .refine((v) => v.adults + v.children <= MAX_TABLE_BOOKING_COVERS, {
    path: ['adults'],
    message: `At most ${MAX_TABLE_BOOKING_COVERS} guests`,
  })
  .refine((v) => !v.override || !!v.overrideReason, {
    path: ['overrideReason'],
    message: OVERRIDE_REASON_NEEDED,
    when: whenValid('override', 'overrideReason'),
  })
  .refine((v) => v.source === 'walk-in' || !!v.firstName, {
    path: ['firstName'],
    message: 'Please enter the first name',
    when: whenValid('source', 'firstName'),
  })
  .refine((v) => v.source === 'walk-in' || !!v.lastName, {
    path: ['lastName'],
    message: 'Please enter the last name',
    when: whenValid('source', 'lastName'),
  })
  .refine((v) => v.source === 'walk-in' || !!v.email || !!v.phone, {
    path: ['phone'],
    message: 'Please enter a phone number or an e-mail address',
    when: whenValid('source', 'email', 'phone'),
  });
export type StaffBookingInput = z.output<typeof staffBookingSchema>;

/** Moving a booking: any of date, time, tables and party size, under the day lock. */
export const bookingMoveSchema = z
  .object({
    date: isoDate.optional(),
    time: hhmm.optional(),
    tableIds: z.array(id).max(12).optional(),
    adults: guests(1).optional(),
    children: guests(0).optional(),
    /** Staff's own length for the booking (the diary grid's dragged end), in quarter hours; else the turn time. */
    durationMinutes: z.coerce
      .number({ error: 'Please give the length in minutes' })
      .int()
      .min(30, 'A booking lasts at least 30 minutes')
      .max(12 * 60, 'A booking lasts at most 12 hours')
      .refine((m) => m % 15 === 0, 'Please give the length in quarter hours')
      .optional(),
    override: flag('Please say whether the limit is overridden').default(false),
    overrideReason: textOrUndefined(500),
  })
  .refine((v) => !v.override || !!v.overrideReason, { path: ['overrideReason'], message: 'Please say why the limit is overridden' });
export type BookingMove = z.output<typeof bookingMoveSchema>;

/** The times the staff booking form offers: the online engine's for the party, date, occasion and area. */
export const staffTimesQuerySchema = z.object({
  date: isoDate,
  adults: guests(1).default(2),
  children: guests(0).default(0),
  occasionId: id,
  areaId: id.optional().transform((v) => v || undefined),
});
export type StaffTimesQuery = z.output<typeof staffTimesQuerySchema>;

export const staffTimeSchema = z.object({
  time: z.string(),
  /** The engine's pick for the party at this time ("Let Mesa choose" books these). */
  tableIds: z.array(z.string()),
  /** Single tables in an allowed area that seat the party and are free for its whole turn. */
  freeTableIds: z.array(z.string()),
});
export type StaffTime = z.infer<typeof staffTimeSchema>;

export const staffTimesSchema = z.object({
  date: z.string(),
  covers: z.number().int(),
  occasionId: z.string(),
  /** The day's opening as 'HH:MM' (the close may be after midnight); null when closed. */
  open: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Bookable times only: a time the diner could merely request is not offered to staff either. */
  times: z.array(staffTimeSchema),
  /** Why there are none ('' when there are some). */
  message: z.string(),
});
export type StaffTimes = z.infer<typeof staffTimesSchema>;

/** A walk-in seated now at one table (product.md D8); the name is optional. */
export const walkInSchema = z
  .object({
    tableIds: z.array(id).min(1, 'Please choose a table').max(1, 'Please choose one table'),
    adults: guests(1),
    children: guests(0).default(0),
    name: optionalName('name'),
  })
  .refine((v) => v.adults + v.children <= MAX_TABLE_BOOKING_COVERS, {
    path: ['adults'],
    message: `At most ${MAX_TABLE_BOOKING_COVERS} guests`,
  });
export type WalkInInput = z.output<typeof walkInSchema>;

const note = z.string().trim().max(2000, 'Please keep the note under 2000 characters').refine(withoutNul, HIDDEN_CHARACTERS);
export const staffNoteSchema = z.object({ note });

export const diaryQuerySchema = z.object({ storeId: id, date: isoDate.optional() });
export const diaryVersionQuerySchema = z.object({ storeId: id, date: isoDate });
export const bookingSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Please type at least two characters').max(100).refine(withoutNul, HIDDEN_CHARACTERS),
  storeId: id.optional(),
});
export const bookingExportQuerySchema = z
  .object({ storeId: id, from: isoDate, to: isoDate })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'The end date must not be before the start date' });

export const messageUpdateSchema = z.object({
  status: z.enum(['new', 'handled'], { error: 'The status is new or handled' }),
  note: note.optional(),
});

export const settingsSchema = z.object({
  noticeEveryBooking: flag('Please tick the box or leave it empty').default(false),
  /** Empty = no daily sheet. */
  dailySheetAt: z
    .string()
    .trim()
    .regex(/^(\d{2}:\d{2})?$/, 'Please choose a time as HH:MM, or leave it empty for no sheet')
    .transform((v) => v || null),
  /** Decision 043: on unless turned off; the form sends whether its box is ticked. */
  weeklySummary: flag('Please tick the box or leave it empty').default(true),
  /** Decision 074: bookings starting this soon are never re-seated (minutes; up to a day). */
  pinWithinMinutes: z.coerce
    .number({ message: 'Please give the minutes as a whole number from 0 to 1440' })
    .int('Please give the minutes as a whole number from 0 to 1440')
    .min(0, 'Please give the minutes as a whole number from 0 to 1440')
    .max(1440, 'Please give the minutes as a whole number from 0 to 1440')
    .default(60),
  /** Decision 078: the VAT rate an event proposal's prices include (per cent). */
  eventVatPercent: z.coerce
    .number({ message: 'Please give the VAT rate as a whole number from 0 to 100' })
    .int('Please give the VAT rate as a whole number from 0 to 100')
    .min(0, 'Please give the VAT rate as a whole number from 0 to 100')
    .max(100, 'Please give the VAT rate as a whole number from 0 to 100')
    .default(20),
  /** Decision 075: the yield rule; the form sends whether its box is ticked. */
  yieldRule: flag('Please tick the box or leave it empty').default(true),
});

const nullableText = z.string().nullable();
/** A restaurant's settings as the settings page reads them back. */
/** Decision 074: the booking page's pin toggle sends the state it asks for. */
export const bookingPinSchema = z.object({ pinned: z.enum(['true', 'false']).transform((v) => v === 'true') });

export const restaurantSettingsSchema = z.object({
  storeId: z.string(),
  noticeEveryBooking: z.boolean(),
  dailySheetAt: nullableText,
  /** Decision 043: the week's figures e-mailed to the managers each Monday. */
  weeklySummary: z.boolean(),
  /** Decision 074: bookings starting this soon are never re-seated. */
  pinWithinMinutes: z.number().int(),
  /** Decision 078: the VAT rate an event proposal's prices include. */
  eventVatPercent: z.number().int(),
  /** Decision 075: the yield rule. */
  yieldRule: z.boolean(),
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;
