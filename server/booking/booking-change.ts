// The diner's own change of date, time or party from the signed link (decision 041
// item 9). The same engine and the same per-restaurant-day lock as an online
// create (booking-create.ts) and a console move (booking-staff-change.ts): both
// days locked in date order, the seat holders re-read inside the transaction
// without the booking itself, the time re-checked with the booking's own
// occasion and area, the tables taken from that check. The reference stays;
// the updated confirmation (same calendar UID, higher SEQUENCE) and the audit
// entry are written in the same transaction. A lost race is product.md §8 status 9.
import type { BookingExtra, managedBookingSchema } from '../../contract/booking.ts';
import { bookingIcs } from '../../contract/booking-calendar.ts';
import {
  partyRefusal,
  partyVerdict,
  type ChangeBounds,
  type ChangeRequest,
  type ChangeTimes,
  type ManageDetails,
} from '../../contract/booking-change.ts';
import { BOOKING_CODES, bookingMessage } from '../../contract/booking-codes.ts';
import type { BookingSetup } from '../../contract/booking-setup.ts';
import { tableLabel } from '../../contract/diary-shapes.ts';
import { formatHhmm, londonDateOf, type IsoDate } from '../../contract/london-time.ts';
import { auditInsert, changedFields } from '../audit/audit-log.ts';
import { invalid, notFound, refused } from '../domain/domain-error.ts';
import { bookingByToken, depositOnCancel, hasStarted, INVALID_LINK, managedView, type CancelDeps } from './booking-cancel.ts';
import { takenDeposit } from '../payments/payment-store.ts';
import { writeTogether } from '../db/write-together.ts';
import { bookingChangedEffects } from './effects/changed.ts';
import type { BookingRow } from './booking-repository.ts';
import { assertBookingDate, bookingError, closedCode, loadOpenVenue, occasionOf, searchInput, type Venue } from './booking-venue.ts';
import { lastBookableDate } from './rules/booking-date.ts';
import type { ExistingBooking, Occasion } from './rules/model.ts';
import { coverBounds } from './rules/occasions.ts';
import { checkSlot, searchSlots } from './rules/slot-search.ts';
import type { z } from 'zod';

type ManagedBooking = z.infer<typeof managedBookingSchema>;

/** Changed (the booking as it now is), or the new time was just taken (product.md §4, §9: status 9). */
export type ChangeOutcome = { outcome: 'changed'; booking: ManagedBooking } | { outcome: 'slot-taken' };

export const CHANGE_FINISHED = 'This booking is cancelled, so it can no longer be changed.';
export const CHANGE_STARTED = 'This booking has already started, so it cannot be changed online. Please contact the restaurant.';
export const CHANGE_REQUEST = 'A booking request cannot be changed online. Please contact the restaurant.';
export const CHANGE_NOT_CONFIRMED = 'Only a confirmed booking can be changed online. Please contact the restaurant.';
export const CHANGED_BY_DINER = 'Changed by the diner';

/** Why this booking cannot be changed online, or null: only confirmed bookings that have not started (decision 026). */
export function changeRefusal(row: Pick<BookingRow, 'kind' | 'status' | 'date' | 'startsAt'>, now: Date): string | null {
  if (row.status === 'cancelled' || row.status === 'declined') return CHANGE_FINISHED;
  if (hasStarted(row, now)) return CHANGE_STARTED;
  if (row.kind !== 'booking' || row.status === 'requested') return CHANGE_REQUEST;
  return row.status === 'confirmed' ? null : CHANGE_NOT_CONFIRMED;
}

/**
 * Dates the window allows; the parties the booking modal offers for the occasion (product.md D14), with the
 * largest moved online (above it the occasion takes requests) and, without a card on file, the size from
 * which the card guarantee applies: those the page offers and explains rather than hides.
 */
function changeBounds(venue: Venue, occasion: Occasion, row: BookingRow, now: Date): ChangeBounds {
  const { config } = venue.setup;
  const covers = coverBounds(occasion, config);
  const group = config.groupEnquiryFromCovers;
  return {
    firstDate: londonDateOf(now),
    lastDate: lastBookableDate(now, config.windowDays),
    minGuests: covers.min,
    maxGuests: Math.max(covers.min, Math.min(covers.max, config.maxOnlineCovers, group - 1)),
    onlineUpTo: Math.min(covers.maxOnline, group - 1),
    cardFrom: config.cardGuaranteeFromCovers !== null && !row.paymentCustomerId ? config.cardGuaranteeFromCovers : null,
    groupFrom: group,
    occasionId: occasion.id,
  };
}

/** Per-guest extras follow the party; the rest stay as booked, at the price booked. */
function extrasFor(extras: readonly BookingExtra[], setup: BookingSetup, covers: number): BookingExtra[] {
  return extras.map((e) =>
    setup.upsells.find((u) => u.id === e.id)?.perCover ? { ...e, quantity: covers, totalPence: e.unitPence * covers } : e,
  );
}

/** What the audit log keeps of a diner's change: "time: 19:00 → 20:00". */
const auditView = (b: BookingRow) => ({
  date: b.date,
  time: formatHhmm(b.startsAt),
  adults: b.adults,
  children: b.children,
  tables: tableLabel(b.tableIds),
});

/** The SEQUENCE of the latest e-mail: 0 as placed, else the second of the last change (effects/diner-mail.ts sequenceAt). */
const sequenceOf = (row: BookingRow) =>
  row.updatedAt.getTime() > row.createdAt.getTime() ? Math.floor(row.updatedAt.getTime() / 1000) : 0;

export function createBookingChange(deps: CancelDeps) {
  const { db, repo, content, links, clock } = deps;

  async function changeable(token: string, now: Date) {
    const { row } = await bookingByToken(deps, token);
    const refusal = changeRefusal(row, now);
    if (refusal) throw refused(refusal);
    const venue = await loadOpenVenue(repo, content, row.storeId);
    const occasion = occasionOf(venue, row.occasionId);
    return { row, venue, occasion, bounds: changeBounds(venue, occasion, row, now) };
  }

  /** A size outside the modal's range is bad input (400); one the page explains (card, request) is refused (422). */
  function assertGuests(bounds: ChangeBounds, guests: number, field: string): void {
    const verdict = partyVerdict(bounds, guests);
    if (verdict === 'online') return;
    const message = partyRefusal(bounds, guests)!;
    if (verdict === 'outside') throw invalid(field, message);
    throw refused(message, { field, ...(verdict === 'card' ? { code: BOOKING_CODES.BOOKING_NEED_CREDIT_CARD } : {}) });
  }

  return {
    /** The manage page's booking: details, the calendar file and what it may change to. */
    async manageDetails(token: string): Promise<ManageDetails> {
      const { row, restaurant } = await bookingByToken(deps, token);
      const now = clock();
      const setup = await repo.setup(row.storeId);
      const occasion = setup?.occasions.find((o) => o.id === row.occasionId);
      const closed = setup ? closedCode(setup.config) : null;
      const refusal = changeRefusal(row, now) ?? (closed ? closed.message : null);
      const live = row.status === 'confirmed' || row.status === 'requested' || row.status === 'held';
      const link = links.manageUrl(row.id);
      const ics = live
        ? bookingIcs(
            {
              reference: row.reference,
              siteUrl: link,
              date: row.date,
              startsAt: row.startsAt,
              durationMinutes: row.durationMinutes,
              restaurant,
              covers: row.covers,
              occasionName: occasion?.name,
              manageUrl: link,
              state: row.status === 'requested' ? 'requested' : 'confirmed',
              sequence: sequenceOf(row),
            },
            now,
          )
        : null;
      return {
        ...managedView(row, restaurant.title, now),
        adults: row.adults,
        children: row.children,
        occasionName: occasion?.name ?? 'Table',
        areaName: setup?.areas.find((a) => a.id === row.areaId)?.name ?? null,
        menuName: setup?.menus.find((m) => m.id === row.menuId)?.name ?? null,
        specialRequest: row.specialRequest,
        place: { address: restaurant.address, phone: restaurant.phone, lat: restaurant.lat, lng: restaurant.lng },
        ics,
        depositOnCancel: live ? (depositOnCancel(row, await takenDeposit(deps.db, row.id), now, true)?.ahead ?? null) : null,
        changeRefusal: refusal,
        change: refusal || !setup || !occasion ? null : changeBounds({ storeId: row.storeId, setup, restaurant }, occasion, row, now),
      };
    },

    /** The times the booking could move to on `date` for `guests`, its own seats left out. */
    async changeTimes(token: string, q: { date: IsoDate; guests: number }): Promise<ChangeTimes> {
      const now = clock();
      const { row, venue, occasion, bounds } = await changeable(token, now);
      assertBookingDate(venue, q.date, now, 'date');
      assertGuests(bounds, q.guests, 'guests');
      const bookings = (await repo.seatHolders(row.storeId, q.date)).filter((b) => b.id !== row.id);
      const result = searchSlots(searchInput(venue, { date: q.date, now, covers: q.guests, occasion, areaId: row.areaId, bookings }));
      const times = result.times.filter((t) => !t.canEnquire).map((t) => t.time);
      const code = result.code === BOOKING_CODES.OK ? BOOKING_CODES.BOOKING_NO_FREE_SLOT : result.code;
      return { ...q, times, message: times.length ? '' : bookingMessage(code, { serverMessage: result.message ?? '' }) };
    },

    async change(token: string, req: Omit<ChangeRequest, 'token'>): Promise<ChangeOutcome> {
      const now = clock();
      const { row, venue, occasion, bounds } = await changeable(token, now);
      const date = req.bookingDate;
      assertBookingDate(venue, date, now, 'bookingDate');
      const covers = req.adults + req.children;
      assertGuests(bounds, covers, 'adults');
      const check = (bookings: readonly ExistingBooking[]) =>
        checkSlot(searchInput(venue, { date, now, covers, occasion, areaId: row.areaId, bookings }), req.time);
      // Judged on an empty restaurant first: a time never offered is refused (code 4), not a lost race.
      const empty = check([]);
      if (empty.status !== 'bookable' || empty.startsAt === null) {
        throw bookingError(empty.code === BOOKING_CODES.OK ? BOOKING_CODES.BOOKING_NO_FREE_SLOT : empty.code);
      }
      const same = date === row.date && empty.startsAt === row.startsAt && req.adults === row.adults && req.children === row.children;
      if (same) return { outcome: 'changed', booking: managedView(row, venue.restaurant.title, now) };
      const extras = extrasFor(row.extras, venue.setup, covers);

      const notify = (await deps.settings.read(row.storeId)).noticeEveryBooking;
      const changed = await db.transaction(async (tx) => {
        for (const day of [...new Set([row.date, date])].sort()) await repo.lockDay(tx, row.storeId, day);
        const current = await repo.byId(row.id, tx, { forUpdate: true });
        if (!current) throw notFound(INVALID_LINK);
        const refusal = changeRefusal(current, now);
        if (refusal) throw refused(refusal);
        const others = (await repo.lockedSeatHolders(tx, row.storeId, date)).filter((b) => b.id !== current.id);
        const verdict = check(others);
        if (verdict.status !== 'bookable' || !verdict.seating || verdict.startsAt === null) return null;
        const next = await repo.update(tx, current.id, {
          date,
          startsAt: verdict.startsAt,
          durationMinutes: verdict.durationMinutes ?? current.durationMinutes,
          adults: req.adults,
          children: req.children,
          covers,
          tableIds: verdict.seating.tableIds,
          extras,
          updatedAt: now,
        });
        // The old day's diary changes too (repo.update moved the new day's version on).
        if (next.date !== current.date) await repo.bumpDay(tx, current.storeId, current.date);
        const effects = { before: current, after: next, venue, by: 'diner' as const, notify };
        await writeTogether(tx, [
          // Decision 068: the updated confirmation, the restaurant's notice and the reminder re-armed, as every door's.
          ...bookingChangedEffects(tx, effects, { links, publicUrl: deps.publicUrl }, now),
          auditInsert(tx, {
            actor: { staffId: null, name: 'Diner' },
            at: now,
            storeId: current.storeId,
            entity: 'booking',
            entityId: current.id,
            action: 'change',
            ...changedFields(auditView(current), auditView(next)),
            reason: CHANGED_BY_DINER,
          }),
        ]);
        return next;
      });
      repo.invalidateDay(row.storeId, row.date);
      repo.invalidateDay(row.storeId, date);
      if (!changed) return { outcome: 'slot-taken' };
      await deps.freed?.(row.storeId, row.date); // decision 050: the old time's seats go to the waitlist
      return { outcome: 'changed', booking: managedView(changed, venue.restaurant.title, now) };
    },
  };
}
