// Staff's bookings in the booking engine (decision 031): the console's phone
// and walk-in bookings (with the times a phone booking is offered), lifecycle actions, moves and notes, under the same
// per-restaurant-day lock and written as one statement, like an online create
// (decision 030). Permissions are checked by the caller (console-service.ts);
// the diary's view of the row it answers is the console's (diary-view.ts).
import type { BookingMove, StaffBookingInput, StaffTimesQuery, StatusChange, WalkInInput } from '../../contract/console-forms.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import { changeStatus, moveBooking, setNote, setPinned } from './booking-staff-change.ts';
import { createStaffBooking } from './booking-staff-create.ts';
import { storedBooking, type StaffDeps } from './booking-staff-parts.ts';
import { staffTimes } from './booking-staff-times.ts';
import { seatWalkIn } from './booking-staff-walk-in.ts';

export { BOOKING_NOT_FOUND } from './booking-staff-parts.ts';

export function createStaffBookings(deps: StaffDeps) {
  return {
    /** The stored booking, or not found (BOOKING_NOT_FOUND). */
    find: (bookingId: string) => storedBooking(deps, bookingId),
    create: (actor: AuditActor, storeId: string, input: StaffBookingInput) => createStaffBooking(deps, actor, storeId, input),
    /** The phone booking form's offered times and tables (product.md D8). */
    times: (storeId: string, query: StaffTimesQuery) => staffTimes(deps, storeId, query),
    /** A walk-in seated now at one table (product.md D8). */
    walkIn: (actor: AuditActor, storeId: string, input: WalkInInput) => seatWalkIn(deps, actor, storeId, input),
    changeStatus: (actor: AuditActor, bookingId: string, change: StatusChange) => changeStatus(deps, actor, bookingId, change),
    move: (actor: AuditActor, bookingId: string, move: BookingMove) => moveBooking(deps, actor, bookingId, move),
    setNote: (actor: AuditActor, bookingId: string, note: string) => setNote(deps, actor, bookingId, note),
    setPinned: (actor: AuditActor, bookingId: string, pinned: boolean) => setPinned(deps, actor, bookingId, pinned),
  };
}

export type StaffBookings = ReturnType<typeof createStaffBookings>;
