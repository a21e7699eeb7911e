// Offering freed tables to the waitlist (decision 050 "Waitlist").
// When seats may have freed on a restaurant-day (a cancellation, a change, a
// staff action, a setup save, a lapsed hold), `offerFreedSeats` takes the
// day's lock — the one every create takes — and, in one transaction:
//   1. lapses the offers whose hold ran out: the held booking is cancelled
//      ('Waitlist hold expired'), the entry expired;
//   2. for the waiting online entries, oldest first, takes the first start in
//      the entry's range that checkSlot says is bookable on the day's seat
//      holders (rules/waitlist.ts), and writes a 'held' booking (source
//      'waitlist', hold_expires_at = now + waitlistHoldMinutes) with the
//      entry offered, the offer e-mail (and text) and the audit entries.
// The hold is a real booking: every create re-reads it under the same lock and
// the engine offers those seats to nobody else. The `waitlist.offer` job runs
// the same for every day with an open entry, so a crash or a missed trigger is
// caught up; two instances doing it at once queue on the lock, and the second
// finds the offers made.
import type { RestaurantSettingsStore } from './restaurant-settings.ts';
import { randomUUID } from 'node:crypto';
import { addDays, formatHhmm, londonDateOf, type IsoDate } from '../../contract/london-time.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import type { Runner } from '../db/runner.ts';
import { writeTogether, type PendingInsert } from '../db/write-together.ts';
import { isDomainError } from '../domain/domain-error.ts';
import { mailInsert } from '../mail/outbox.ts';
import { ukMobileE164 } from '../sms/phone-number.ts';
import { smsInsert } from '../sms/sms-outbox.ts';
import { shortLinker } from '../sms/short-links.ts';
import { newReference } from './booking-create.ts';
import type { BookingLinks } from './booking-links.ts';
import type { BookingRepository, NewBookingRow } from './booking-repository.ts';
import { loadVenue, searchInput, type Venue } from './booking-venue.ts';
import { checkSlot } from './rules/slot-search.ts';
import { chooseOffers, holdUntil, offerLapsed } from './rules/waitlist.ts';
import { offerMail, offerSms } from './waitlist-mail.ts';
import { entriesOn, entryUpdate, expirePastWaiting, hasOpenEntries, offeredOn, openDays, type WaitlistEntryRow } from './waitlist-store.ts';

export interface WaitlistDeps {
  db: Db;
  repo: BookingRepository;
  content: ContentService;
  links: BookingLinks;
  clock: () => Date;
  /** The site's own address: the texts' short links point at it. */
  publicUrl: string;
  /** The restaurant's console settings: whether it hears of every booking at once (product.md D8). */
  settings: RestaurantSettingsStore;
  /** Whether an SMS provider is configured: texts go only then, and only to diners who opted in. */
  smsReminders?: boolean | undefined;
}

export const HOLD_EXPIRED = 'Waitlist hold expired';
const MESA = { staffId: null, name: 'Mesa' } as const;

/** The text's number for this entry, when it may have one: SMS on, opted in, a UK mobile. */
export const textNumber = (deps: Pick<WaitlistDeps, 'smsReminders'>, e: Pick<WaitlistEntryRow, 'sms' | 'phone'>) =>
  deps.smsReminders && e.sms ? ukMobileE164(e.phone) : null;

/** A restaurant-day's offers, ready to run under its lock. */
export interface PreparedOffers {
  storeId: string;
  date: IsoDate;
  venue: Venue;
}

/** What one run on a restaurant-day did. */
export interface OfferRun {
  lapsed: number;
  offered: number;
}

/**
 * Lapses one offer (inside the day's lock): the entry expired, and its held booking, while still held, cancelled
 * ('Waitlist hold expired'), each audited; `actor` is who found it lapsed (Mesa's sweep, or the diner's late claim).
 */
export async function lapseOffer(
  repo: BookingRepository,
  tx: Runner,
  lapsed: { entryId: string; storeId: string; date: IsoDate; heldBookingId: string | null },
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const { entryId, storeId, date, heldBookingId } = lapsed;
  const writes: PendingInsert[] = [
    entryUpdate(tx, entryId, { status: 'expired', updatedAt: now }),
    auditInsert(tx, {
      actor,
      at: now,
      storeId,
      entity: 'waitlist',
      entityId: entryId,
      action: 'offer-lapsed',
      before: { status: 'offered' },
      after: { status: 'expired' },
    }),
  ];
  if (!heldBookingId) return writeTogether(tx, writes);
  await repo.updateWith(
    tx,
    { id: heldBookingId, storeId, date },
    { status: 'cancelled', statusReason: HOLD_EXPIRED, cancelledAt: now, cancelledBy: 'mesa', updatedAt: now },
    [
      ...writes,
      auditInsert(tx, {
        actor: MESA,
        at: now,
        storeId,
        entity: 'booking',
        entityId: heldBookingId,
        action: 'cancel',
        before: { status: 'held' },
        after: { status: 'cancelled' },
        reason: HOLD_EXPIRED,
      }),
    ],
  );
}

/** Lapses the day's offers whose hold ran out (inside the day's lock): how many. */
async function lapseOffers(deps: WaitlistDeps, tx: Runner, storeId: string, date: IsoDate, now: Date): Promise<number> {
  let lapsed = 0;
  for (const o of await offeredOn(tx, storeId, date)) {
    if (!offerLapsed({ bookingStatus: o.bookingStatus, holdExpiresAt: o.holdExpiresAt }, now)) continue;
    const heldBookingId = o.bookingStatus === 'held' ? o.entry.bookingId : null;
    await lapseOffer(deps.repo, tx, { entryId: o.entry.id, storeId, date, heldBookingId }, MESA, now);
    lapsed++;
  }
  return lapsed;
}

/** The held booking offered to `entry`. */
function heldRow(
  venue: Venue,
  entry: WaitlistEntryRow,
  seat: { startsAt: number; durationMinutes: number; tableIds: string[] },
  now: Date,
  heldUntil: Date,
): NewBookingRow {
  return {
    id: randomUUID(),
    reference: newReference(),
    storeId: venue.storeId,
    date: entry.date,
    startsAt: seat.startsAt,
    durationMinutes: seat.durationMinutes,
    adults: entry.adults,
    children: entry.children,
    covers: entry.covers,
    tableIds: seat.tableIds,
    kind: 'booking',
    status: 'held',
    source: 'waitlist',
    occasionId: entry.occasionId ?? '',
    menuId: null,
    areaId: null,
    firstName: entry.firstName,
    lastName: entry.lastName,
    email: entry.email ?? '',
    phone: entry.phone,
    sms: entry.sms,
    promotions: false,
    extras: [],
    holdExpiresAt: heldUntil,
    createdAt: now,
    updatedAt: now,
  };
}

export function createWaitlistOffers(deps: WaitlistDeps) {
  const { db, repo, content, links, clock } = deps;

  /**
   * What an offer on the restaurant-day needs from outside the transaction (product.md D2: no content reads inside
   * one): the venue, or null when nobody is waiting or offered there.
   */
  async function prepareOffers(storeId: string, date: IsoDate): Promise<PreparedOffers | null> {
    if (!(await hasOpenEntries(db, storeId, date))) return null;
    try {
      return { storeId, date, venue: await loadVenue(repo, content, storeId) };
    } catch (err) {
      if (isDomainError(err)) return null; // a restaurant gone from the content: nothing to offer
      throw err;
    }
  }

  /** Lapses lapsed offers and offers what is free on the restaurant-day to its waiting diners, under the day lock. */
  async function offerFreedSeats(storeId: string, date: IsoDate): Promise<OfferRun> {
    const prepared = await prepareOffers(storeId, date);
    if (!prepared) return { lapsed: 0, offered: 0 };
    const run = await db.transaction(async (tx): Promise<OfferRun> => {
      await repo.lockDay(tx, storeId, date);
      return offerInLock(tx, prepared);
    });
    if (run.lapsed || run.offered) repo.invalidateDay(storeId, date);
    return run;
  }

  /**
   * The offers themselves, in a transaction that already holds the day's lock: a cancellation runs them in its
   * own transaction, so the seats it frees reach the waitlist before any create can take them (decision 050).
   */
  async function offerInLock(tx: Runner, { storeId, date, venue }: PreparedOffers): Promise<OfferRun> {
    const now = clock();
    const { config } = venue.setup;
    const heldUntil = holdUntil(now, config.waitlistHoldMinutes);
    const lapsed = await lapseOffers(deps, tx, storeId, date, now);
    const waiting = (await entriesOn(tx, storeId, date, ['waiting'])).filter((e) => e.source === 'online' && e.email);
    if (!waiting.length) return { lapsed, offered: 0 };
    const holders = await repo.lockedSeatHolders(tx, storeId, date);
    const offers = chooseOffers(waiting, holders, {
      interval: config.slotIntervalMinutes,
      heldUntil,
      tryStart: (entry, start, seen) => {
        const occasion = venue.setup.occasions.find((o) => o.id === entry.occasionId);
        if (!occasion) return null;
        const check = checkSlot(
          searchInput(venue, { date, now, covers: entry.covers, occasion, areaId: null, bookings: seen }),
          formatHhmm(start),
        );
        if (check.status !== 'bookable' || !check.seating || check.startsAt !== start) return null;
        return { startsAt: start, durationMinutes: check.durationMinutes ?? 0, tableIds: check.seating.tableIds };
      },
    });
    for (const offer of offers) {
      const { entry } = offer;
      const row = heldRow(venue, entry, offer, now, heldUntil);
      const mailed = { ...entry, email: entry.email ?? '' };
      const table = { reference: row.reference, startsAt: offer.startsAt, heldUntil };
      const to = textNumber(deps, entry);
      const linker = shortLinker(deps.publicUrl, now);
      const text = to ? offerSms(mailed, table, venue.restaurant.title, links, linker.shorten) : null;
      const writes: PendingInsert[] = [
        ...linker.inserts(tx),
        entryUpdate(tx, entry.id, { status: 'offered', bookingId: row.id, offeredAt: now, updatedAt: now }),
        mailInsert(tx, offerMail(mailed, table, venue.restaurant, links)),
        ...(to && text ? [smsInsert(tx, { kind: 'waitlist-offer', to, body: text })] : []),
        auditInsert(tx, {
          actor: MESA,
          at: now,
          storeId,
          entity: 'booking',
          entityId: row.id,
          action: 'created',
          after: {
            status: 'held',
            date,
            time: formatHhmm(offer.startsAt),
            covers: entry.covers,
            source: 'waitlist',
            heldUntil: heldUntil.toISOString(),
          },
        }),
        auditInsert(tx, {
          actor: MESA,
          at: now,
          storeId,
          entity: 'waitlist',
          entityId: entry.id,
          action: 'offer',
          before: { status: 'waiting' },
          after: { status: 'offered', booking: row.reference, time: formatHhmm(offer.startsAt) },
        }),
      ];
      await repo.insertWith(tx, row, writes);
    }
    return { lapsed, offered: offers.length };
  }

  return {
    offerFreedSeats,
    prepareOffers,
    offerInLock,

    /**
     * The `waitlist.offer` job: expires entries still waiting on days gone, then runs offerFreedSeats on every
     * restaurant-day from yesterday on with an entry in the queue. One day's failure does not stop the others.
     */
    async sweep(onError?: (err: unknown, day: { storeId: string; date: IsoDate }) => void): Promise<OfferRun> {
      const now = clock();
      const today = londonDateOf(now);
      await expirePastWaiting(db, addDays(today, -1), now);
      const total: OfferRun = { lapsed: 0, offered: 0 };
      for (const day of await openDays(db, addDays(today, -1))) {
        try {
          const run = await offerFreedSeats(day.storeId, day.date);
          total.lapsed += run.lapsed;
          total.offered += run.offered;
        } catch (err) {
          onError?.(err, day);
        }
      }
      return total;
    },
  };
}

export type WaitlistOffers = ReturnType<typeof createWaitlistOffers>;
