// Which occasions run on a date, and how many covers each accepts (product.md §3
// booking occasion, product.md §4 booking flow "restrictions", product.md §5 "covers are
// constrained by the occasion's min and max covers").
import { BOOKING_CODES, MAX_TABLE_BOOKING_COVERS, type BookingCode } from '../../../contract/booking-codes.ts';
import { weekdayOf, type IsoDate } from '../../../contract/london-time.ts';
import type { BookingConfig, Occasion } from './model.ts';

/** True when the occasion runs on this London date: its weekdays and its date range (inclusive). */
export function occasionRunsOn(occasion: Occasion, date: IsoDate): boolean {
  if (!occasion.days.includes(weekdayOf(date))) return false;
  const range = occasion.dateRange;
  return !range || (range.from <= date && date <= range.to);
}

/**
 * product.md §4: loading restrictions for a restaurant and date stores the occasions
 * and selects the first. None on that date → BOOKING_NO_RESTRICTIONS (product.md §8:
 * "This occasion cannot be booked for this date").
 */
export function restrictionsFor(occasions: readonly Occasion[], date: IsoDate): { occasions: Occasion[]; code: BookingCode } {
  const running = occasions.filter((occasion) => occasionRunsOn(occasion, date));
  return { occasions: running, code: running.length ? BOOKING_CODES.OK : BOOKING_CODES.BOOKING_NO_RESTRICTIONS };
}

export interface CoverBounds {
  /** The covers picker's range (product.md §4 restrictions minCovers, maxCovers), capped at MAX_TABLE_BOOKING_COVERS. */
  min: number;
  max: number;
  /** The largest party booked online; larger ones up to `max` may only enquire. */
  maxOnline: number;
}

export function coverBounds(occasion: Occasion, config: Pick<BookingConfig, 'maxOnlineCovers'>): CoverBounds {
  const min = Math.max(1, occasion.minimumCovers);
  const max = Math.min(occasion.maximumCovers, MAX_TABLE_BOOKING_COVERS); // product.md §9
  const maxOnline = Math.min(max, config.maxOnlineCovers, occasion.enquiryAboveCovers ?? Infinity);
  return { min, max, maxOnline };
}

/** True when the occasion takes enquiries from a party of this size. */
export function acceptsEnquiry(occasion: Occasion, covers: number): boolean {
  return occasion.acceptsEnquiries === true || (occasion.enquiryAboveCovers !== undefined && covers > occasion.enquiryAboveCovers);
}

/**
 * How a party of `covers` may book this occasion: online, only as an enquiry
 * (above the online limit), or not at all (outside the occasion's bounds).
 */
export function coversMode(
  occasion: Occasion,
  config: Pick<BookingConfig, 'maxOnlineCovers'>,
  covers: number,
): 'online' | 'enquiry' | 'refused' {
  const bounds = coverBounds(occasion, config);
  if (!Number.isInteger(covers) || covers < bounds.min || covers > bounds.max) return 'refused';
  if (covers <= bounds.maxOnline) return 'online';
  return acceptsEnquiry(occasion, covers) ? 'enquiry' : 'refused';
}
