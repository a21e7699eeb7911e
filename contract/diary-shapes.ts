// What the console's diary shows (product.md D8): the day a page and /api/console/diary return, its bookings,
// tables and periods, a booking's page with its audit trail, and a search's hits.
import { z } from 'zod';
import { guestGlanceSchema } from './guests.ts';
import { BOOKING_SOURCES, BOOKING_STATUSES, REMINDER_STATES, SERVICE_STAGES, STATUS_ACTIONS } from './booking-lifecycle.ts';

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
  /** Decision 074: the tables it had before the engine re-seated it ('R4'), or null when never moved. */
  movedFrom: z.string().nullable().optional(),
  /** Decision 074: staff pinned it to its tables; re-seating never moves it. */
  pinned: z.boolean().optional(),
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
  /** Decision 080: an event's booking held for a proposal keeps its tables until this instant (ISO); else absent. */
  holdUntil: z.string().optional(),
  /** Decision 080: the lead an event's booking holds the space for (the diary links to it); else absent. */
  eventLeadId: z.string().optional(),
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
