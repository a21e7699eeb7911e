// POST /api/booking/availability (product.md §7): the times at several restaurants
// at once, nearest first, so the modal can offer the next free time at a
// nearby restaurant. One query for the setups and one for the bookings, however
// many restaurants are asked about (product.md §9: at most 10).
import type { z } from 'zod';
import type { availabilityRequestSchema, StoreAvailability } from '../../contract/booking.ts';
import { BOOKING_CODES, bookingMessage, type BookingCode } from '../../contract/booking-codes.ts';
import type { ContentService } from '../content/content-service.ts';
import { invalid } from '../domain/domain-error.ts';
import type { BookingRepository } from './booking-repository.ts';
import { closedCode, searchInput, type Venue } from './booking-venue.ts';
import { londonDateOf, parseHhmm } from '../../contract/london-time.ts';
import type { ExistingBooking } from './rules/model.ts';
import { coversMode, restrictionsFor } from './rules/occasions.ts';
import { searchSlots } from './rules/slot-search.ts';
import { OFFER_RESEAT } from './rules/reseat-day.ts';
import type { YieldGuard } from './yield/yield-guard.ts';
import type { YieldService } from './yield/yield-service.ts';

export type AvailabilityRequest = z.output<typeof availabilityRequestSchema>;

/** Sort key for 'HH:MM' within a service day: times before 06:00 are after midnight. */
const dayMinutes = (time: string) => {
  const m = parseHhmm(time) ?? 0;
  return m < 6 * 60 ? m + 1440 : m;
};

function storeTimes(
  venue: Venue,
  req: AvailabilityRequest,
  now: Date,
  bookings: readonly ExistingBooking[],
  yieldGuard: YieldGuard | null,
) {
  const covers = req.adultCovers + req.childrenCovers;
  const config = venue.setup.config;
  const running = restrictionsFor(venue.setup.occasions, req.date).occasions;
  const chosen = req.occasionId
    ? running.filter((o) => o.id === req.occasionId)
    : running.filter((o) => coversMode(o, config, covers) !== 'refused');
  if (!chosen.length) {
    return { code: req.occasionId ? BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION : BOOKING_CODES.BOOKING_NO_FREE_SLOT, times: [] };
  }
  // Every occasion that takes the party: a time bookable for one of them is bookable.
  const times = new Map<string, { time: string; canEnquire: boolean; occasionId: string }>();
  let code: BookingCode = BOOKING_CODES.BOOKING_NO_FREE_SLOT;
  for (const occasion of chosen) {
    const base = { date: req.date, now, covers, occasion, areaId: null, reseat: OFFER_RESEAT };
    const result = searchSlots(searchInput(venue, { ...base, bookings, yieldGuard }));
    if (!result.times.length) code = result.code;
    for (const slot of result.times) {
      const seen = times.get(slot.time);
      if (!seen || (seen.canEnquire && !slot.canEnquire)) times.set(slot.time, { ...slot, occasionId: occasion.id });
    }
  }
  const sorted = [...times.values()].sort((a, b) => dayMinutes(a.time) - dayMinutes(b.time));
  return { code: sorted.length ? BOOKING_CODES.OK : code, times: sorted };
}

export function createAvailability(deps: {
  repo: BookingRepository;
  content: ContentService;
  clock: () => Date;
  yieldRule: Pick<YieldService, 'guard'>;
}) {
  /**
   * Decision 075: the times offered are the yield rule's, but nothing is recorded of a diner comparing restaurants
   * (the modal asks when the restaurant they chose is full): they are not a request at each.
   */
  return async function availability(req: AvailabilityRequest): Promise<{ date: string; stores: StoreAvailability[] }> {
    const now = deps.clock();
    if (req.date < londonDateOf(now)) throw invalid('date', 'That date has passed');
    // Nearest first (product.md §7), each restaurant once.
    const asked = [...new Map(req.stores.map((s) => [s.storeId, s])).values()].sort(
      (a, b) => a.miles - b.miles || Number(a.storeId) - Number(b.storeId),
    );
    const ids = asked.map((s) => s.storeId);
    const [setups, restaurants, bookings] = await Promise.all([
      deps.repo.setups(ids),
      deps.content.restaurants(),
      Promise.all(ids.map(async (id) => [id, await deps.repo.seatHolders(id, req.date)] as const)).then((days) => new Map(days)),
    ]);
    const guards = new Map(
      await Promise.all(
        ids.map(async (id) => {
          const setup = setups.get(id);
          return [id, setup ? await deps.yieldRule.guard(id, setup, req.date, now) : null] as const;
        }),
      ),
    );
    const stores = asked.map(({ storeId, miles }): StoreAvailability => {
      const setup = setups.get(storeId);
      const restaurant = restaurants.find((r) => r.storeId === storeId);
      const base = { storeId, miles, name: restaurant?.title ?? '', slug: restaurant?.slug ?? '', times: [], firstAvailableTime: null };
      if (!setup || !restaurant) {
        const code = BOOKING_CODES.BOOKING_RESTAURANT_NOT_FOUND;
        return { ...base, code, message: bookingMessage(code) };
      }
      const closed = closedCode(setup.config);
      if (closed) return { ...base, ...closed };
      const { code, times } = storeTimes(
        { storeId, setup, restaurant },
        req,
        now,
        bookings.get(storeId) ?? [],
        guards.get(storeId) ?? null,
      );
      return {
        ...base,
        code,
        message: code === BOOKING_CODES.OK ? '' : bookingMessage(code),
        times,
        firstAvailableTime: times.find((t) => !t.canEnquire)?.time ?? null,
      };
    });
    return { date: req.date, stores };
  };
}
