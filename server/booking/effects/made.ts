// What a booking made writes and sends besides the booking itself, built once for every verb that makes it
// (decision 062): a diner's create, a deposit taken for a held booking, a waitlist diner's claim. Each verb adds
// its own audit entry; these are the writes a diner and a restaurant notice, the same whichever door the booking
// came through. Built and not yet run: for writeTogether with the booking's own write. The other changes of
// state have theirs beside it (decision 068).
import { mailInsert } from '../../mail/outbox.ts';
import type { Runner } from '../../db/runner.ts';
import type { PendingInsert } from '../../db/write-together.ts';
import { tickedConsents } from '../../consent/consent.ts';
import { guestIdentityWrites } from '../../guests/guest-identity.ts';
import { bookingMail, type MailBooking } from '../booking-mail.ts';
import type { BookingRow, NewBookingRow } from '../booking-repository.ts';
import type { Venue } from '../booking-venue.ts';
import { rearmWrites } from '../reminder-store.ts';
import { restaurantNotice, type NoticeKind } from '../restaurant-notice.ts';
import { occasionNameOf, type EffectDeps } from './diner-mail.ts';

/** A booking row as made: every field a confirmation mail reads is set. */
export type MadeRow = NewBookingRow & Pick<BookingRow, 'id' | 'extras' | 'promotions' | 'sms'>;

export interface BookingMade {
  /** The booking as it now stands (confirmed, or a request). */
  row: MadeRow;
  /** As it stood before, when it was held (a deposit or a waitlist offer); null for a new row. */
  before: BookingRow | null;
  venue: Venue;
  /** What the restaurant's notice calls it. */
  notice: NoticeKind;
  /** Whether the restaurant hears of it at once (product.md D8: requests always, bookings when asked). */
  notify: boolean;
  /**
   * Where the diner ticked the offers and texts boxes, recorded as consent (product.md D10); null when the
   * booking was made without them (a waitlist claim: its texts box asked for word of a table, not for offers).
   */
  consentSource: string | null;
}

/** The booking's names as its e-mails give them: the occasion, the area and the booking menu. */
export function mailedBooking(row: BookingMade['row'], venue: Venue): MailBooking {
  return {
    ...row,
    occasionName: occasionNameOf(venue.setup, row.occasionId),
    areaName: venue.setup.areas.find((a) => a.id === row.areaId)?.name ?? null,
    menuName: venue.setup.menus.find((m) => m.id === row.menuId)?.name ?? null,
  };
}

/**
 * A booking made: the diner's confirmation, the restaurant's notice, the reminder armed, the guest profile of a
 * booking that was held (a new row makes its own), and the boxes the diner ticked, as consent.
 */
export function bookingMadeEffects(tx: Runner, made: BookingMade, deps: EffectDeps, now: Date): PendingInsert[] {
  const { row, venue } = made;
  const mailed = mailedBooking(row, venue);
  return [
    mailInsert(tx, bookingMail(mailed, venue.restaurant, deps.links, now)),
    ...(made.notify
      ? [mailInsert(tx, restaurantNotice(made.notice, { ...mailed, phone: row.phone ?? null }, venue.restaurant, deps.publicUrl))]
      : []),
    ...rearmWrites(tx, made.before, row, venue.setup.config.reminderHoursBefore, now),
    ...(made.before ? guestIdentityWrites(tx, [{ email: row.email, name: `${row.firstName} ${row.lastName}`, phone: row.phone }]) : []),
    ...(made.consentSource === null
      ? []
      : tickedConsents(tx, {
          email: row.email,
          promotions: row.promotions,
          sms: row.sms,
          at: now,
          source: made.consentSource,
          reference: row.reference,
        })),
  ];
}
