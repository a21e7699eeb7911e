// An event's space in the diary (decision 080): one booking of kind 'event' over the proposal's tables and times,
// 'held' until the proposal's hold lapses and 'confirmed' once the client accepts. Every function runs inside a
// transaction its caller opened (the proposal, its hold and the lead are written together), takes the
// restaurant-day locks of every day the event touches (product.md D5) before it judges the tables, and writes
// the booking with its audit entry through the booking repository (decision 031). The engine counts a held
// (unexpired) or confirmed event's tables like any booking's, so no online booking is offered them and a racing
// one gets product.md §8 status 9; its covers stay out of the online pacing (decision 080).
import { randomUUID } from 'node:crypto';
import { PROPOSAL_MESSAGES } from '../../contract/event-proposals.ts';
import { isValidIsoDate, type IsoDate } from '../../contract/london-time.ts';
import { auditInsert, changedFields, type AuditActor } from '../audit/audit-log.ts';
import { newReference } from '../booking/booking-create.ts';
import type { BookingChange, BookingRow, EventHoldStore, NewBookingRow } from '../booking/booking-repository.ts';
import { auditView, lockDays } from '../booking/booking-staff-parts.ts';
import { clashesWithAny } from '../booking/rules/table-clash.ts';
import type { Runner } from '../db/runner.ts';
import { conflict, invalid, notFound, refused } from '../domain/domain-error.ts';
import { eventDays, validTimes, type EventTimes } from './event-space-days.ts';

/** The space a proposal holds: its restaurant, lead, London date and times, tables, guests and client. */
export interface EventSpace {
  storeId: string;
  leadId: string;
  /** London date, YYYY-MM-DD. */
  date: IsoDate;
  /** Minutes after the London midnight of `date`. */
  startsAt: number;
  /** Minutes after the London midnight of `date`; after `startsAt`, at most a day later (past midnight is ≥ 1440). */
  endsAt: number;
  tableIds: string[];
  covers: number;
  /** What the diary calls it: "Private party: Smith, 40". */
  title: string;
  contact: { firstName: string; lastName: string; email: string; phone: string | null };
  /** When the hold lapses unless the client accepts. */
  holdExpiresAt: Date;
}

export interface EventHoldDeps {
  /** The booking service's `eventHoldStore` (server/booking/booking-service.ts). */
  store: EventHoldStore;
}

export const EVENT_BOOKING_NOT_FOUND = 'This event booking could not be found';
/** The job's reason when a hold lapses (event-hold-expiry.ts); a lapsed hold may still be firmed while its space is free. */
export const HOLD_LAPSED = "The proposal's hold on the space lapsed";
export const HOLD_RELEASED = 'This event’s space was released. Send a new proposal to hold it again.';
export const EVENT_UNDER_WAY = 'This event has begun, so its space can no longer be changed';

const MESA: AuditActor = { staffId: null, name: 'Mesa' };
/**
 * Statuses an event's booking may be held from: a new proposal version re-holds a released or lapsed space, and an
 * event request's own booking (decision 082) becomes the space its first proposal holds.
 */
const REHOLDABLE: readonly BookingRow['status'][] = ['held', 'confirmed', 'cancelled', 'requested'];

const timesOf = (b: Pick<BookingRow, 'date' | 'startsAt' | 'durationMinutes'>): EventTimes => ({
  date: b.date,
  startsAt: b.startsAt,
  endsAt: b.startsAt + b.durationMinutes,
});
const datesOf = (t: EventTimes) => eventDays(t).map((d) => d.date);

/** What the audit log keeps of an event's booking: the fields the hold changes. */
const holdView = (b: Parameters<typeof auditView>[0] & Pick<BookingRow, 'holdExpiresAt' | 'occasionId'>) => ({
  ...auditView(b),
  event: b.occasionId,
  holdUntil: b.holdExpiresAt?.toISOString() ?? null,
});

/** The event's booking, read in the transaction (locked with `forUpdate`); not found unless it is an event's. */
async function eventBooking(tx: Runner, store: EventHoldStore, id: string, forUpdate = false): Promise<BookingRow> {
  const row = /^[\w-]{1,64}$/.test(id) ? await store.byId(id, tx, { forUpdate }) : null;
  if (!row || row.kind !== 'event') throw notFound(EVENT_BOOKING_NOT_FOUND);
  return row;
}

/** The event's booking after the locks of every day its times touch (and `more`), re-read and locked. */
async function lockedEvent(tx: Runner, store: EventHoldStore, id: string, more: readonly IsoDate[] = []): Promise<BookingRow> {
  const before = await eventBooking(tx, store, id);
  await lockDays(store, tx, before.storeId, [...datesOf(timesOf(before)), ...more]);
  return eventBooking(tx, store, id, true);
}

/** Under the day locks: whether another live booking uses one of the tables at any of the times, on any day touched. */
async function spaceTaken(
  tx: Runner,
  store: EventHoldStore,
  storeId: string,
  times: EventTimes,
  tableIds: readonly string[],
  selfId: string | null,
  now: Date,
) {
  for (const day of eventDays(times)) {
    const others = (await store.lockedSeatHolders(tx, storeId, day.date)).filter((b) => b.id !== selfId);
    if (clashesWithAny({ startsAt: day.startsAt, durationMinutes: day.durationMinutes, tableIds }, others, now)) return true;
  }
  return false;
}

/** This instance's cached reads of the days let go (other instances hear the diary's announcement at commit, decision 066). */
function forget(store: EventHoldStore, storeId: string, times: readonly EventTimes[]): void {
  for (const date of new Set(times.flatMap(datesOf))) store.invalidateDay(storeId, date);
}

/**
 * Holds the space until `space.holdExpiresAt`: a new booking, or `existingBookingId`'s (a new proposal version) moved
 * to the new tables and times and held again, never clashing with itself. A table another live booking uses at
 * those times (held and unexpired, confirmed or seated: the engine's own rule) is a conflict with
 * PROPOSAL_MESSAGES.spaceTaken. Answers the booking's id. The tables are the caller's, checked against the setup
 * when the proposal was built (the setup is not read inside a transaction, product.md D2).
 */
export async function placeHold(
  tx: Runner,
  deps: EventHoldDeps,
  space: EventSpace,
  existingBookingId: string | null,
  actor: AuditActor,
  now: Date,
): Promise<string> {
  const { store } = deps;
  if (!isValidIsoDate(space.date)) throw invalid('date', PROPOSAL_MESSAGES.noLeadDate);
  if (!validTimes(space)) throw invalid('until', PROPOSAL_MESSAGES.times);
  const tableIds = [...new Set(space.tableIds)];
  if (!tableIds.length) throw invalid('space', PROPOSAL_MESSAGES.noSpace);
  if (space.holdExpiresAt.getTime() <= now.getTime()) throw invalid('holdUntilDate', PROPOSAL_MESSAGES.holdUntil);
  const current = existingBookingId ? await lockedEvent(tx, store, existingBookingId, datesOf(space)) : null;
  if (!current) await lockDays(store, tx, space.storeId, datesOf(space));
  if (current && current.storeId !== space.storeId) throw notFound(EVENT_BOOKING_NOT_FOUND);
  if (current && !REHOLDABLE.includes(current.status)) throw refused(EVENT_UNDER_WAY);
  if (await spaceTaken(tx, store, space.storeId, space, tableIds, current?.id ?? null, now)) throw conflict(PROPOSAL_MESSAGES.spaceTaken);
  const fields = {
    date: space.date,
    startsAt: space.startsAt,
    durationMinutes: space.endsAt - space.startsAt,
    adults: space.covers,
    children: 0,
    covers: space.covers,
    tableIds,
    status: 'held' as const,
    holdExpiresAt: space.holdExpiresAt,
    // The booking has no title of its own: its occasion names the event (the diary shows an unknown occasion by its id).
    occasionId: space.title,
    firstName: space.contact.firstName,
    lastName: space.contact.lastName,
    email: space.contact.email,
    phone: space.contact.phone,
    // Decision 074: the event's tables are its own; re-seating never moves them.
    pinned: true,
    cancelledAt: null,
    cancelledBy: null,
    statusReason: null,
    updatedAt: now,
  } satisfies BookingChange;
  let id: string;
  if (current) {
    const diff = changedFields(holdView(current), holdView({ ...current, ...fields }));
    const audit = auditInsert(tx, {
      actor,
      at: now,
      storeId: current.storeId,
      entity: 'booking',
      entityId: current.id,
      action: 'hold',
      ...diff,
    });
    await store.updateWith(tx, current, fields, [audit]);
    id = current.id;
  } else {
    // Staff made it, as a phone booking is made; no mail to the client (the proposal is theirs) and no reminder.
    const row = {
      id: randomUUID(),
      reference: newReference(),
      storeId: space.storeId,
      kind: 'event',
      source: 'phone',
      menuId: null,
      areaId: null,
      ...fields,
    } satisfies NewBookingRow;
    const audit = auditInsert(tx, {
      actor,
      at: now,
      storeId: row.storeId,
      entity: 'booking',
      entityId: row.id,
      action: 'hold',
      after: holdView(row),
    });
    await store.insertWith(tx, row, [audit]);
    id = row.id;
  }
  forget(store, space.storeId, current ? [space, timesOf(current)] : [space]);
  return id;
}

/**
 * The client accepted: the hold becomes a confirmed booking. A hold that lapsed (held past its time, or cancelled
 * by the lapse job) is confirmed only while no other booking has taken its tables since (else PROPOSAL_MESSAGES.
 * spaceTaken); one staff released is refused. Confirming a confirmed event changes nothing.
 */
export async function firmHold(tx: Runner, deps: EventHoldDeps, bookingId: string, actor: AuditActor, now: Date): Promise<void> {
  const { store } = deps;
  const current = await lockedEvent(tx, store, bookingId);
  if (current.status === 'confirmed') return;
  const lapsed = current.status === 'cancelled' && current.cancelledBy === 'mesa' && current.statusReason === HOLD_LAPSED;
  if (current.status !== 'held' && !lapsed) throw refused(HOLD_RELEASED);
  if (await spaceTaken(tx, store, current.storeId, timesOf(current), current.tableIds, current.id, now)) {
    throw conflict(PROPOSAL_MESSAGES.spaceTaken);
  }
  const set = {
    status: 'confirmed' as const,
    holdExpiresAt: null,
    cancelledAt: null,
    cancelledBy: null,
    statusReason: null,
    updatedAt: now,
  } satisfies BookingChange;
  const diff = changedFields(holdView(current), holdView({ ...current, ...set }));
  const audit = auditInsert(tx, {
    actor,
    at: now,
    storeId: current.storeId,
    entity: 'booking',
    entityId: current.id,
    action: 'confirm',
    ...diff,
  });
  await store.updateWith(tx, current, set, [audit]);
  forget(store, current.storeId, [timesOf(current)]);
}

/** Cancels the event's booking, held, confirmed or requested, with its reason; no mail to the client. Cancelled already: nothing. */
export async function releaseHold(
  tx: Runner,
  deps: EventHoldDeps,
  bookingId: string,
  reason: string,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const current = await lockedEvent(tx, deps.store, bookingId);
  if (current.status === 'cancelled') return;
  // An event request's booking (decision 082) is cancelled as its lead's event, whether or not a proposal held it.
  if (current.status !== 'held' && current.status !== 'confirmed' && current.status !== 'requested') throw refused(EVENT_UNDER_WAY);
  await cancelEvent(tx, deps.store, current, { reason, actor, action: 'cancel' }, now);
}

/**
 * The lapse job's step (event-hold-expiry.ts): cancels the event's booking if it is still held and its hold has
 * lapsed, under the day locks, so two instances cancel it once. Whether it did.
 */
export async function lapseHold(tx: Runner, deps: EventHoldDeps, bookingId: string, now: Date): Promise<boolean> {
  const current = await lockedEvent(tx, deps.store, bookingId);
  if (current.status !== 'held' || !current.holdExpiresAt || current.holdExpiresAt.getTime() > now.getTime()) return false;
  await cancelEvent(tx, deps.store, current, { reason: HOLD_LAPSED, actor: MESA, action: 'hold-lapsed' }, now);
  return true;
}

async function cancelEvent(
  tx: Runner,
  store: EventHoldStore,
  current: BookingRow,
  why: { reason: string; actor: AuditActor; action: string },
  now: Date,
): Promise<void> {
  const set = {
    status: 'cancelled' as const,
    cancelledAt: now,
    // Decision 059: who cancelled; a lapse is Mesa's.
    cancelledBy: why.actor.staffId === null ? ('mesa' as const) : ('staff' as const),
    statusReason: why.reason,
    updatedAt: now,
  } satisfies BookingChange;
  const diff = changedFields(holdView(current), holdView({ ...current, ...set }));
  const audit = auditInsert(tx, {
    actor: why.actor,
    at: now,
    storeId: current.storeId,
    entity: 'booking',
    entityId: current.id,
    action: why.action,
    ...diff,
    reason: why.reason,
  });
  await store.updateWith(tx, current, set, [audit]);
  forget(store, current.storeId, [timesOf(current)]);
}
