// Staff's changes to a booking (product.md D8, decision 023): a lifecycle action,
// a move (date, time, tables, party) and a note. Each re-reads the booking
// inside its transaction — after the restaurant-day's lock when seats are at
// stake, both days' locks in date order for a move — and writes the change,
// the diary counters, the audit entry and the diner's e-mail as one statement
// (decision 030). A clash over a table is product.md §8 status 9 with a 409.
// A move stays inside the day's opening hours, even with the override (product.md D8).
import { eq } from 'drizzle-orm';
import type { BookingMove, StatusChange } from '../../contract/console-forms.ts';
import { EVENT_CANCEL_MESSAGES } from '../../contract/event-cancellation.ts';
import { instantOf, londonDateOf } from '../../contract/london-time.ts';
import { auditInsert, changedFields, type AuditActor } from '../audit/audit-log.ts';
import type { PendingInsert } from '../db/write-together.ts';
import { invalid, refused } from '../domain/domain-error.ts';
import type { BookingChange, BookingRow } from './booking-repository.ts';
import {
  assertWithinHours,
  auditView,
  dinerMail,
  lockDays,
  othersOnDay,
  seatingInput,
  slotTaken,
  startOf,
  storedBooking,
  type StaffDeps,
} from './booking-staff-parts.ts';
import { loadVenue, type Venue } from './booking-venue.ts';
import type { Runner } from '../db/runner.ts';
import { eventLeads } from '../db/schema.ts';
import { applyAction, holdsTable } from './rules/lifecycle.ts';
import { staffSeating } from './rules/staff-seating.ts';
import { rearmWrites } from './reminder-store.ts';
import { depositOnCancel } from './booking-cancel.ts';
import { takenDeposit, type PaymentRow } from '../payments/payment-store.ts';
import { bookingAttendedEffects } from './effects/attended.ts';
import { bookingCancelledEffects, cancelFollowUps } from './effects/cancelled.ts';
import { bookingChangedEffects } from './effects/changed.ts';
import { sequenceAt } from './effects/diner-mail.ts';

/**
 * What a lifecycle action writes besides the row and its audit entry: a cancellation's and a table's service's
 * (seated, its stages, unseated, completed) or a no-show's effects as every door makes them (decision 068); the
 * diner's mail of a confirm or a decline, and its reminder armed or disarmed (decision 038).
 */
function statusEffects(
  deps: StaffDeps,
  tx: Runner,
  venue: Venue,
  change: StatusChange,
  before: BookingRow,
  after: BookingRow,
  deposit: string | null,
  now: Date,
): PendingInsert[] {
  const reason = change.reason || null;
  if (change.action === 'cancel') {
    const cancelled = { before, after, venue, by: 'restaurant' as const, reason, deposit, notify: false };
    return bookingCancelledEffects(tx, cancelled, deps, now);
  }
  if (change.action !== 'confirm' && change.action !== 'decline') return bookingAttendedEffects(tx, { before, after, venue }, now);
  const sequence = sequenceAt(now);
  const notice = change.action === 'confirm' ? { notice: 'confirmed' as const } : { notice: 'declined' as const, reason };
  return [
    ...dinerMail(deps, tx, venue, after, { ...notice, sequence }),
    ...rearmWrites(tx, before, after, venue.setup.config.reminderHoursBefore, now),
  ];
}

/** Whether an event booking belongs to a lead (decision 080): its proposal's space, or an event request (decision 082). */
async function hasLead(tx: Runner, bookingId: string): Promise<boolean> {
  const rows = await tx.select({ id: eventLeads.id }).from(eventLeads).where(eq(eventLeads.bookingId, bookingId)).limit(1);
  return rows.length > 0;
}

/** A lifecycle action (rules/lifecycle.ts); the diner hears of a confirm, a decline and a cancellation. */
export async function changeStatus(deps: StaffDeps, actor: AuditActor, bookingId: string, change: StatusChange): Promise<BookingRow> {
  const { db, repo, content, clock } = deps;
  const row = await storedBooking(deps, bookingId);
  const venue = await loadVenue(repo, content, row.storeId);
  const now = clock();
  const cancel = change.action === 'cancel';
  // Decision 049: the restaurant's cancellation gives a deposit back in full.
  const deposit = cancel ? depositOnCancel(row, await takenDeposit(db, row.id), now, false) : null;
  // Decision 050: with diners waiting that day, a cancellation offers them its seats before the day's lock is let go.
  const waiting = cancel ? ((await deps.waitlistOffers?.prepareOffers(row.storeId, row.date)) ?? null) : null;
  let refund: PaymentRow | null = null;
  const updated = await db.transaction(async (tx) => {
    await repo.lockDay(tx, row.storeId, row.date);
    const current = await storedBooking(deps, bookingId, tx);
    const verdict = applyAction(current.status, change.action, instantOf(current.date, current.startsAt), now, current.serviceStage);
    if (!verdict.ok) throw refused(verdict.message);
    // Decisions 083 and 084: an event with a lead ends on its lead's cancel page, which settles what its client paid.
    if (cancel && current.kind === 'event' && (await hasLead(tx, current.id))) throw refused(EVENT_CANCEL_MESSAGES.fromLead);
    let tableIds = current.tableIds;
    if (change.action === 'confirm' && tableIds.length === 0) {
      // A request takes a free table when it becomes a booking; the restaurant has said yes, so its own limits give way.
      const seating = staffSeating({
        ...seatingInput(venue, current.date, now),
        bookings: await othersOnDay(repo, tx, current.storeId, current.date, current.id),
        start: current.startsAt,
        covers: current.covers,
        areaId: current.areaId,
        tableIds: [],
        override: true,
      });
      if (seating.ok) tableIds = seating.tableIds;
    }
    const reason = change.reason || null;
    const set = {
      status: verdict.to,
      serviceStage: verdict.stage,
      tableIds,
      updatedAt: now,
      ...(change.action === 'decline' || cancel ? { statusReason: reason } : {}),
      ...(cancel ? { cancelledAt: now, cancelledBy: 'staff' as const } : {}),
    } satisfies BookingChange;
    const next = { ...current, ...set };
    const audit = auditInsert(tx, {
      actor,
      at: now,
      storeId: current.storeId,
      entity: 'booking',
      entityId: current.id,
      action: change.action,
      ...changedFields(auditView(current), auditView(next)),
      reason,
    });
    const stored = await repo.updateWith(tx, current, set, [
      audit,
      ...statusEffects(deps, tx, venue, change, current, next, deposit?.note ?? null, now),
    ]);
    // Decision 082: the restaurant's answer to an event request moves its lead, in the same transaction.
    if ((change.action === 'confirm' || change.action === 'decline') && current.kind === 'event')
      await deps.eventAnswered?.(tx, { bookingId: current.id, action: change.action, reason, actor, at: now });
    if (cancel) {
      const booking = { id: current.id, storeId: current.storeId };
      const follow = { booking, refund: deposit?.refund ?? false, requestedBy: actor.staffId, waiting, offers: deps.waitlistOffers };
      refund = await cancelFollowUps(tx, follow, now);
    }
    return stored;
  });
  repo.invalidateDay(row.storeId, row.date);
  if (refund && deps.refunds) await deps.refunds.run(refund);
  await deps.freed?.(row.storeId, row.date); // product.md D11: a cancel, decline, no-show or cleared table frees seats
  return updated;
}

/**
 * Another date, time, table or party size. Staff's tables, else the current ones if they still seat the party,
 * else the engine's pick; the diner hears when the date, time or party changes (decision 068). A move that
 * changes nothing the audit log keeps is stored (its counter moves on) without an entry or an e-mail.
 */
export async function moveBooking(deps: StaffDeps, actor: AuditActor, bookingId: string, move: BookingMove): Promise<BookingRow> {
  const { db, repo, content, clock } = deps;
  const row = await storedBooking(deps, bookingId);
  const venue = await loadVenue(repo, content, row.storeId);
  const now = clock();
  const date = move.date ?? row.date;
  if (date !== row.date && date < londonDateOf(now)) throw invalid('date', 'Please choose today or a later date');
  const updated = await db.transaction(async (tx) => {
    await lockDays(repo, tx, row.storeId, [row.date, date]);
    const current = await storedBooking(deps, bookingId, tx);
    const status = current.status;
    if (!holdsTable(status) && status !== 'requested') throw refused(`A ${status} booking cannot be moved`);
    const start = move.time ? startOf(venue, date, move.time) : current.startsAt;
    const adults = move.adults ?? current.adults;
    const children = move.children ?? current.children;
    const covers = adults + children;
    // product.md D8: a new date, time or party stays inside the day's opening hours, override or not.
    const length = move.durationMinutes;
    const moved = date !== current.date || start !== current.startsAt || covers !== current.covers || length !== undefined;
    const walkIn = current.source === 'walk-in';
    const longest = moved || walkIn ? assertWithinHours(venue, date, start, covers, walkIn, length) : null;
    let tableIds: string[] = [];
    let durationMinutes = current.durationMinutes;
    if (holdsTable(status)) {
      const base = {
        ...seatingInput(venue, date, now),
        bookings: await othersOnDay(repo, tx, current.storeId, date, current.id),
        start,
        covers,
        areaId: null,
        override: move.override,
        durationMinutes: length,
      };
      let seating = staffSeating({ ...base, tableIds: move.tableIds ?? current.tableIds });
      // A new length is asked for on the booking's own tables: it is not moved elsewhere to make room.
      if (!seating.ok && move.tableIds === undefined && length === undefined && current.tableIds.length) {
        seating = staffSeating({ ...base, tableIds: [] });
      }
      if (!seating.ok) throw seating.reason === 'slot-taken' ? slotTaken(seating.message) : refused(seating.message);
      tableIds = seating.tableIds;
      durationMinutes = longest === null ? seating.durationMinutes : Math.min(seating.durationMinutes, longest);
    }
    const set = { date, startsAt: start, adults, children, covers, tableIds, durationMinutes, updatedAt: now } satisfies BookingChange;
    const next = { ...current, ...set };
    const diff = changedFields(auditView(current), auditView(next));
    if (Object.keys(diff.after).length === 0) {
      await repo.updateWith(tx, current, set, []);
      return current;
    }
    const writes: PendingInsert[] = [
      auditInsert(tx, {
        actor,
        at: now,
        storeId: current.storeId,
        entity: 'booking',
        entityId: current.id,
        action: 'move',
        ...diff,
        reason: move.override ? `Override: ${move.overrideReason ?? ''}` : null,
      }),
      // Decision 068: what every change writes, the diner told of a new date, time or party, the reminder re-armed.
      ...bookingChangedEffects(tx, { before: current, after: next, venue, by: 'restaurant', notify: false }, deps, now),
    ];
    return repo.updateWith(tx, current, set, writes);
  });
  repo.invalidateDay(row.storeId, row.date);
  repo.invalidateDay(row.storeId, date);
  await deps.freed?.(row.storeId, row.date); // decision 050: the time it left may suit a waitlisted diner
  return updated;
}

/** Decision 074: staff pin a booking to its tables (re-seating never moves it) or unpin it, with its audit entry. */
export async function setPinned(deps: StaffDeps, actor: AuditActor, bookingId: string, pinned: boolean): Promise<BookingRow> {
  const { db, repo, clock } = deps;
  const now = clock();
  const updated = await db.transaction(async (tx) => {
    const current = await storedBooking(deps, bookingId, tx);
    const audit = auditInsert(tx, {
      actor,
      at: now,
      storeId: current.storeId,
      entity: 'booking',
      entityId: current.id,
      action: pinned ? 'pin' : 'unpin',
      before: { pinned: current.pinned },
      after: { pinned },
    });
    return repo.updateWith(tx, current, { pinned, updatedAt: now }, [audit]);
  });
  repo.invalidateDay(updated.storeId, updated.date);
  return updated;
}

/** Staff's own note on a booking (never shown to the diner), with its audit entry. */
export async function setNote(deps: StaffDeps, actor: AuditActor, bookingId: string, note: string): Promise<BookingRow> {
  const { db, repo, clock } = deps;
  const now = clock();
  const updated = await db.transaction(async (tx) => {
    const current = await storedBooking(deps, bookingId, tx);
    const staffNote = note || null;
    const audit = auditInsert(tx, {
      actor,
      at: now,
      storeId: current.storeId,
      entity: 'booking',
      entityId: current.id,
      action: 'note',
      before: { note: current.staffNote },
      after: { note: staffNote },
    });
    return repo.updateWith(tx, current, { staffNote, updatedAt: now }, [audit]);
  });
  repo.invalidateDay(updated.storeId, updated.date);
  return updated;
}
