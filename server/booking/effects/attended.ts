// What a booking seated or marked a no-show writes besides the booking itself and staff's audit entry
// (decision 068): only its reminder, as decision 038 plans it — kept for a seated table (the diary shows the
// answer it got), disarmed for a no-show. The guest's visits and no-shows (guests/guest-reads.ts) and whether a
// no-show fee is owed (payments/fee-charges.ts) are read from the booking's status, so nothing else is written;
// a seated table's or a no-show's freed seats go to the waitlist after the commit, as every staff action's do.
import type { Runner } from '../../db/runner.ts';
import type { PendingInsert } from '../../db/write-together.ts';
import type { BookingRow } from '../booking-repository.ts';
import type { Venue } from '../booking-venue.ts';
import { rearmWrites } from '../reminder-store.ts';

export interface BookingAttended {
  before: BookingRow;
  /** The booking as seated (at any stage of its meal, or completed) or a no-show. */
  after: BookingRow;
  venue: Venue;
}

/** A booking seated or a no-show: the reminder kept or disarmed (decision 038). */
export const bookingAttendedEffects = (tx: Runner, { before, after, venue }: BookingAttended, now: Date): PendingInsert[] =>
  rearmWrites(tx, before, after, venue.setup.config.reminderHoursBefore, now);
