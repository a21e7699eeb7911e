// A phone or walk-in booking taken by staff (product.md D8, decision 023): the
// same checks of occasion, menu and area as an online create
// (booking-create.ts), staff's own time and tables judged by
// rules/staff-seating.ts under the restaurant-day's lock, and the booking, its
// diary counter, its audit entry and (for a phone booking) the diner's e-mail
// written as one statement (decision 030). Staff book even while online
// booking is switched off. A clash is product.md §8 status 9 with a 409.
// product.md D8: a phone booking takes a time the engine offers (booking-staff-times.ts)
// unless staff override it with a reason, and no booking runs outside the day's
// opening hours, override or not (rules/staff-hours.ts).
import { randomUUID } from 'node:crypto';
import type { BookingExtra } from '../../contract/booking.ts';
import { SLOT_TAKEN_MESSAGE } from '../../contract/booking-codes.ts';
import type { StaffBookingInput } from '../../contract/console-forms.ts';
import { londonDateOf } from '../../contract/london-time.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import { invalid, refused } from '../domain/domain-error.ts';
import { newReference } from './booking-create.ts';
import type { BookingRow, NewBookingRow } from './booking-repository.ts';
import { assertWithinHours, auditView, dinerMail, seatingInput, slotTaken, startOf, type StaffDeps } from './booking-staff-parts.ts';
import { checkStaffTime, type StaffSearch } from './booking-staff-times.ts';
import { assertArea, assertMenus, loadVenue, occasionOf, type Venue } from './booking-venue.ts';
import { staffSeating } from './rules/staff-seating.ts';
import type { Runner } from '../db/runner.ts';
import type { PendingInsert } from '../db/write-together.ts';
import { rearmWrites } from './reminder-store.ts';

export const NOT_OFFERED = 'That time is not offered for this party. Choose an offered time, or type it as a time not offered and say why.';

/**
 * The engine's tables for a phone booking at an offered time. A time that the day's other bookings
 * took (offered on the same day without them) lost a race: product.md §8 status 9, as online.
 */
function offeredTables(venue: Venue, search: StaffSearch, time: string, start: number): string[] {
  const check = checkStaffTime(venue, search, time);
  if (check.status === 'bookable' && check.startsAt === start) return check.seating?.tableIds ?? [];
  const emptyDay = checkStaffTime(venue, { ...search, bookings: [] }, time);
  if (emptyDay.status === 'bookable' && emptyDay.startsAt === start) throw slotTaken(SLOT_TAKEN_MESSAGE);
  throw invalid('time', NOT_OFFERED);
}

export async function createStaffBooking(
  deps: StaffDeps,
  actor: AuditActor,
  storeId: string,
  input: StaffBookingInput,
): Promise<BookingRow> {
  const venue = await loadVenue(deps.repo, deps.content, storeId); // staff book even while online booking is off
  const now = deps.clock();
  if (input.date < londonDateOf(now)) throw invalid('date', 'Please choose today or a later date');
  return placeStaffBooking(deps, actor, venue, input, startOf(venue, input.date, input.time), now);
}

/** A staff booking's input; 'waitlist' is a walk-in seated from the waitlist (decision 050), placed as a walk-in. */
export type PlacedInput = Omit<StaffBookingInput, 'source'> & { source: StaffBookingInput['source'] | 'waitlist' };

/** Decision 050: what the waitlist's "Seat" adds inside the booking's transaction (after the day lock), and writes with it. */
export interface PlacementHooks {
  /** Runs under the day lock before the seats are judged: throws to stop the booking (the entry is not waiting any more). */
  inLock?: (tx: Runner) => Promise<void>;
  /** Writes sent with the booking's own statement. */
  also?: (tx: Runner, row: NewBookingRow) => PendingInsert[];
}

/** Places a staff booking starting `start` minutes after its date's midnight (a walk-in's is now). */
export async function placeStaffBooking(
  deps: StaffDeps,
  actor: AuditActor,
  venue: Venue,
  input: PlacedInput,
  start: number,
  now: Date,
  hooks: PlacementHooks = {},
): Promise<BookingRow> {
  const { db, repo } = deps;
  const { storeId } = venue;
  const occasion = occasionOf(venue, input.occasionId);
  assertMenus(venue, occasion, input.menuId ? [input.menuId] : []);
  const areaId = assertArea(venue, input.areaId);
  const covers = input.adults + input.children;
  const walkIn = input.source === 'walk-in' || input.source === 'waitlist';
  const longest = assertWithinHours(venue, input.date, start, covers, walkIn);
  const created = await db.transaction(async (tx) => {
    await repo.lockDay(tx, storeId, input.date);
    await hooks.inLock?.(tx);
    const bookings = await repo.lockedSeatHolders(tx, storeId, input.date);
    // A walk-in is already here: the online rules (offered times, pacing) do not apply to it.
    const offered =
      input.source === 'phone' && !input.override
        ? offeredTables(venue, { date: input.date, now, covers, occasion, areaId, bookings }, input.time, start)
        : [];
    const seating = staffSeating({
      ...seatingInput(venue, input.date, now),
      bookings,
      start,
      covers,
      areaId,
      tableIds: input.tableIds.length ? input.tableIds : offered,
      override: input.override || walkIn,
    });
    if (!seating.ok) throw seating.reason === 'slot-taken' ? slotTaken(seating.message) : refused(seating.message);
    const row = {
      id: randomUUID(),
      reference: newReference(),
      storeId,
      date: input.date,
      startsAt: start,
      durationMinutes: longest === null ? seating.durationMinutes : Math.min(seating.durationMinutes, longest),
      adults: input.adults,
      children: input.children,
      covers,
      tableIds: seating.tableIds,
      // Decision 074: tables staff chose by hand are pinned; the engine's choice may be re-seated.
      pinned: input.tableIds.length > 0,
      kind: 'booking' as const,
      status: walkIn ? ('seated' as const) : ('confirmed' as const),
      source: input.source,
      occasionId: occasion.id,
      menuId: input.menuId ?? null,
      areaId,
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      email: input.email ?? '',
      phone: input.phone ?? null,
      specialRequest: input.specialRequest ?? null,
      staffNote: input.staffNote ?? null,
      extras: [] as BookingExtra[],
      updatedAt: now,
    } satisfies NewBookingRow;
    const audit = auditInsert(tx, {
      actor,
      at: now,
      storeId,
      entity: 'booking',
      entityId: row.id,
      action: 'created',
      after: { ...auditView(row), source: input.source },
      reason: input.override ? `Override: ${input.overrideReason ?? ''}` : null,
    });
    const mail = input.source === 'phone' ? dinerMail(deps, tx, venue, row, {}) : [];
    // Decision 038: a phone booking with an e-mail gets its reminder as an online one does; a seated walk-in none.
    const reminder = rearmWrites(tx, null, row, venue.setup.config.reminderHoursBefore, now);
    return repo.insertWith(tx, row, [audit, ...mail, ...reminder, ...(hooks.also?.(tx, row) ?? [])]);
  });
  repo.invalidateDay(storeId, input.date);
  return created;
}
