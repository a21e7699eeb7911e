// The diner's side of the waitlist (decision 050 "Waitlist"): the
// times a party may ask for on a day, joining online (with an e-mail carrying
// a signed link to leave), and the signed link's page: what is offered, the
// claim and leaving. Opening a link changes nothing; only its POST acts, under
// the restaurant-day's lock. A claim of a held table that has not lapsed
// confirms that booking as a normal one — confirmation mail with its manage
// link, reminder armed, audit — and the entry is booked; a lapsed one is
// expired and the table passes to the next diner.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WaitlistJoin, WaitlistJoined, WaitlistOfferView, WaitlistTimes } from '../../contract/waitlist.ts';
import { formatHhmm, formatLongDate, londonMinutesOf, type IsoDate } from '../../contract/london-time.ts';
import { auditInsert } from '../audit/audit-log.ts';
import { waitlistEntries } from '../db/schema.ts';
import { writeTogether, type PendingInsert } from '../db/write-together.ts';
import { invalid, notFound, refused } from '../domain/domain-error.ts';
import { mailInsert } from '../mail/outbox.ts';
import { closedCode, loadVenue, searchInput } from './booking-venue.ts';
import { bookingMadeEffects } from './effects/made.ts';
import { checkBookingDate } from './rules/booking-date.ts';
import { searchSlots } from './rules/slot-search.ts';
import { waitlistRange } from './rules/waitlist.ts';
import { joinedMail } from './waitlist-mail.ts';
import { lapseOffer, type OfferRun, type WaitlistDeps } from './waitlist-offer.ts';
import { entryById, entryInsert, entryUpdate, OPEN_STATUSES, type WaitlistEntryRow } from './waitlist-store.ts';

export const WAITLIST_CLOSED = 'This restaurant is not taking waitlist requests online for that day.';
export const ALREADY_WAITING = 'You are already on the waitlist for that day. We will e-mail you if a table frees up.';
export const INVALID_WAITLIST_LINK = 'This waitlist link is not valid. Please use the link in your e-mail.';
export const LEFT_WAITLIST = 'Left the waitlist';
const DINER = { staffId: null, name: 'Diner' } as const;

export type ClaimOutcome = 'booked' | 'expired' | 'gone';

export interface DinerDeps extends WaitlistDeps {
  /** Runs after a write that may have freed seats (a lapsed hold found by a claim, a diner leaving an offer). */
  offerFreedSeats: (storeId: string, date: IsoDate) => Promise<OfferRun>;
}

const timesOf = (e: Pick<WaitlistEntryRow, 'fromMinutes' | 'toMinutes'>) => ({
  from: formatHhmm(e.fromMinutes),
  to: formatHhmm(e.toMinutes),
});

export function createWaitlistDiner(deps: DinerDeps) {
  const { db, repo, content, links, clock } = deps;

  /** The entry a signed link names, or not found. */
  async function byToken(token: string): Promise<WaitlistEntryRow> {
    const id = links.verifyWaitlist(token);
    const entry = id ? await entryById(db, id) : null;
    if (!entry) throw notFound(INVALID_WAITLIST_LINK);
    return entry;
  }

  /** May the party join the list online that day, and for which times: the day's booking times on an empty restaurant. */
  async function times(
    storeId: string,
    q: { date: IsoDate; occasionId: string; adults: number; children: number },
  ): Promise<WaitlistTimes> {
    const venue = await loadVenue(repo, content, storeId);
    const { config } = venue.setup;
    const now = clock();
    const closed = { open: false, times: [] };
    if (!config.waitlistOnline || closedCode(config) || !checkBookingDate(q.date, now, config.windowDays).ok) return closed;
    const occasion = venue.setup.occasions.find((o) => o.id === q.occasionId);
    if (!occasion) return closed;
    const covers = q.adults + q.children;
    const found = searchSlots(searchInput(venue, { date: q.date, now, covers, occasion, areaId: null, bookings: [] }));
    const bookable = found.times.filter((t) => !t.canEnquire).map((t) => t.time);
    return { open: bookable.length > 0, times: bookable };
  }

  /** After a write that freed seats: the next diner's offer, best effort (the job catches up on a failure). */
  async function passOn(storeId: string, date: IsoDate) {
    try {
      await deps.offerFreedSeats(storeId, date);
    } catch {
      // The `waitlist.offer` job runs it again within the minute.
    }
  }

  return {
    times,

    /** Joins the list online: a waiting entry, its e-mail (with the link to leave) and its audit entry. */
    async join(storeId: string, input: WaitlistJoin): Promise<WaitlistJoined> {
      const open = await times(storeId, input);
      if (!open.open) throw refused(WAITLIST_CLOSED);
      const range = waitlistRange(open.times, input.from, input.to);
      if (!range.ok) throw invalid(range.field, range.message);
      const venue = await loadVenue(repo, content, storeId);
      const now = clock();
      const email = input.email.trim();
      const [already] = await db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.storeId, storeId),
            eq(waitlistEntries.date, input.date),
            inArray(waitlistEntries.status, [...OPEN_STATUSES]),
            sql`lower(${waitlistEntries.email}) = ${email.toLowerCase()}`,
          ),
        )
        .limit(1);
      if (already) throw refused(ALREADY_WAITING);
      const covers = input.adults + input.children;
      const entry = {
        id: randomUUID(),
        storeId,
        date: input.date,
        fromMinutes: range.fromMinutes,
        toMinutes: range.toMinutes,
        adults: input.adults,
        children: input.children,
        covers,
        occasionId: input.occasionId,
        source: 'online' as const,
        status: 'waiting' as const,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone: input.phoneNumber ?? null,
        sms: input.shouldReceiveSms,
        createdAt: now,
        updatedAt: now,
      };
      await db.transaction((tx) =>
        writeTogether(tx, [
          entryInsert(tx, entry),
          mailInsert(tx, joinedMail(entry, venue.restaurant, links)),
          auditInsert(tx, {
            actor: DINER,
            at: now,
            storeId,
            entity: 'waitlist',
            entityId: entry.id,
            action: 'joined',
            after: { status: 'waiting', date: input.date, times: `${input.from}–${input.to}`, covers, source: 'online' },
          }),
        ]),
      );
      // A table may be free already (the diner saw the day as it was a moment ago): offer it at once.
      await passOn(storeId, input.date);
      return { restaurant: venue.restaurant.title, date: input.date, from: input.from, to: input.to, covers, email };
    },

    /** What the signed link shows; changes nothing (a mail scanner following it is harmless). */
    async view(token: string): Promise<WaitlistOfferView> {
      const entry = await byToken(token);
      const restaurant = await content.restaurantByStoreId(entry.storeId);
      if (!restaurant) throw notFound(INVALID_WAITLIST_LINK);
      const held = entry.bookingId ? await repo.byId(entry.bookingId) : null;
      const now = clock();
      const offer =
        entry.status === 'offered' && held?.holdExpiresAt
          ? {
              time: formatHhmm(held.startsAt),
              heldUntil: formatHhmm(londonMinutesOf(held.holdExpiresAt)),
              expired: held.status !== 'held' || held.holdExpiresAt.getTime() <= now.getTime(),
            }
          : null;
      return {
        restaurant: restaurant.title,
        status: entry.status,
        date: entry.date,
        ...timesOf(entry),
        covers: entry.covers,
        firstName: entry.firstName,
        offer,
        managePath: entry.status === 'booked' && entry.bookingId ? links.managePath(entry.bookingId) : null,
      };
    },

    /** The claim's POST: books the held table if its hold has not lapsed; a second press changes nothing. */
    async claim(token: string): Promise<{ outcome: ClaimOutcome; managePath: string | null }> {
      const found = await byToken(token);
      const venue = await loadVenue(repo, content, found.storeId);
      const notify = (await deps.settings.read(found.storeId)).noticeEveryBooking;
      const now = clock();
      const { storeId, date } = found;
      const outcome = await db.transaction(async (tx): Promise<ClaimOutcome> => {
        await repo.lockDay(tx, storeId, date);
        const entry = await entryById(tx, found.id, true);
        if (!entry) return 'gone';
        if (entry.status === 'booked') return 'booked';
        if (entry.status === 'expired') return 'expired';
        if (entry.status !== 'offered' || !entry.bookingId) return 'gone';
        const held = await repo.byId(entry.bookingId, tx, { forUpdate: true });
        if (!held || held.status !== 'held' || !held.holdExpiresAt || held.holdExpiresAt.getTime() <= now.getTime()) {
          await lapseOffer(
            repo,
            tx,
            { entryId: entry.id, storeId: entry.storeId, date: entry.date, heldBookingId: held?.status === 'held' ? held.id : null },
            DINER,
            now,
          );
          return 'expired';
        }
        const confirmed = { ...held, status: 'confirmed' as const, holdExpiresAt: null };
        const made = { row: confirmed, before: held, venue, notice: 'booking' as const, notify, consentSource: null };
        await repo.updateWith(tx, held, { status: 'confirmed', holdExpiresAt: null, updatedAt: now }, [
          entryUpdate(tx, entry.id, { status: 'booked', updatedAt: now }),
          ...bookingMadeEffects(tx, made, { links, publicUrl: deps.publicUrl }, now),
          auditInsert(tx, {
            actor: DINER,
            at: now,
            storeId,
            entity: 'booking',
            entityId: held.id,
            action: 'claim',
            before: { status: 'held' },
            after: { status: 'confirmed', source: 'waitlist' },
          }),
          auditInsert(tx, {
            actor: DINER,
            at: now,
            storeId,
            entity: 'waitlist',
            entityId: entry.id,
            action: 'claimed',
            before: { status: 'offered' },
            after: { status: 'booked', booking: held.reference },
          }),
        ]);
        return 'booked';
      });
      repo.invalidateDay(storeId, date);
      if (outcome === 'expired') await passOn(storeId, date);
      const bookingId = outcome === 'booked' ? ((await entryById(db, found.id))?.bookingId ?? null) : null;
      return { outcome, managePath: bookingId ? links.managePath(bookingId) : null };
    },

    /** The leave link's POST: off the list; a table held for them is let go and offered to the next diner. */
    async leave(token: string): Promise<WaitlistEntryRow['status']> {
      const found = await byToken(token);
      const now = clock();
      const { storeId, date } = found;
      const result = await db.transaction(async (tx) => {
        await repo.lockDay(tx, storeId, date);
        const entry = await entryById(tx, found.id, true);
        if (!entry || (entry.status !== 'waiting' && entry.status !== 'offered'))
          return { status: entry?.status ?? 'removed', freed: false };
        const writes: PendingInsert[] = [
          entryUpdate(tx, entry.id, { status: 'removed', updatedAt: now }),
          auditInsert(tx, {
            actor: DINER,
            at: now,
            storeId,
            entity: 'waitlist',
            entityId: entry.id,
            action: 'left',
            before: { status: entry.status },
            after: { status: 'removed' },
          }),
        ];
        const held = entry.bookingId ? await repo.byId(entry.bookingId, tx, { forUpdate: true }) : null;
        if (held?.status === 'held') {
          await repo.updateWith(
            tx,
            held,
            { status: 'cancelled', statusReason: LEFT_WAITLIST, cancelledAt: now, cancelledBy: 'diner', updatedAt: now },
            [
              ...writes,
              auditInsert(tx, {
                actor: DINER,
                at: now,
                storeId,
                entity: 'booking',
                entityId: held.id,
                action: 'cancel',
                before: { status: 'held' },
                after: { status: 'cancelled' },
                reason: LEFT_WAITLIST,
              }),
            ],
          );
          return { status: 'removed' as const, freed: true };
        }
        await writeTogether(tx, writes);
        return { status: 'removed' as const, freed: false };
      });
      if (result.freed) {
        repo.invalidateDay(storeId, date);
        await passOn(storeId, date);
      }
      return result.status;
    },
  };
}

/** "Saturday 5 December, 18:00–20:00" for the diner's pages. */
export const entryWhen = (v: Pick<WaitlistOfferView, 'date' | 'from' | 'to'>) =>
  `${formatLongDate(v.date)}, ${v.from === v.to ? v.from : `${v.from}–${v.to}`}`;
