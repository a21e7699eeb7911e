// Which days of a month have bookable times for a party, and why the others
// have none (decision 026 "honest availability"): the calendar greys those out
// and names the reason — closed (with the closure's reason), fully booked,
// no occasion for the party that day, outside the booking window. One read of
// the setup and one (cached) read of each day's bookings; each day's search
// is the slot engine's own, memoised per day and minute like /slots.
import type { z } from 'zod';
import type { DayAvailability, dayAvailabilityQuerySchema } from '../../contract/booking.ts';
import { addDays, formatHhmm, londonDateOf, type IsoDate } from '../../contract/london-time.ts';
import { openingWindow, specialHoursFor } from '../../contract/opening-hours.ts';
import type { ContentService } from '../content/content-service.ts';
import type { BookingRepository } from './booking-repository.ts';
import { enginePeriods, loadOpenVenue, occasionOf, searchInput, type Venue } from './booking-venue.ts';
import { dayHoursOf, servicePeriodsOnDay } from './rules/service-periods.ts';
import { checkBookingDate } from './rules/booking-date.ts';
import type { ExistingBooking, Occasion } from './rules/model.ts';
import { coversMode, restrictionsFor } from './rules/occasions.ts';
import { memoSearchSlots } from './slot-memo.ts';
import { OFFER_RESEAT } from './rules/reseat-day.ts';
import type { YieldGuard } from './yield/yield-guard.ts';
import type { YieldService } from './yield/yield-service.ts';

type DaysQuery = z.output<typeof dayAvailabilityQuerySchema>;

const guests = (n: number) => `${n} guest${n === 1 ? '' : 's'}`;

/** One day's verdict: pure, given the day's bookings. */
export function dayAvailability(
  venue: Venue,
  date: IsoDate,
  now: Date,
  covers: number,
  occasionId: string | undefined,
  bookings: readonly ExistingBooking[],
  /** Decision 075: the yield rule for the day, as the slots and the create apply it. */
  yieldGuard: YieldGuard | null = null,
): DayAvailability {
  const { setup } = venue;
  const periods = servicePeriodsOnDay(enginePeriods(setup), date, dayHoursOf(setup)).map((p) => ({
    name: p.name,
    firstStart: formatHhmm(p.firstStart),
    lastStart: formatHhmm(p.lastStart),
  }));
  const none = (state: DayAvailability['state'], reason: string): DayAvailability => ({ date, state, reason, firstTime: null, periods });
  const check = checkBookingDate(date, now, setup.config.windowDays);
  if (!check.ok) return none(check.reason === 'past' ? 'past' : 'beyond-window', check.message);
  if (!openingWindow(setup.hours, setup.specialHours, date)) {
    const label = specialHoursFor(setup.specialHours, date)?.label;
    return none('closed', label ? `Closed: ${label}` : 'Closed on this day');
  }
  const running = restrictionsFor(setup.occasions, date).occasions;
  // The occasion asked for (or any) that takes this party online: a party outside its bounds is no-occasion, not full.
  const candidates: Occasion[] = running.filter(
    (o) => (!occasionId || o.id === occasionId) && coversMode(o, setup.config, covers) === 'online',
  );
  if (!candidates.length) return none('no-occasion', `No bookings for ${guests(covers)} on this day`);
  let first: string | null = null;
  for (const occasion of candidates) {
    const times = memoSearchSlots(
      searchInput(venue, { date, now, covers, occasion, areaId: null, bookings, reseat: OFFER_RESEAT, yieldGuard }),
      setup,
    ).times;
    const time = times.find((t) => !t.canEnquire)?.time;
    if (time && (first === null || time < first)) first = time;
  }
  return first ? { date, state: 'bookable', reason: '', firstTime: first, periods } : none('full', `Fully booked for ${guests(covers)}`);
}

export function createBookingDays(deps: {
  repo: BookingRepository;
  content: ContentService;
  clock: () => Date;
  yieldRule: Pick<YieldService, 'guard'>;
}) {
  return async function days(storeId: string, q: DaysQuery): Promise<{ days: DayAvailability[] }> {
    const venue = await loadOpenVenue(deps.repo, deps.content, storeId);
    if (q.occasionId) occasionOf(venue, q.occasionId); // an unknown occasion is product.md §8 code 16
    const now = deps.clock();
    const today = londonDateOf(now);
    const dates = Array.from({ length: q.days }, (_, i) => addDays(q.from, i));
    const days = await Promise.all(
      dates.map(async (date) => {
        const inWindow = date >= today && checkBookingDate(date, now, venue.setup.config.windowDays).ok;
        const [bookings, guard] = inWindow
          ? await Promise.all([deps.repo.seatHolders(storeId, date), deps.yieldRule.guard(storeId, venue.setup, date, now)])
          : [[], null];
        return dayAvailability(venue, date, now, q.adults + q.children, q.occasionId, bookings, guard);
      }),
    );
    return { days };
  };
}
