// Whether a party's tables are taken by another seat-holding booking for any
// part of its time (decision 049: a deposit booking whose hold lapsed before
// its payment was confirmed is confirmed only if its tables are still its own).
// Pure; times are minutes after the same date's midnight (ExistingBooking).
import { holdsSeats, type ExistingBooking, type Id } from './model.ts';

export interface Placement {
  startsAt: number;
  durationMinutes: number;
  tableIds: readonly Id[];
}

export function clashesWithAny(placement: Placement, others: readonly ExistingBooking[], now: Date): boolean {
  const end = placement.startsAt + placement.durationMinutes;
  return others.some(
    (b) =>
      holdsSeats(b, now) &&
      b.startsAt < end &&
      placement.startsAt < b.startsAt + b.durationMinutes &&
      b.tableIds.some((id) => placement.tableIds.includes(id)),
  );
}
