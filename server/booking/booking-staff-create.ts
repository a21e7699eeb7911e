// A phone or walk-in booking taken by staff (product.md D8, decision 023): the
// same checks of occasion, menu and area as an online create
// (booking-create.ts), staff's own time and tables judged by
// rules/staff-seating.ts under the restaurant-day's lock, and the booking, its
// diary counter, its audit entry and (for a phone booking) the diner's e-mail
// written as one statement (decision 030). Staff book even while online
// booking is switched off. A clash is product.md §8 status 9 with a 409.
import { randomUUID } from 'node:crypto';
import type { BookingExtra } from '../../contract/booking.ts';
import type { StaffBookingInput } from '../../contract/console.ts';
import { londonDateOf } from '../../contract/london-time.ts';
import { auditInsert, type AuditActor } from '../audit/audit-log.ts';
import { invalid, refused } from '../domain/domain-error.ts';
import { newReference } from './booking-create.ts';
import type { BookingRow, NewBookingRow } from './booking-repository.ts';
import { auditView, dinerMail, seatingInput, slotTaken, startOf, type StaffDeps } from './booking-staff-parts.ts';
import { assertArea, assertMenus, loadVenue, occasionOf } from './booking-venue.ts';
import { staffSeating } from './rules/staff-seating.ts';

export async function createStaffBooking(
  deps: StaffDeps,
  actor: AuditActor,
  storeId: string,
  input: StaffBookingInput,
): Promise<BookingRow> {
  const { db, repo, content, clock } = deps;
  const venue = await loadVenue(repo, content, storeId); // staff book even while online booking is off
  const now = clock();
  if (input.date < londonDateOf(now)) throw invalid('date', 'Please choose today or a later date');
  const occasion = occasionOf(venue, input.occasionId);
  assertMenus(venue, occasion, input.menuId ? [input.menuId] : []);
  const areaId = assertArea(venue, input.areaId);
  const covers = input.adults + input.children;
  const start = startOf(venue, input.date, input.time);
  const created = await db.transaction(async (tx) => {
    await repo.lockDay(tx, storeId, input.date);
    const seating = staffSeating({
      ...seatingInput(venue, input.date, now),
      bookings: await repo.lockedSeatHolders(tx, storeId, input.date),
      start,
      covers,
      areaId,
      tableIds: input.tableIds,
      override: input.override,
    });
    if (!seating.ok) throw seating.reason === 'slot-taken' ? slotTaken(seating.message) : refused(seating.message);
    const row = {
      id: randomUUID(),
      reference: newReference(),
      storeId,
      date: input.date,
      startsAt: start,
      durationMinutes: seating.durationMinutes,
      adults: input.adults,
      children: input.children,
      covers,
      tableIds: seating.tableIds,
      kind: 'booking' as const,
      status: input.source === 'walk-in' ? ('seated' as const) : ('confirmed' as const),
      source: input.source,
      occasionId: occasion.id,
      menuId: input.menuId ?? null,
      areaId,
      firstName: input.firstName,
      lastName: input.lastName,
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
    return repo.insertWith(tx, row, [audit, ...mail]);
  });
  repo.invalidateDay(storeId, input.date);
  return created;
}
