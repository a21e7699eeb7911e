// Plain-data inputs of the booking engine (product.md D4 "booking", product.md D5
// "Model"). Repositories load these from the database; the rules never do I/O.
// Times of day are minutes after the London midnight of the date in question
// (wall clock, so 19:30 is 1170; values ≥ 1440 are after midnight).

/** Ids are strings everywhere: they arrive as query strings (product.md §7). */
export type Id = string;

export interface TurnTime {
  /** Parties of up to this many covers… */
  maxCovers: number;
  /** …hold their table this long. */
  minutes: number;
}

export interface BookingConfig {
  /** Online booking is switched on for the brand (product.md §8 BOOKING_DISABLED). */
  enabled: boolean;
  /** This restaurant takes online bookings (product.md §8 BOOKING_RESTAURANT_DISABLED). */
  restaurantEnabled: boolean;
  /** Booked only through Center Parcs' own system (product.md §8 BOOKING_CENTER_PARCS). */
  centerParcsOnly: boolean;
  /** Shown instead of the standard text while booking is disabled (product.md §8 code 19). */
  customDisabledMessage?: string;
  /** product.md §9: 15. */
  slotIntervalMinutes: number;
  /** The earliest start is this long after now. */
  leadTimeMinutes: number;
  /** Dates from today to today + windowDays (inclusive) can be booked. */
  windowDays: number;
  /** Largest party booked online (product.md §9 MAX_TABLE_BOOKING_COVERS 20 caps it). */
  maxOnlineCovers: number;
  /** Parties of this many or more need a card guarantee; null = never. */
  cardGuaranteeFromCovers: number | null;
  /** Ascending by maxCovers; larger parties use the last entry. */
  turnTimes: TurnTime[];
  /** Covers that may start in one slot interval; null = no pacing limit. */
  pacingCoversPerInterval: number | null;
  /** The last start is this long before closing. */
  lastSeatingBeforeCloseMinutes: number;
  /** Parties of this many or more go to the group enquiry form (the journey's routing; the engine ignores it). */
  groupEnquiryFromCovers?: number;
  /** Where diners book instead when online booking is off here. */
  externalBookingUrl?: string;
}

/** When bookings start on the weekdays it runs (decision 025): minutes, inclusive, lastStart ≥ firstStart. */
export interface ServicePeriod {
  id: Id;
  name: string;
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  days: number[];
  firstStart: number;
  lastStart: number;
}

export interface Area {
  id: Id;
  name: string;
}

export interface Table {
  id: Id;
  areaId: Id;
  minSeats: number;
  maxSeats: number;
}

/** Tables that can be pushed together for a larger party; it holds all of them. */
export interface TableGroup {
  id: Id;
  areaId: Id;
  tableIds: Id[];
  minSeats: number;
  maxSeats: number;
}

export interface BookingMenu {
  id: Id;
  name: string;
  description?: string;
  /** Price per head in pence, when the menu is a set menu. */
  pricePerHeadPence?: number;
}

import type { LinkGroup } from '../../../contract/link-groups.ts';
export type { LinkGroup };

/** Half-open: starts from `from` up to but not including `to` (minutes). */
export interface TimeWindow {
  from: number;
  to: number;
}

export interface Occasion {
  id: Id;
  name: string;
  minimumCovers: number;
  maximumCovers: number;
  /** ISO weekdays it runs on: 1 = Monday … 7 = Sunday. */
  days: number[];
  /** Start times it accepts; empty means any time the restaurant takes bookings. */
  timeWindows: TimeWindow[];
  /** Seasonal occasions (a Christmas party): inclusive YYYY-MM-DD dates. */
  dateRange?: { from: string; to: string };
  /** Times that cannot be booked online may be requested as an enquiry. */
  acceptsEnquiries?: boolean;
  /** Parties larger than this can only enquire (implies enquiries for them). */
  enquiryAboveCovers?: number;
  menuLinkGroup: LinkGroup;
  areaLinkGroup: LinkGroup;
}

/** Statuses that no longer hold seats are ignored by the rules. */
export type BookingStatus = 'held' | 'confirmed' | 'seated' | 'completed' | 'no-show' | 'cancelled';

export interface ExistingBooking {
  id: Id;
  /** Minutes after midnight of the searched date (negative for the day before). */
  startsAt: number;
  durationMinutes: number;
  covers: number;
  /** The stored table assignment: one table, or every table of a group. */
  tableIds: Id[];
  status: BookingStatus;
  /** A short-lived hold stops holding seats at this instant. */
  holdExpiresAt?: Date;
  /** Decision 074: a person fixed its table (seated or later, the diner's area or table, staff's pin); never re-seated. */
  pinned?: boolean;
  /** Decision 074: its occasion, whose areas a re-seating may move it across; it keeps its own area when absent. */
  occasionId?: Id;
  /** Decision 080: false for an event's space, whose covers the online pacing does not count (its tables it does). */
  paced?: boolean;
}

/** Whether its covers count against the online pacing (decision 080: an event's do not). */
export const countsForPacing = (booking: ExistingBooking, now: Date): boolean => booking.paced !== false && holdsSeats(booking, now);

/** A booking holds its seats unless cancelled or an expired hold (product.md D4 short-lived holds). */
export function holdsSeats(booking: ExistingBooking, now: Date): boolean {
  if (booking.status === 'cancelled') return false;
  if (booking.status === 'held' && booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) return false;
  return true;
}
