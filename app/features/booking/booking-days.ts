// Decision 026 honest availability, as pure derivations over the days endpoint's
// answers: the party the days are asked for, the default date, why the
// calendar cannot offer a day, and the next free days after a day with none.
import type { DayAvailability } from '../../../contract/booking.ts';
import type { OnlineBooking } from '../../../contract/online-booking.ts';
import { initialBookingTime } from '../../../contract/time-rounding.ts';
import { selectAdults, selectOccasion } from './booking-selections.ts';
import { DEFAULT_COVERS, type BookingState, type OccasionOption } from './booking-state.ts';
import { addDays } from './london-date.ts';

/** How far the default date and the next free days are looked for (the days endpoint's most). */
export const LOOK_AHEAD_DAYS = 42;
/** How many days after a day with no times left are asked for its next free days. */
const NEXT_DAYS = 14;
/** How many next free days are offered. */
const NEXT_SHOWN = 3;

export const monthStartOf = (date: string) => `${date.slice(0, 8)}01`;

export const daysInMonth = (monthStart: string) => {
  let n = 28;
  while (addDays(monthStart, n).slice(0, 7) === monthStart.slice(0, 7)) n++;
  return n;
};

/** Decision 026: the default date is the first day from today with bookable times for the party. */
export const firstBookableDay = (days: readonly DayAvailability[]): string | null => days.find((d) => d.state === 'bookable')?.date ?? null;

/** Who the days are asked for: the restaurant and the party as chosen so far. */
export interface DaysParty {
  storeId: string;
  adults: number;
  children: number;
  occasionId: string | null;
}

/**
 * The party as the occasion will take it: the occasions this restaurant last offered (they depend on the
 * date, which depends on these days) bound an unchosen or outsized party. Null when the restaurant does
 * not take bookings online, or none is chosen.
 */
export function daysPartyOf(
  state: BookingState,
  restaurant: { booking?: Pick<OnlineBooking, 'open'> | undefined } | null,
  offered: readonly OccasionOption[],
): DaysParty | null {
  if (!state.storeId || restaurant?.booking?.open === false) return null;
  return {
    storeId: state.storeId,
    adults: offered.length ? selectAdults(state, selectOccasion(state, offered)) : (state.adultCovers ?? DEFAULT_COVERS),
    children: state.childCovers,
    occasionId: state.occasionId,
  };
}

/** The occasions each restaurant last offered (its last settled answer that had any), by storeId. */
export type OfferedOccasions = Readonly<Record<string, readonly OccasionOption[]>>;

/** `offered` with a settled answer of `storeId`'s occasions remembered; the same object when nothing changes. */
export function rememberOffered(
  offered: OfferedOccasions,
  storeId: string | null,
  occasions: readonly OccasionOption[] | undefined,
): OfferedOccasions {
  if (!storeId || !occasions?.length || offered[storeId] === occasions) return offered;
  return { ...offered, [storeId]: occasions };
}

/** The days to ask for after a day with no times left (its next free days). */
export const nextDaysOf = (party: DaysParty, date: string) => ({ ...party, from: addDays(date, 1), days: NEXT_DAYS });

/** The date: the diner's, else the first day from today with times; its start time as a chosen date's (product.md §5, §9). */
export function withDefaultDate(state: BookingState, ahead: readonly DayAvailability[], now: Date): BookingState {
  const defaultDate = state.date ? null : firstBookableDay(ahead);
  return defaultDate ? { ...state, date: defaultDate, time: initialBookingTime(defaultDate, now) } : state;
}

/** Why the calendar cannot offer a day (the days endpoint's reason); null when it can, or is not known. */
export function dayUnavailable(known: readonly DayAvailability[], today: string, date: string): string | null {
  const d = known.find((k) => k.date === date);
  if (!d || d.state === 'bookable') return null;
  // Today's times all gone is not "fully booked".
  if (d.state === 'full' && date === today) return 'No times left today';
  return d.reason;
}

/** Decision 026: after a day with no times left, the next free days (and their first times), from all the days known. */
export function laterDaysOf(date: string | null, known: readonly DayAvailability[]): { date: string; time: string }[] {
  if (!date) return [];
  const byDate = new Map(known.map((d) => [d.date, d]));
  return [...byDate.values()]
    .filter((d): d is DayAvailability & { firstTime: string } => d.state === 'bookable' && Boolean(d.firstTime) && d.date > date)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, NEXT_SHOWN)
    .map((d) => ({ date: d.date, time: d.firstTime }));
}
