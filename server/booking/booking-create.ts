// Placing bookings, enquiries and events (SPEC §7 create, enquiry, events;
// DESIGN §5). Everything that needs the network or the content cache happens
// first; the transaction then only takes the per-restaurant-day lock, re-reads
// the day's bookings, re-checks the time, stores the table assignment, the
// confirmation mail and the idempotent reply, and commits (DESIGN §2).
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BookingCreated, BookingRequest } from '../../contract/booking.ts';
import { priceExtras } from '../../contract/booking-extras.ts';
import { BOOKING_CODES, BOOKING_STATUS_SLOT_TAKEN, SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/api-errors.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { BookingLinks } from './booking-links.ts';
import { bookingMail } from './booking-mail.ts';
import type { BookingRepository, NewBookingRow, Runner } from './booking-repository.ts';
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
import { findReply, lockKey, requestHash, saveReply, type StoredReply } from './idempotency.ts';
import type { PaymentsAdapter } from './payments/payments.ts';
import { callProvider } from './payments/provider-call.ts';
import type { ExistingBooking } from './rules/model.ts';
import { cardGuaranteeRequired } from './rules/occasions.ts';
import { instantOf } from '../../contract/london-time.ts';
import { checkSlot } from './rules/slot-search.ts';
import { offeredUpsells } from './rules/upsells.ts';

export type PlaceKind = 'booking' | 'event' | 'enquiry';
export interface Reply {
  statusCode: number;
  body: unknown;
}

export interface WriteDeps {
  db: Db;
  repo: BookingRepository;
  content: ContentService;
  payments: PaymentsAdapter;
  links: BookingLinks;
  clock: () => Date;
}

/** SPEC §4, §9: the loser of a race for the last seats gets booking status 9. */
export const SLOT_TAKEN_REPLY: Reply = {
  statusCode: 409,
  body: {
    success: false,
    code: BOOKING_STATUS_SLOT_TAKEN,
    message: SLOT_TAKEN_MESSAGE,
    data: { bookingReference: null, bookingStatus: BOOKING_STATUS_SLOT_TAKEN },
  },
};

// Crockford base 32: no I, L, O or U to misread on a phone call.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newReference(): string {
  const code = [...randomBytes(8)].map((b) => ALPHABET[b & 31]).join('');
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** One lock per restaurant and London date (DESIGN §5); works on PGlite and PostgreSQL. */
export async function lockRestaurantDay(tx: Runner, storeId: string, date: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${storeId}|${date}`}))`);
}

/** The diner's picked extras, priced; a 400 or 422 naming the one that cannot be had. */
function pickedExtras(venue: Venue, occasionId: string, startsAt: Date, now: Date, ids: readonly string[], covers: number) {
  if (ids.length === 0) return [];
  const verdict = priceExtras(offeredUpsells(venue.setup.upsells, occasionId, startsAt, now), ids, covers);
  if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
  return verdict.extras;
}

function replay(stored: StoredReply, hash: string): Reply {
  if (stored.requestHash !== hash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
  return { statusCode: stored.statusCode, body: stored.reply };
}

export function createBookingPlacement({ db, repo, content, payments, links, clock }: WriteDeps) {
  async function assertCard(customerId: string | undefined): Promise<void> {
    // DESIGN §6: no provider, no card, or a card the provider does not hold → SPEC §8 code 5.
    if (!payments.available || !customerId || !(await callProvider(() => payments.hasPaymentMethod(customerId)))) {
      throw bookingError(422, BOOKING_CODES.BOOKING_NEED_CREDIT_CARD);
    }
  }

  return async function place(kind: PlaceKind, storeId: string, req: BookingRequest, idempotencyKey?: string): Promise<Reply> {
    const scope = `${kind}:${storeId}`;
    const hash = idempotencyKey ? requestHash({ scope, req }) : '';
    if (idempotencyKey) {
      const stored = await findReply(db, idempotencyKey);
      if (stored) return replay(stored, hash);
    }
    const now = clock();
    const venue = await loadOpenVenue(repo, content, storeId);
    const occasion = occasionOf(venue, req.occasionId);
    const date = req.bookingDate;
    assertBookingDate(venue, date, now, 'bookingDate');
    assertMenus(venue, occasion, req.menuId ? [req.menuId] : []);
    const areaId = assertArea(venue, req.areaId);
    const covers = req.adults + req.children;
    const check = (bookings: readonly ExistingBooking[]) =>
      checkSlot(searchInput(venue, { date, now, covers, occasion, areaId, bookings }), req.time);

    // Judged on an empty restaurant first: a time that is never offered is a 422 (code 4), not a lost race.
    const empty = check([]);
    if (empty.status === 'unavailable' || (kind === 'booking' && empty.status !== 'bookable') || empty.startsAt === null) {
      throw bookingError(422, empty.code === BOOKING_CODES.OK ? BOOKING_CODES.BOOKING_NO_FREE_SLOT : empty.code);
    }
    if (kind === 'booking' && cardGuaranteeRequired(venue.setup.config, covers)) await assertCard(req.braintreeCustomerId);
    const extras = pickedExtras(venue, occasion.id, instantOf(date, empty.startsAt), now, req.upsellIds, covers);

    const c = req.customer;
    const row: NewBookingRow = {
      id: randomUUID(),
      reference: newReference(),
      storeId,
      date,
      startsAt: empty.startsAt,
      durationMinutes: empty.durationMinutes ?? 0,
      adults: req.adults,
      children: req.children,
      covers,
      tableIds: [],
      kind,
      status: kind === 'booking' ? 'confirmed' : 'requested',
      occasionId: occasion.id,
      menuId: req.menuId ?? null,
      areaId,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phoneNumber ?? null,
      specialRequest: c.specialRequest || null,
      promotions: c.shouldReceivePromotions,
      sms: c.shouldReceiveSms,
      paymentCustomerId: req.braintreeCustomerId ?? null,
      extras,
    };
    const mail = bookingMail(
      { ...row, occasionName: occasion.name, startsAt: empty.startsAt, durationMinutes: row.durationMinutes, extras },
      venue.restaurant,
      links,
      now,
    );
    const data: BookingCreated = {
      bookingReference: row.reference,
      bookingStatus: BOOKING_CODES.OK,
      bookingType: kind,
      status: kind === 'booking' ? 'confirmed' : 'requested',
      date,
      time: req.time,
      covers,
      extras,
      managePath: links.managePath(row.id),
    };
    const created: Reply = { statusCode: 200, body: { success: true, data } };

    const reply = await db.transaction(async (tx): Promise<Reply> => {
      if (idempotencyKey) {
        await lockKey(tx, idempotencyKey); // a retry racing its first attempt waits here, then replays it
        const stored = await findReply(tx, idempotencyKey);
        if (stored) return replay(stored, hash);
      }
      let result = created;
      if (kind === 'booking') {
        await lockRestaurantDay(tx, storeId, date);
        const verdict = check(await repo.lockedSeatHolders(tx, storeId, date));
        if (verdict.status === 'bookable' && verdict.seating) row.tableIds = verdict.seating.tableIds;
        else result = SLOT_TAKEN_REPLY;
      }
      if (result === created) {
        await repo.insert(tx, row);
        await enqueueMail(tx, mail);
      }
      if (idempotencyKey) {
        await saveReply(tx, idempotencyKey, { scope, requestHash: hash, statusCode: result.statusCode, reply: result.body });
      }
      return result;
    });
    if (reply === created) repo.invalidateDay(storeId, date);
    return reply;
  };
}
