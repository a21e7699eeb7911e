// Placing bookings, enquiries and events (product.md §7 create, enquiry, events;
// product.md D5). Everything that needs the network or the content cache happens
// first; the transaction then only takes the per-restaurant-day lock, re-reads
// the day's bookings, re-checks the time, stores the table assignment, the
// confirmation mail and the idempotent outcome, and commits (product.md D2).
// Refusals are domain errors; the outcome is a value the API turns into a reply.
import type { YieldGuard } from './yield/yield-guard.ts';
import type { YieldService } from './yield/yield-service.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import type { BookingCreated, BookingRequest } from '../../contract/booking.ts';
import { priceExtras } from '../../contract/booking-extras.ts';
import { BOOKING_CODES } from '../../contract/booking-codes.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { invalid, isDomainError, refused } from '../domain/domain-error.ts';
import { writeTogether, type PendingInsert } from '../db/write-together.ts';
import type { Runner } from '../db/runner.ts';
import type { BookingLinks } from './booking-links.ts';
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
import { findOutcome, lockKey, outcomeInsert, requestHash, type DepositMarker, type StoredOutcome } from './idempotency.ts';
import type { Deposits, HeldDeposit } from './booking-deposit.ts';
import { paymentNeeded, DEPOSIT_HOLD_MS } from '../payments/rules/deposit-rules.ts';
import { pendingAttempt } from '../payments/payment-attempts.ts';
import { insertPayment } from '../payments/payment-store.ts';
import { bookingMadeEffects, type MadeRow } from './effects/made.ts';
import { formatMoney } from '../../contract/money.ts';
import type { PaymentsAdapter } from '../payments/payments.ts';
import { feeTermsOf } from '../../contract/fee-terms.ts';
import type { Currency } from '../../contract/money.ts';
import { callProvider } from '../payments/provider-call.ts';
import type { ExistingBooking } from './rules/model.ts';
import { instantOf } from '../../contract/london-time.ts';
import { checkSlot } from './rules/slot-search.ts';
import type { ReseatPolicy } from './rules/reseat-day.ts';
import type { Move } from './rules/reseat-search.ts';
import { offeredUpsells } from './rules/upsells.ts';
import { auditInsert } from '../audit/audit-log.ts';
import { tableLabel } from '../../contract/diary-shapes.ts';
import type { RestaurantSettingsStore } from './restaurant-settings.ts';
import type { BookingCounters } from '../metrics/metrics.ts';

export type PlaceKind = 'booking' | 'event' | 'enquiry';

/** What placing a request came to: placed, or the last seats were just taken (product.md §4, §9: booking status 9). */
export type PlaceOutcome = { outcome: 'placed'; booking: BookingCreated } | { outcome: 'slot-taken' };

export interface WriteDeps {
  db: Db;
  repo: BookingRepository;
  content: ContentService;
  payments: PaymentsAdapter;
  currency: Currency;
  links: BookingLinks;
  clock: () => Date;
  settings: RestaurantSettingsStore;
  publicUrl: string;
  /** Decision 075: the yield rule's guard under the day lock, and the record of the booked time. */
  yieldRule: Pick<YieldService, 'guard' | 'record'>;
  /** Decision 046: told how each request ended (placed, refused with a product.md §8 code, seats just taken), for /metrics. */
  counters?: BookingCounters | undefined;
  /** Decision 049: charges a held booking's deposit and records it (booking-deposit.ts). */
  deposits: Pick<Deposits, 'charge' | 'replay'>;
  /** Decision 082: what an event request also writes, in the statement that writes its booking. */
  eventRequestWrites?: EventRequestWrites | undefined;
}

/**
 * Decision 082: an event request diners send is also a lead of its restaurant. The booking engine does not know
 * leads (server/events builds on it, not the reverse): the composition root hands it the lead's writes.
 */
export type EventRequestWrites = (tx: Runner, request: { bookingId: string; storeId: string; at: Date }) => PendingInsert[];

/** product.md §4, §9: the loser of a race for the last seats. */
export const SLOT_TAKEN: PlaceOutcome = { outcome: 'slot-taken' };

// Crockford base 32: no I, L, O or U to misread on a phone call.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newReference(): string {
  const code = [...randomBytes(8)].map((b) => ALPHABET[b & 31]).join('');
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The diner's picked extras, priced; invalid input or a refusal naming the one that cannot be had. */
function pickedExtras(venue: Venue, occasionId: string, startsAt: Date, now: Date, ids: readonly string[], covers: number) {
  if (ids.length === 0) return [];
  const verdict = priceExtras(offeredUpsells(venue.setup.upsells, occasionId, startsAt, now), ids, covers);
  if (!verdict.ok) throw verdict.problem === 'not-offered' ? invalid(verdict.field, verdict.message) : refused(verdict.message);
  return verdict.extras;
}

function replayed(stored: StoredOutcome, hash: string): PlaceOutcome | DepositMarker {
  if (stored.requestHash !== hash) throw refused('This Idempotency-Key was already used for a different request');
  return stored.outcome;
}

export function createBookingPlacement(deps: WriteDeps) {
  const place = createUncountedPlacement(deps);
  const { counters } = deps;
  if (!counters) return place;
  return async function countedPlace(...args: Parameters<typeof place>): Promise<PlaceOutcome> {
    try {
      return await place(...args);
    } catch (err) {
      // Refusals with a product.md §8 code; bad input (no code) is the HTTP metrics' 400s.
      if (isDomainError(err) && err.code !== undefined) counters.refused(args[0], err.code);
      throw err;
    }
  };
}

function createUncountedPlacement({
  db,
  repo,
  content,
  payments,
  currency,
  links,
  clock,
  settings,
  publicUrl,
  counters,
  deposits,
  eventRequestWrites,
  yieldRule,
}: WriteDeps) {
  /** A stored outcome; a deposit booking's marker is what its one charge came to (decision 049), never a new charge. */
  const replay = async (stored: StoredOutcome, hash: string): Promise<PlaceOutcome> => {
    const outcome = replayed(stored, hash);
    return outcome.outcome === 'deposit' ? deposits.replay(outcome) : outcome;
  };

  async function assertCard(customerId: string | undefined): Promise<void> {
    // product.md D6: no provider, no card, or a card the provider does not hold → product.md §8 code 5.
    if (!payments.available || !customerId || !(await callProvider(() => payments.hasPaymentMethod(customerId)))) {
      throw bookingError(BOOKING_CODES.BOOKING_NEED_CREDIT_CARD);
    }
  }

  return async function place(
    kind: PlaceKind,
    storeId: string,
    req: BookingRequest,
    idempotencyKey?: string,
    /** The browser's sessionId (product.md §7), for decision 075's record of what diners ask for. */
    sessionId?: string,
  ): Promise<PlaceOutcome> {
    const scope = `${kind}:${storeId}`;
    const hash = idempotencyKey ? requestHash({ scope, req }) : '';
    if (idempotencyKey) {
      const stored = await findOutcome(db, idempotencyKey);
      if (stored) return await replay(stored, hash);
    }
    const now = clock();
    const venue = await loadOpenVenue(repo, content, storeId);
    const occasion = occasionOf(venue, req.occasionId);
    const date = req.bookingDate;
    assertBookingDate(venue, date, now, 'bookingDate');
    assertMenus(venue, occasion, req.menuId ? [req.menuId] : []);
    const areaId = assertArea(venue, req.areaId);
    const covers = req.adults + req.children;
    const check = (bookings: readonly ExistingBooking[], reseat?: ReseatPolicy, yieldGuard?: YieldGuard | null) =>
      checkSlot(searchInput(venue, { date, now, covers, occasion, areaId, bookings, reseat, yieldGuard }), req.time);

    // Judged on an empty restaurant first: a time that is never offered is refused (code 4), not a lost race.
    const empty = check([]);
    if (empty.status === 'unavailable' || (kind === 'booking' && empty.status !== 'bookable') || empty.startsAt === null) {
      throw bookingError(empty.code === BOOKING_CODES.OK ? BOOKING_CODES.BOOKING_NO_FREE_SLOT : empty.code);
    }
    // Decision 049: a deposit rule's booking pays its deposit with the booking; it needs a card too,
    // and no separate guarantee.
    // Decision 049: a deposit, or a card guarantee, as the setup's rules and card-guarantee size ask of this request.
    const needs = kind === 'booking' ? paymentNeeded(venue.setup.config, { occasionId: occasion.id, date, covers }) : null;
    const deposit = needs?.deposit ?? null;
    const guaranteed = needs?.card ?? false;
    if (guaranteed) await assertCard(req.braintreeCustomerId);
    const extras = pickedExtras(venue, occasion.id, instantOf(date, empty.startsAt), now, req.upsellIds, covers);

    const c = req.customer;
    const row: MadeRow = {
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
      // A deposit booking is held (its seats kept) until its deposit is taken, then confirmed (decision 049).
      status: deposit ? 'held' : kind === 'booking' ? 'confirmed' : 'requested',
      holdExpiresAt: deposit ? new Date(now.getTime() + DEPOSIT_HOLD_MS) : null,
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
      // Decision 040: the fees the diner was shown before giving the card, kept with the booking they guarantee.
      feeTerms: guaranteed ? feeTermsOf(venue.setup.config, currency, deposit?.perCoverPence ?? null) : null,
      extras,
    };
    // product.md D8: requests always reach the restaurant at once; bookings when its settings ask for them.
    const restaurantSettings = await settings.read(storeId);
    const notice = kind !== 'booking' || restaurantSettings.noticeEveryBooking;
    // Decision 074: under the day lock, a booking that finds no free table may re-seat unpinned bookings.
    const reseat: ReseatPolicy = { pinWithinMinutes: restaurantSettings.pinWithinMinutes };
    // Decision 075: the yield rule judges a diner's booking as it judged the times offered to them.
    const yieldGuard = kind === 'booking' ? await yieldRule.guard(storeId, venue.setup, date, now) : null;
    const booking: BookingCreated = {
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
    const placed: PlaceOutcome = { outcome: 'placed', booking };
    // Decision 049: the deposit's first attempt, claimed with the held booking (its order id is the gateway's key).
    const held: HeldDeposit | null = deposit
      ? {
          customerId: req.braintreeCustomerId!,
          booking,
          payment: pendingAttempt(
            { bookingId: row.id, storeId, kind: 'deposit', attempt: 1, amountPence: deposit.amountPence, currency },
            null,
            now,
          ),
        }
      : null;
    const marker: DepositMarker | null = held ? { outcome: 'deposit', bookingId: row.id, booking } : null;

    /** The booking's 'created' audit entry, as it stands once the seats are taken (`extra`: a held deposit's amount). */
    const createdAudit = (tx: Runner, extra: Record<string, string> = {}) =>
      auditInsert(tx, {
        actor: { staffId: null, name: 'Diner' },
        at: now,
        storeId,
        entity: 'booking',
        entityId: row.id,
        action: 'created',
        after: { status: row.status, date, time: req.time, covers, tables: tableLabel(row.tableIds), ...extra },
      });

    /** Decision 074: each booking the engine re-seated, with the engine as the actor ("moved from R4 to R7"). */
    const movedAudit = (tx: Runner, move: Move) =>
      auditInsert(tx, {
        actor: { staffId: null, name: 'Mesa' },
        at: now,
        storeId,
        entity: 'booking',
        entityId: move.bookingId,
        action: 'move',
        before: { tables: tableLabel(move.fromTableIds) },
        after: { tables: tableLabel(move.toTableIds) },
        reason: `Re-seated to seat booking ${row.reference}: moved from ${tableLabel(move.fromTableIds)} to ${tableLabel(move.toTableIds)}`,
      });

    const outcome = await db.transaction(async (tx): Promise<PlaceOutcome | DepositMarker | StoredOutcome> => {
      if (idempotencyKey) {
        await lockKey(tx, idempotencyKey); // a retry racing its first attempt waits here, then replays it
        const stored = await findOutcome(tx, idempotencyKey);
        if (stored) return stored; // replayed after the commit (a deposit's outcome is read outside this transaction)
      }
      let result: PlaceOutcome = placed;
      let moves: Move[] = [];
      if (kind === 'booking') {
        await repo.lockDay(tx, storeId, date);
        const verdict = check(await repo.lockedSeatHolders(tx, storeId, date), reseat, yieldGuard);
        if (verdict.status === 'bookable' && verdict.seating) {
          row.tableIds = verdict.seating.tableIds;
          moves = verdict.moves;
        } else result = SLOT_TAKEN;
      }
      // One statement for every write (server/db/write-together.ts): the booking, its diary counter, the mails,
      // the audit entry and the stored outcome, or only the outcome when the seats were just taken.
      const writes: PendingInsert[] = [];
      if (result === placed && moves.length) writes.push(...repo.movedWrites(tx, moves, now), ...moves.map((m) => movedAudit(tx, m)));
      if (result === placed && held && marker) {
        // Decision 049, first transaction: the held booking, its pending deposit and the key's marker, and no
        // mail: only a taken deposit confirms it (booking-deposit.ts).
        writes.push(
          ...repo.heldInsertWrites(tx, row),
          insertPayment(tx, held.payment),
          createdAudit(tx, { deposit: formatMoney(held.payment.amountPence, currency) }),
        );
        if (idempotencyKey) writes.push(outcomeInsert(tx, idempotencyKey, { scope, requestHash: hash, outcome: marker }));
        await writeTogether(tx, writes);
        return marker;
      }
      if (result === placed) {
        const made = { row, before: null, venue, notice: kind, notify: notice, consentSource: 'booking' };
        writes.push(...repo.insertWrites(tx, row), ...bookingMadeEffects(tx, made, { links, publicUrl }, now), createdAudit(tx));
        if (kind === 'event' && eventRequestWrites) writes.push(...eventRequestWrites(tx, { bookingId: row.id, storeId, at: now }));
      }
      if (idempotencyKey) writes.push(outcomeInsert(tx, idempotencyKey, { scope, requestHash: hash, outcome: result }));
      await writeTogether(tx, writes);
      return result;
    });
    if ('requestHash' in outcome) return replay(outcome, hash);
    if (outcome === marker && held) {
      repo.invalidateDay(storeId, date); // the held seats are taken at once
      const charged = await deposits.charge(held); // throws the diner's refusal, or that the charge is being checked
      counters?.placed(kind);
      return charged;
    }
    if (outcome.outcome === 'deposit') return deposits.replay(outcome);
    // Only this request's own outcome is counted: a replayed Idempotency-Key was counted the first time.
    if (outcome === placed) {
      repo.invalidateDay(storeId, date);
      counters?.placed(kind);
      if (kind === 'booking' && sessionId)
        yieldRule.record({ storeId, date, covers, sessionId, bookedStart: row.startsAt, fullStarts: [] }, now);
    } else if (outcome === SLOT_TAKEN) counters?.slotTaken(kind);
    return outcome;
  };
}
