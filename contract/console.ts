// The restaurant console's shared shapes (product.md D8): booking statuses and the
// lifecycle's actions, the diary a page and /api/console/diary return, and the
// forms staff send (one zod schema each, read by the page actions, the JSON
// API and the tests alike).
import { z } from 'zod';
import { guestGlanceSchema } from './guests.ts';
import { MAX_TABLE_BOOKING_COVERS } from './booking-codes.ts';
import { isValidIsoDate, parseHhmm } from './london-time.ts';
import { HIDDEN_CHARACTERS, withoutNul } from './fields.ts';

export { BOOKING_STATUSES, STATUS_LABELS, type BookingStatus } from './booking-status.ts';
import { BOOKING_STATUSES, type BookingStatus } from './booking-status.ts';

/** Statuses that keep a table and count as covers in the diary's totals. */
export const SEAT_HOLDING_STATUSES: readonly BookingStatus[] = ['held', 'confirmed', 'seated'];
/** Statuses the diary counts as expected or present guests (its totals and covers per quarter hour); requests are counted apart. */
export const COUNTED_STATUSES: readonly BookingStatus[] = ['held', 'confirmed', 'seated', 'completed'];

export const BOOKING_SOURCES = ['online', 'phone', 'walk-in', 'waitlist'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const SOURCE_LABELS: Record<BookingSource, string> = {
  online: 'Online',
  phone: 'Phone',
  'walk-in': 'Walk-in',
  waitlist: 'Waitlist',
};

/** product.md D11 "Reminders that diners answer": what became of a booking's sent reminder. */
export const REMINDER_STATES = ['confirmed-by-diner', 'no-answer'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];
/** In words, so the host sees at a glance whom to call (never colour alone). */
export const REMINDER_LABELS: Record<ReminderState, string> = {
  'confirmed-by-diner': 'Confirmed by the diner',
  'no-answer': 'No answer',
};

/** What staff can do to a booking; server/booking/rules/lifecycle.ts says from which statuses. */
export const STATUS_ACTIONS = ['confirm', 'decline', 'seat', 'main-course', 'bill', 'unseat', 'complete', 'no-show', 'cancel'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

export const ACTION_LABELS: Record<StatusAction, string> = {
  confirm: 'Confirm',
  decline: 'Decline',
  seat: 'Seat',
  'main-course': 'Main course',
  bill: 'Bill',
  unseat: 'Undo seated',
  complete: 'Cleared',
  'no-show': 'No-show',
  cancel: 'Cancel booking',
};

/** Where a seated table is in its meal (decision 035 "in service"); clearing it completes the booking. */
export const SERVICE_STAGES = ['main-course', 'bill'] as const;
export type ServiceStage = (typeof SERVICE_STAGES)[number];
export const SERVICE_STAGE_LABELS: Record<ServiceStage, string> = { 'main-course': 'Main course', bill: 'Bill' };

/** Actions that need a reason (told to the diner for decline and cancel). */
export const ACTIONS_NEEDING_REASON: readonly StatusAction[] = ['decline', 'cancel'];

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
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
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
    phone: optionalText(30),
    specialRequest: optionalText(500),
    staffNote: optionalText(500),
    /**
     * A time the engine does not offer (past pacing, the online cover limit, the lead time or the last
     * seating), saying why; never outside the day's opening hours, nor a table's seats.
     */
    override: z.coerce.boolean().default(false),
    overrideReason: optionalText(500),
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
    override: z.coerce.boolean().default(false),
    overrideReason: optionalText(500),
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

export const MESSAGE_KINDS = ['contact', 'group'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const messageUpdateSchema = z.object({
  status: z.enum(['new', 'handled'], { error: 'The status is new or handled' }),
  note: note.optional(),
});

export const settingsSchema = z.object({
  noticeEveryBooking: z.coerce.boolean().default(false),
  /** Empty = no daily sheet. */
  dailySheetAt: z
    .string()
    .trim()
    .regex(/^(\d{2}:\d{2})?$/, 'Please choose a time as HH:MM, or leave it empty for no sheet')
    .transform((v) => v || null),
  /** Decision 043: on unless turned off; the form sends whether its box is ticked. */
  weeklySummary: z.coerce.boolean().default(true),
});

// ---------------------------------------------------------------- what the diary shows

/** How the console names a booking's tables: 'R4', 'R5 + R6', or 'No table'. */
export const tableLabel = (tableIds: readonly string[]) =>
  tableIds.length ? tableIds.map((id) => id.toUpperCase()).join(' + ') : 'No table';

const restaurantRef = z.object({ storeId: z.string(), slug: z.string(), title: z.string() });
const nullableText = z.string().nullable();

export const diaryBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(['booking', 'event', 'enquiry']),
  status: z.enum(BOOKING_STATUSES),
  source: z.enum(BOOKING_SOURCES),
  date: z.string(),
  /** 'HH:MM' (after midnight for a late booking) and minutes after the date's midnight. */
  time: z.string(),
  startsAt: z.number().int(),
  durationMinutes: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  covers: z.number().int(),
  tableIds: z.array(z.string()),
  /** 'R4', 'R5 + R6' or 'No table'. */
  tableLabel: z.string(),
  areaName: nullableText,
  occasionName: z.string(),
  menuName: nullableText,
  extras: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: nullableText,
  specialRequest: nullableText,
  staffNote: nullableText,
  statusReason: nullableText,
  /** A seated table's stage: null when just seated (and for every other status). */
  serviceStage: z.enum(SERVICE_STAGES).nullable(),
  /** The lifecycle actions open to this booking now. */
  actions: z.array(z.enum(STATUS_ACTIONS)),
  /** A demo install's sample booking (product.md D8 "Demo bookings"). */
  demo: z.boolean(),
  /** Decision 038: the diner's answer to the reminder; null when no reminder was sent. */
  reminder: z.enum(REMINDER_STATES).nullable(),
  /** product.md D12 "In the diary": the guest's tags, allergies and counts, for a member who may glance at them. */
  guest: guestGlanceSchema.nullable().optional(),
});
export type DiaryBooking = z.infer<typeof diaryBookingSchema>;

export const diaryTableSchema = z.object({
  id: z.string(),
  label: z.string(),
  areaId: z.string(),
  areaName: z.string(),
  minSeats: z.number().int(),
  maxSeats: z.number().int(),
});
export type DiaryTable = z.infer<typeof diaryTableSchema>;

export const diaryPeriodSchema = z.object({
  name: z.string(),
  /** Minutes after midnight, half-open. */
  from: z.number().int(),
  to: z.number().int(),
  bookings: z.number().int(),
  covers: z.number().int(),
});
export type DiaryPeriod = z.infer<typeof diaryPeriodSchema>;

export const diarySchema = z.object({
  storeId: z.string(),
  restaurant: restaurantRef,
  date: z.string(),
  /** The day's opening, minutes after midnight; null when closed. */
  open: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  bookings: z.array(diaryBookingSchema),
  tables: z.array(diaryTableSchema),
  /** Covers starting in each quarter hour of the day that has any: 'HH:MM' → covers. */
  coversByQuarter: z.array(z.object({ time: z.string(), covers: z.number().int() })),
  totals: z.object({ bookings: z.number().int(), covers: z.number().int(), requested: z.number().int() }),
  periods: z.array(diaryPeriodSchema),
  /** Changes whenever a booking of the day changes: the live refresh compares it. */
  version: z.string(),
});
export type Diary = z.infer<typeof diarySchema>;
export const diaryVersionSchema = z.object({ version: z.string() });

const changeSet = z.record(z.string(), z.unknown()).nullable();
export const auditEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  before: changeSet,
  after: changeSet,
  reason: nullableText,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A booking with what its page needs besides the diary row. */
export const bookingDetailSchema = z.object({
  booking: diaryBookingSchema,
  restaurant: restaurantRef,
  audit: z.array(auditEntrySchema),
  /** For the move form. */
  tables: z.array(diaryTableSchema),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** What the staff booking form offers at a restaurant. */
export interface BookingFormChoices {
  restaurant: z.infer<typeof restaurantRef>;
  occasions: { id: string; name: string }[];
  areas: { id: string; name: string }[];
  menus: { id: string; name: string }[];
  tables: DiaryTable[];
}

export const searchHitSchema = diaryBookingSchema.extend({ restaurantTitle: z.string() });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const messageSummarySchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  id: z.string(),
  storeId: nullableText,
  /** The restaurant's title, or 'Head office' for a message that names none. */
  restaurantTitle: z.string(),
  /** Contact: the reason; group: 'Group booking: 14 guests on …'. */
  subject: z.string(),
  from: z.string(),
  email: z.string(),
  status: z.enum(['new', 'handled']),
  receivedAt: z.string(),
  attachments: z.number().int(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageDetailSchema = messageSummarySchema.extend({
  phone: nullableText,
  /** The diner's words: the contact message, or the group enquiry's special request. */
  body: z.string(),
  /** Label → value: guests, date, time, booking type… */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  note: nullableText,
  handledAt: nullableText,
  handledBy: nullableText,
  attachmentList: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() })),
  /** Booking references quoted in the body that name a booking of the message's restaurant (contract/booking-reference.ts). */
  bookingLinks: z.array(z.object({ reference: z.string(), bookingId: z.string() })).default([]),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const restaurantSettingsSchema = z.object({
  storeId: z.string(),
  noticeEveryBooking: z.boolean(),
  dailySheetAt: nullableText,
  /** Decision 043: the week's figures e-mailed to the managers each Monday. */
  weeklySummary: z.boolean(),
});
export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;
