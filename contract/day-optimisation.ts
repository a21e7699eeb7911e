// "Optimise the day" in the console (decision 079): the proposal a page shows, and the
// confirm form that applies it, checked against the diary version and the plan's hash.
import { z } from 'zod';
import { isValidIsoDate } from './london-time.ts';

/** Applying a proposal of a day that has changed since (conflict). */
export const DAY_CHANGED = 'The diary changed since these moves were proposed. Here are the moves for the day as it is now.';

export const dayOptimiseSchema = z.object({
  storeId: z.string().regex(/^[\w-]{1,64}$/, 'Unknown id'),
  date: z.string().refine(isValidIsoDate, 'Please choose a date as YYYY-MM-DD'),
  version: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  plan: z.string().regex(/^[0-9a-f]{16}$/, 'This proposal is not one Mesa made. Please reload the page.'),
});
export type DayOptimiseInput = z.output<typeof dayOptimiseSchema>;

export interface OptimiseMoveView {
  bookingId: string;
  reference: string;
  name: string;
  /** HH:MM. */
  time: string;
  covers: number;
  from: string;
  to: string;
}

export interface SlotFreedomView {
  /** HH:MM. */
  time: string;
  freeBefore: number;
  freeAfter: number;
  largestBefore: number;
  largestAfter: number;
}

export interface DayOptimisationView {
  restaurant: { storeId: string; slug: string; title: string };
  date: string;
  /** The diary version and the plan's hash the confirm form carries back. */
  version: number;
  plan: string;
  moves: OptimiseMoveView[];
  slots: SlotFreedomView[];
}
