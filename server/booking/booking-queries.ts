// The booking modal's read routes (product.md §7 Booking, §4 booking flow):
// occasions and restrictions, areas, booking menus, slots, requirements,
// upsells and venue ids. Each loads the setup, the content and the day's
// seat-holding bookings, then asks the pure rules.
import type { z } from 'zod';
import type * as c from '../../contract/booking.ts';
import { BOOKING_CODES, bookingMessage } from '../../contract/booking-codes.ts';
import type { ContentService } from '../content/content-service.ts';
import { notFound } from '../domain/domain-error.ts';
import type { BookingRepository } from './booking-repository.ts';
import {
  assertArea,
  assertBookingDate,
  assertMenus,
  bookingError,
  loadOpenVenue,
  occasionOf,
  searchInput,
  type Venue,
} from './booking-venue.ts';
import type { PaymentsAdapter } from '../payments/payments.ts';
import { feeTermsOf } from '../../contract/fee-terms.ts';
import { paymentNeeded } from '../payments/rules/deposit-rules.ts';
import type { Currency } from '../../contract/money.ts';
import { filterByLinkGroup } from '../../contract/link-groups.ts';
import { instantOf, parseHhmm, type IsoDate } from '../../contract/london-time.ts';
import type { Id, Occasion } from './rules/model.ts';
import { coverBounds, restrictionsFor } from './rules/occasions.ts';
import { checkSlot } from './rules/slot-search.ts';
import { offeredUpsells } from './rules/upsells.ts';
import { memoSearchSlots } from './slot-memo.ts';
import { OFFER_RESEAT } from './rules/reseat-day.ts';
import type { ExistingBooking } from './rules/model.ts';
import { fullStarts } from './yield/full-starts.ts';
import type { YieldService } from './yield/yield-service.ts';

type Q<S extends z.ZodType> = z.output<S>;

export interface QueryDeps {
  repo: BookingRepository;
  /** Decision 075: the yield rule's guard for a day, and the record of what diners search for. */
  yieldRule: Pick<YieldService, 'guard' | 'record'>;
  content: ContentService;
  payments: PaymentsAdapter;
  currency: Currency;
  brandKey: string;
  clock: () => Date;
}

/** product.md §3 booking occasion as the modal sees it: cover bounds capped by product.md §9 MAX_TABLE_BOOKING_COVERS. */
function occasionDto(venue: Venue, o: Occasion): c.OccasionDto {
  const bounds = coverBounds(o, venue.setup.config);
  return {
    id: o.id,
    name: o.name,
    minimumCovers: bounds.min,
    maximumCovers: bounds.max,
    menuLinkGroup: o.menuLinkGroup,
    areaLinkGroup: o.areaLinkGroup,
  };
}

/**
 * The day with no bookings, for the times a party could book on it (decision 075's full times): one per cached day's
 * bookings, so the slot memo's searches on it go when the day does, and stay the restaurant's own.
 */
const emptyDays = new WeakMap<readonly ExistingBooking[], readonly ExistingBooking[]>();
function emptyDayBeside(bookings: readonly ExistingBooking[]): readonly ExistingBooking[] {
  let empty = emptyDays.get(bookings);
  if (!empty) emptyDays.set(bookings, (empty = []));
  return empty;
}

export function createBookingQueries({ repo, content, payments, currency, brandKey, clock, yieldRule }: QueryDeps) {
  const open = (storeId: string) => loadOpenVenue(repo, content, storeId);
  const party = (q: { adults: number; children: number }) => q.adults + q.children;

  /** The searcher for one date: validated, with that day's bookings read once. */
  async function day(venue: Venue, date: IsoDate, field: string) {
    const now = clock();
    assertBookingDate(venue, date, now, field);
    const [bookings, yieldGuard] = await Promise.all([
      repo.seatHolders(venue.storeId, date),
      yieldRule.guard(venue.storeId, venue.setup, date, now),
    ]);
    // Decision 074: offered times count re-seating; the requirements check only reads, the create stores the moves.
    // Decision 075: and the yield rule, as the create does.
    return (occasion: Occasion, covers: number, areaId: Id | null, onEmptyDay = false) =>
      searchInput(venue, {
        date,
        now,
        covers,
        occasion,
        areaId,
        bookings: onEmptyDay ? emptyDayBeside(bookings) : bookings,
        reseat: OFFER_RESEAT,
        yieldGuard: onEmptyDay ? null : yieldGuard,
      });
  }

  return {
    /** GET occasions: every occasion, or those running on `date` (product.md §3). */
    async occasions(storeId: string, date?: IsoDate) {
      const venue = await open(storeId);
      if (date) assertBookingDate(venue, date, clock(), 'date');
      const list = date ? restrictionsFor(venue.setup.occasions, date).occasions : venue.setup.occasions;
      return { occasions: list.map((o) => occasionDto(venue, o)) };
    },

    /** product.md §4 restrictions: the occasions on a date; none → code 17. */
    async restrictions(storeId: string, date: IsoDate) {
      const venue = await open(storeId);
      assertBookingDate(venue, date, clock(), 'date');
      const result = restrictionsFor(venue.setup.occasions, date);
      if (result.code !== BOOKING_CODES.OK) throw bookingError(result.code);
      return { occasions: result.occasions.map((o) => occasionDto(venue, o)) };
    },

    /** product.md §4: areas the occasion's area link group keeps, each saying whether it has a bookable time. */
    async areas(storeId: string, q: Q<typeof c.areasQuerySchema>) {
      const venue = await open(storeId);
      const occasion = occasionOf(venue, q.occasionId);
      const input = await day(venue, q.dates[0]!, 'dates');
      const areas = filterByLinkGroup(venue.setup.areas, occasion.areaLinkGroup).map((a) => ({
        id: a.id,
        name: a.name,
        isAvailable: memoSearchSlots(input(occasion, party(q), a.id), venue.setup).times.some((t) => !t.canEnquire),
      }));
      return { areas };
    },

    /** product.md §4: menus the occasion's menu link group keeps. */
    async menus(storeId: string, q: Q<typeof c.bookingMenuQuerySchema>) {
      const venue = await open(storeId);
      const occasion = occasionOf(venue, q.occasionId);
      for (const date of q.dates) assertBookingDate(venue, date, clock(), 'dates');
      return { menus: filterByLinkGroup(venue.setup.menus, occasion.menuLinkGroup) };
    },

    /** product.md §7 slots: `dates[i].times` with canEnquire; an empty day says why (product.md §8). */
    async slots(storeId: string, q: Q<typeof c.slotsQuerySchema>, sessionId?: string) {
      const venue = await open(storeId);
      const occasion = occasionOf(venue, q.occasionId);
      assertMenus(venue, occasion, q.menuIds ?? []);
      const areaId = assertArea(venue, q.areaId);
      const dates = [];
      for (const date of q.dates) {
        const input = await day(venue, date, 'dates');
        const result = memoSearchSlots(input(occasion, party(q), areaId), venue.setup);
        if (sessionId) {
          const empty = memoSearchSlots(input(occasion, party(q), areaId, true), venue.setup);
          const full = fullStarts(empty.times, result.times);
          yieldRule.record({ storeId, date, covers: party(q), sessionId, bookedStart: null, fullStarts: full }, clock());
        }
        const message = result.code === BOOKING_CODES.OK ? '' : bookingMessage(result.code, { serverMessage: result.message ?? '' });
        dates.push({ date, times: result.times, code: result.code, message });
      }
      return { dates };
    },

    /** product.md §4: isPlaceAsEnquiryEnabled and isCardGuaranteeRequired for the chosen time. */
    async requirements(storeId: string, q: Q<typeof c.requirementsQuerySchema>) {
      const venue = await open(storeId);
      const occasion = occasionOf(venue, q.occasionId);
      assertMenus(venue, occasion, q.menuId ? [q.menuId] : []);
      const input = await day(venue, q.bookingDate, 'bookingDate');
      const check = checkSlot(input(occasion, party(q), assertArea(venue, q.areaId)), q.time);
      if (check.status === 'unavailable')
        throw bookingError(check.code === BOOKING_CODES.OK ? BOOKING_CODES.BOOKING_NO_FREE_SLOT : check.code);
      // Decision 049: a deposit rule's booking needs a card as a guarantee does, and says so before the card step.
      const needs =
        check.status === 'bookable'
          ? paymentNeeded(venue.setup.config, { occasionId: occasion.id, date: q.bookingDate, covers: party(q) })
          : null;
      const deposit = needs?.deposit ?? null;
      const cardNeeded = needs?.card ?? false;
      // product.md D6: without a payments provider a booking that needs a card cannot be taken online.
      if (cardNeeded && !payments.available) throw bookingError(BOOKING_CODES.BOOKING_NEED_CREDIT_CARD);
      return {
        isPlaceAsEnquiryEnabled: check.status === 'enquiry',
        isCardGuaranteeRequired: cardNeeded,
        isCardGuaranteeAvailable: payments.available,
        // product.md D11 "The policy up front": the fees are shown before the card is entered.
        ...(cardNeeded ? { cardFeeTerms: feeTermsOf(venue.setup.config, currency, deposit?.perCoverPence ?? null) } : {}),
      };
    },

    /** Extras for the occasion; switched-off ones and those needing more notice only with includeUnavailable. */
    async upsells(storeId: string, q: Q<typeof c.upsellsQuerySchema>) {
      const venue = await open(storeId);
      const occasion = occasionOf(venue, q.occasionId);
      const now = clock();
      assertBookingDate(venue, q.bookingDate, now, 'bookingDate');
      const startsAt = instantOf(q.bookingDate, parseHhmm(q.time ?? '') ?? 12 * 60);
      const upsells = offeredUpsells(venue.setup.upsells, occasion.id, startsAt, now).filter((u) => q.includeUnavailable || u.isAvailable);
      return { upsells };
    },

    /** product.md §7 venue ids for the (fixed) brand: every restaurant the engine has a setup for. */
    async venueIds(brand: string) {
      if (brand.toLowerCase() !== brandKey.toLowerCase()) throw notFound('Unknown brand', { field: 'brand' });
      return { venueIds: (await repo.storeIds()).sort((a, b) => Number(a) - Number(b)) };
    },
  };
}

export type BookingQueries = ReturnType<typeof createBookingQueries>;
