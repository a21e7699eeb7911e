// Marketing segments (product.md D12 "Marketing lists"): the filters the marketing
// role chooses, read from the segment page's GET form. Every filter is
// optional; an empty field is no filter. Only people with current e-mail
// consent are ever counted or exported (server/privacy/segments.ts).
import { z } from 'zod';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalWhole = (min: number, max: number, message: string) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional());

export const segmentFiltersSchema = z.object({
  favouriteRestaurant: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  interest: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  birthdayMonth: optionalWhole(1, 12, 'Please choose a month from the list'),
  occasionWithinDays: optionalWhole(1, 366, 'Please enter a number of days from 1 to 366'),
  visitedWithinDays: optionalWhole(1, 3660, 'Please enter a number of days from 1 to 3660'),
  notVisitedForDays: optionalWhole(1, 3660, 'Please enter a number of days from 1 to 3660'),
  minVisits: optionalWhole(0, 10000, 'Please enter a number of visits from 0 to 10000'),
});
export type SegmentFilters = z.infer<typeof segmentFiltersSchema>;

/** One person in a segment, as the CSV has them. */
export interface SegmentMember {
  email: string;
  firstName: string;
  favouriteRestaurant: string;
  /** MM-DD, or '' when not given. */
  birthday: string;
  visits: number;
  /** YYYY-MM-DD, or null when never. */
  lastVisit: string | null;
  /** When their current e-mail consent was given. */
  consentSince: Date;
}
