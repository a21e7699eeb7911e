// What a booking changed (its date, time, party or tables) writes and sends besides the booking itself, built
// once for every verb that makes the change (decision 068): the diner's own change from the signed link
// (booking-change.ts) and staff's move (booking-staff-change.ts). Each verb adds its own audit entry.
import type { Runner } from '../../db/runner.ts';
import type { PendingInsert } from '../../db/write-together.ts';
import { mailInsert } from '../../mail/outbox.ts';
import type { BookingRow } from '../booking-repository.ts';
import type { Venue } from '../booking-venue.ts';
import { rearmWrites } from '../reminder-store.ts';
import { restaurantNotice } from '../restaurant-notice.ts';
import { dinerMailInsert, occasionNameOf, sequenceAt, type EffectDeps } from './diner-mail.ts';

export interface BookingChanged {
  before: BookingRow;
  after: BookingRow;
  venue: Venue;
  /** Who changed it: the diner's mail says "changed as you asked" or "the restaurant has changed" (decision 026). */
  by: 'diner' | 'restaurant';
  /** product.md D8: whether the restaurant hears of a diner's change at once (its settings); it made its own. */
  notify: boolean;
}

/** Whether the diner hears of it: what they booked moved (date, time or party), not only its tables or length. */
export const dinerHears = (before: BookingRow, after: BookingRow) =>
  before.date !== after.date || before.startsAt !== after.startsAt || before.adults !== after.adults || before.children !== after.children;

/**
 * A booking changed: the diner's updated confirmation (same calendar UID, the change's second as SEQUENCE), the
 * restaurant's notice of a diner's change, and the reminder re-armed for a new time (decision 038).
 */
export function bookingChangedEffects(tx: Runner, changed: BookingChanged, deps: EffectDeps, now: Date): PendingInsert[] {
  const { before, after, venue } = changed;
  const notice = changed.by === 'diner' ? 'updated' : 'changed';
  const occasionName = occasionNameOf(venue.setup, after.occasionId);
  return [
    ...(dinerHears(before, after) ? dinerMailInsert(tx, venue, after, deps.links, now, { notice, sequence: sequenceAt(now) }) : []),
    ...(changed.by === 'diner' && changed.notify
      ? [mailInsert(tx, restaurantNotice('change', { ...after, occasionName }, venue.restaurant, deps.publicUrl))]
      : []),
    ...rearmWrites(tx, before, after, venue.setup.config.reminderHoursBefore, now),
  ];
}
