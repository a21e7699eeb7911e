// The console's waitlist per restaurant-day (product.md D11 "Waitlist: in the
// console"): the day's entries, online and walk-in; a walk-in joining with a
// quoted wait; "Table ready" by text (opted in, SMS on) or e-mail; "Seat",
// which seats the party through the engine's walk-in path (a free table the
// engine picks, source 'waitlist') and marks the entry seated in the same
// transaction; and "Remove". Every call takes the staff member and checks
// them itself (product.md D8, `allow` below), whatever page calls it; every
// change is audit-logged.
import { randomUUID } from 'node:crypto';
import type { WaitlistRow, WaitlistWalkIn } from '../../contract/waitlist.ts';
import { formatHhmm, londonMinutesOf, type IsoDate } from '../../contract/london-time.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import { writeTogether, type PendingInsert } from '../db/write-together.ts';
import type { Runner } from '../db/runner.ts';
import { DomainError, notFound, refused } from '../domain/domain-error.ts';
import { mailInsert } from '../mail/outbox.ts';
import { can } from '../staff/permissions.ts';
import type { StaffMember } from '../staff/staff-repository.ts';
import type { BookingRow } from './booking-repository.ts';
import { seatFromWaitlist, serviceMoment, splitName } from './booking-staff-walk-in.ts';
import { loadVenue } from './booking-venue.ts';
import { minutesWaiting, rangeLabel } from './rules/waitlist.ts';
import type { DinerDeps } from './waitlist-diner.ts';
import { readyMail, readySms } from './waitlist-mail.ts';
import { smsInsert } from '../sms/sms-outbox.ts';
import { textNumber } from './waitlist-offer.ts';
import { entriesOn, entryById, entryInsert, entryUpdate, type WaitlistEntryRow } from './waitlist-store.ts';

export const ENTRY_NOT_FOUND = 'This waitlist entry could not be found';
export const WAITLIST_NOT_FOUND = 'This page could not be found';
export const WAITLIST_REFUSED = 'The waitlist is kept by the restaurant’s hosts and managers.';
export const NOT_WAITING = 'This party is not waiting any more';
export const NO_WAY_TO_TELL = 'This party gave no phone number for texts and no e-mail address';
export const REMOVED_BY_STAFF = 'Removed from the waitlist by staff';

const rowOf = (e: WaitlistEntryRow, now: Date): WaitlistRow => ({
  id: e.id,
  source: e.source,
  status: e.status,
  name: `${e.firstName} ${e.lastName}`.trim(),
  covers: e.covers,
  times: e.source === 'online' ? rangeLabel(e.fromMinutes, e.toMinutes) : null,
  createdAt: e.createdAt.toISOString(),
  waitingMinutes: e.status === 'waiting' || e.status === 'offered' ? minutesWaiting(e.createdAt, now) : 0,
  quotedWaitMinutes: e.quotedWaitMinutes,
  phone: e.phone,
  email: e.email,
  sms: e.sms,
  notifiedAt: e.notifiedAt?.toISOString() ?? null,
  bookingId: e.bookingId,
});

export function createWaitlistConsole(deps: DinerDeps) {
  const { db, repo, content, clock } = deps;

  /**
   * The waitlist is its restaurant's staff's (product.md D8): another restaurant's is not found, and a role that
   * may not see its diary (or change it) is refused, whatever page asks. The member as the audit log names them.
   */
  function allow(staff: StaffMember, storeId: string, action: 'diary.view' | 'diary.edit'): AuditActor {
    if (!can(staff, 'restaurant.view', storeId)) throw notFound(WAITLIST_NOT_FOUND);
    if (!can(staff, action, storeId)) throw new DomainError('forbidden', WAITLIST_REFUSED);
    return { staffId: staff.id, name: staff.name };
  }

  /** The restaurant's entry, or not found (another restaurant's entry is not found too). */
  async function entryOf(storeId: string, entryId: string, runner: Runner = db, forUpdate = false): Promise<WaitlistEntryRow> {
    const entry = await entryById(runner, entryId, forUpdate);
    if (!entry || entry.storeId !== storeId) throw notFound(ENTRY_NOT_FOUND);
    return entry;
  }

  const audit = (
    tx: Parameters<typeof auditInsert>[0],
    actor: AuditActor,
    storeId: string,
    entryId: string,
    action: string,
    before: object | null,
    after: object,
    reason?: string,
  ) =>
    auditInsert(tx, {
      actor,
      at: clock(),
      storeId,
      entity: 'waitlist',
      entityId: entryId,
      action,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown>,
      reason: reason ?? null,
    });

  return {
    /** The day's entries, oldest first. */
    async day(staff: StaffMember, storeId: string, date: IsoDate): Promise<WaitlistRow[]> {
      allow(staff, storeId, 'diary.view');
      const now = clock();
      return (await entriesOn(db, storeId, date)).map((e) => rowOf(e, now));
    },

    /** A walk-in joins the list now, on the restaurant's service day, with the wait staff quoted. */
    async addWalkIn(staff: StaffMember, storeId: string, input: WaitlistWalkIn): Promise<WaitlistRow> {
      const actor = allow(staff, storeId, 'diary.edit');
      const venue = await loadVenue(repo, content, storeId);
      const now = clock();
      const { date } = serviceMoment(venue, now);
      const { firstName, lastName } = splitName(input.name);
      const minute = londonMinutesOf(now);
      const entry = {
        id: randomUUID(),
        storeId,
        date,
        fromMinutes: minute,
        toMinutes: minute,
        adults: input.adults,
        children: input.children,
        covers: input.adults + input.children,
        occasionId: null,
        source: 'walk-in' as const,
        status: 'waiting' as const,
        firstName: firstName ?? input.name,
        lastName: lastName ?? '',
        email: input.email ?? null,
        phone: input.phone ?? null,
        sms: input.sms,
        quotedWaitMinutes: input.quotedWaitMinutes,
        createdAt: now,
        updatedAt: now,
      };
      await db.transaction((tx) =>
        writeTogether(tx, [
          entryInsert(tx, entry),
          audit(tx, actor, storeId, entry.id, 'joined', null, {
            status: 'waiting',
            source: 'walk-in',
            covers: entry.covers,
            quotedWait: `${input.quotedWaitMinutes} min`,
          }),
        ]),
      );
      return rowOf({ ...entry, offeredAt: null, notifiedAt: null, bookingId: null }, now);
    },

    /** "Your table is ready": a text when they opted in and SMS is on, else an e-mail; records when. */
    async tableReady(staff: StaffMember, storeId: string, entryId: string): Promise<'text' | 'e-mail'> {
      const actor = allow(staff, storeId, 'diary.edit');
      const entry = await entryOf(storeId, entryId);
      if (entry.status !== 'waiting') throw refused(NOT_WAITING);
      const restaurant = await content.restaurantByStoreId(storeId);
      if (!restaurant) throw notFound(ENTRY_NOT_FOUND);
      const to = textNumber(deps, entry);
      if (!to && !entry.email) throw refused(NO_WAY_TO_TELL);
      const now = clock();
      const by = to ? 'text' : 'e-mail';
      const writes: PendingInsert[] = [];
      await db.transaction(async (tx) => {
        await repo.lockDay(tx, storeId, entry.date);
        const current = await entryOf(storeId, entryId, tx, true);
        if (current.status !== 'waiting') throw refused(NOT_WAITING);
        writes.push(
          entryUpdate(tx, entry.id, { notifiedAt: now, updatedAt: now }),
          to
            ? smsInsert(tx, { kind: 'waitlist-ready', to, body: readySms(entry.firstName, restaurant.title) })
            : mailInsert(tx, readyMail({ firstName: entry.firstName, email: entry.email ?? '' }, restaurant)),
          audit(tx, actor, storeId, entry.id, 'table-ready', null, { told: by }),
        );
        await writeTogether(tx, writes);
      });
      return by;
    },

    /** Seats the party now at a free table the engine picks (source 'waitlist'); the entry is seated with it. */
    async seat(staff: StaffMember, storeId: string, entryId: string): Promise<BookingRow> {
      const actor = allow(staff, storeId, 'diary.edit');
      const entry = await entryOf(storeId, entryId);
      if (entry.status !== 'waiting') throw refused(NOT_WAITING);
      const booking = await seatFromWaitlist(
        deps,
        actor,
        storeId,
        {
          adults: entry.adults,
          children: entry.children,
          firstName: entry.firstName,
          lastName: entry.lastName,
          email: entry.email,
          phone: entry.phone,
        },
        {
          inLock: async (tx) => {
            // The walk-in's entry is changed under the service day's lock; its own day is that day.
            const current = await entryOf(storeId, entryId, tx, true);
            if (current.status !== 'waiting') throw refused(NOT_WAITING);
          },
          also: (tx, row) => [
            entryUpdate(tx, entry.id, { status: 'seated', bookingId: row.id, updatedAt: clock() }),
            audit(
              tx,
              actor,
              storeId,
              entry.id,
              'seated',
              { status: 'waiting' },
              { status: 'seated', booking: row.reference, tables: row.tableIds.join(' + ').toUpperCase(), time: formatHhmm(row.startsAt) },
            ),
          ],
        },
      );
      return booking;
    },

    /** Off the list (a table held for an online diner is let go, and offered to the next). */
    async remove(staff: StaffMember, storeId: string, entryId: string): Promise<void> {
      const actor = allow(staff, storeId, 'diary.edit');
      const entry = await entryOf(storeId, entryId);
      if (entry.status !== 'waiting' && entry.status !== 'offered') throw refused(NOT_WAITING);
      const now = clock();
      const freed = await db.transaction(async (tx) => {
        await repo.lockDay(tx, storeId, entry.date);
        const current = await entryOf(storeId, entryId, tx, true);
        if (current.status !== 'waiting' && current.status !== 'offered') throw refused(NOT_WAITING);
        const writes = [
          entryUpdate(tx, entry.id, { status: 'removed', updatedAt: now }),
          audit(tx, actor, storeId, entry.id, 'removed', { status: current.status }, { status: 'removed' }, REMOVED_BY_STAFF),
        ];
        const held = current.bookingId ? await repo.byId(current.bookingId, tx, { forUpdate: true }) : null;
        if (held?.status === 'held') {
          await repo.updateWith(
            tx,
            held,
            { status: 'cancelled', statusReason: REMOVED_BY_STAFF, cancelledAt: now, cancelledBy: 'staff', updatedAt: now },
            [
              ...writes,
              auditInsert(tx, {
                actor,
                at: now,
                storeId,
                entity: 'booking',
                entityId: held.id,
                action: 'cancel',
                before: { status: 'held' },
                after: { status: 'cancelled' },
                reason: REMOVED_BY_STAFF,
              }),
            ],
          );
          return true;
        }
        await writeTogether(tx, writes);
        return false;
      });
      if (freed) {
        repo.invalidateDay(storeId, entry.date);
        await deps.offerFreedSeats(storeId, entry.date).catch(() => undefined);
      }
    },
  };
}

export type WaitlistConsole = ReturnType<typeof createWaitlistConsole>;
