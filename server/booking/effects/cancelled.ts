// What a booking cancelled writes and sends besides the booking itself, built once for every verb that cancels
// one (decision 068): the diner's cancel from the signed link (booking-cancel.ts) and staff's (the console's
// cancel action, booking-staff-change.ts). Each verb adds its own audit entry. The writes go in the
// cancellation's statement; the deposit's refund and the waitlist's offer follow inside its transaction.
import type { Runner } from '../../db/runner.ts';
import type { PendingInsert } from '../../db/write-together.ts';
import { mailInsert } from '../../mail/outbox.ts';
import { claimDepositRefund } from '../../payments/deposit-refunds.ts';
import type { PaymentRow } from '../../payments/payment-store.ts';
import type { BookingRow } from '../booking-repository.ts';
import { rearmWrites } from '../reminder-store.ts';
import { restaurantNotice } from '../restaurant-notice.ts';
import type { PreparedOffers, WaitlistOffers } from '../waitlist-offer.ts';
import { dinerMailInsert, occasionNameOf, sequenceAt, type EffectDeps, type MailVenue } from './diner-mail.ts';

export interface BookingCancelled {
  before: BookingRow;
  /** The booking as cancelled. */
  after: BookingRow;
  venue: MailVenue;
  /** Who cancelled it: the restaurant's reason goes in the diner's mail; a diner's own words are for staff. */
  by: 'diner' | 'restaurant';
  reason: string | null;
  /** Decision 049: what becomes of a deposit taken, in the diner's words; null without one. */
  deposit: string | null;
  /** product.md D8: whether the restaurant hears of a diner's cancellation at once (its settings); it made its own. */
  notify: boolean;
}

/**
 * A booking cancelled: the diner's cancellation (a later SEQUENCE than any change), the restaurant's notice of a
 * diner's cancellation, and the reminder disarmed (decision 038).
 */
export function bookingCancelledEffects(tx: Runner, cancelled: BookingCancelled, deps: EffectDeps, now: Date): PendingInsert[] {
  const { before, after, venue, deposit } = cancelled;
  const occasionName = occasionNameOf(venue.setup, after.occasionId);
  const reason = cancelled.by === 'restaurant' ? cancelled.reason : null;
  return [
    ...dinerMailInsert(tx, venue, after, deps.links, now, {
      cancelled: true,
      reason,
      sequence: sequenceAt(now),
      ...(deposit ? { deposit } : {}),
    }),
    ...(cancelled.by === 'diner' && cancelled.notify
      ? [mailInsert(tx, restaurantNotice('cancellation', { ...after, occasionName }, venue.restaurant, deps.publicUrl))]
      : []),
    ...rearmWrites(tx, before, after, null, now),
  ];
}

export interface CancelFollowUps {
  booking: { id: string; storeId: string };
  /** Decision 049: the deposit goes back (the diner cancelled in time, or the restaurant cancelled). */
  refund: boolean;
  /** Who asked for the refund: the member of staff, or null for the diner. */
  requestedBy: string | null;
  /** Decision 050: the day's waitlist, prepared before the transaction; null when nobody waits. */
  waiting: PreparedOffers | null;
  offers: Pick<WaitlistOffers, 'offerInLock'> | undefined;
}

/**
 * After the cancellation's writes, inside its transaction and the day's lock: the deposit's refund claimed (made
 * once the transaction commits, decision 049), and the freed seats offered to those waiting before the lock is
 * let go, so no create gets there first (decision 050). The refund to make, or null.
 */
export async function cancelFollowUps(tx: Runner, f: CancelFollowUps, now: Date): Promise<PaymentRow | null> {
  const refund = f.refund ? await claimDepositRefund(tx, f.booking.id, f.booking.storeId, f.requestedBy, now) : null;
  if (f.waiting && f.offers) await f.offers.offerInLock(tx, f.waiting);
  return refund;
}
