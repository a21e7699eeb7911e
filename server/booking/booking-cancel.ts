// The signed link in a confirmation e-mail (decision 006): view the booking, and
// cancel it, which frees its seats at once (cancelled bookings hold none) and
// writes the cancellation notice in the same transaction.
import type { z } from 'zod';
import type { managedBookingSchema } from '../../contract/booking.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { notFound, refused } from '../domain/domain-error.ts';
import type { BookingLinks } from './booking-links.ts';
import type { BookingRepository, BookingRow } from './booking-repository.ts';
import { formatHhmm, instantOf } from '../../contract/london-time.ts';
import { auditInsert } from '../audit/audit-log.ts';
import type { RestaurantSettingsStore } from './restaurant-settings.ts';
import type { DepositRefunds } from '../payments/deposit-refunds.ts';
import { bookingCancelledEffects, cancelFollowUps } from './effects/cancelled.ts';
import { takenDeposit, type PaymentRow } from '../payments/payment-store.ts';
import { depositRefundable } from '../payments/rules/deposit-rules.ts';
import { formatMoney } from '../../contract/money.ts';
import type { SeatsFreed } from './waitlist.ts';
import type { WaitlistOffers } from './waitlist-offer.ts';

type ManagedBooking = z.infer<typeof managedBookingSchema>;

export interface CancelDeps {
  db: Db;
  repo: BookingRepository;
  content: ContentService;
  links: BookingLinks;
  clock: () => Date;
  settings: RestaurantSettingsStore;
  publicUrl: string;
  /** Decision 049: gives a deposit back when the booking is cancelled in time. */
  refunds: Pick<DepositRefunds, 'run'>;
  /** Decision 050: told after a write that may have freed seats, so the waitlist is offered them (never fails the write). */
  freed?: SeatsFreed | undefined;
  /** Decision 050: a diner's cancellation offers its seats to the waitlist in its own transaction. */
  waitlistOffers?: Pick<WaitlistOffers, 'prepareOffers' | 'offerInLock'> | undefined;
}

/**
 * Decision 049 deposits: what a cancellation does with a deposit taken, in the diner's words, and whether it is
 * refunded; null without one.
 */
export function depositOnCancel(
  row: Pick<BookingRow, 'feeTerms' | 'date' | 'startsAt'>,
  deposit: PaymentRow | null,
  at: Date,
  byDiner: boolean,
) {
  if (!deposit) return null;
  const amount = formatMoney(deposit.amountPence, deposit.currency);
  const refund = depositRefundable({
    feeTerms: row.feeTerms ?? null,
    startsAt: instantOf(row.date, row.startsAt),
    cancelledAt: at,
    byDiner,
  });
  const hours = row.feeTerms?.cancellationWindowHours ?? 0;
  const window = `${hours} hour${hours === 1 ? '' : 's'}`;
  return {
    refund,
    note: refund
      ? `Your deposit of ${amount} is refunded in full to your card; a receipt follows by e-mail.`
      : `As the booking was cancelled less than ${window} before it, the restaurant keeps your deposit of ${amount}.`,
    /** The same, said before the diner confirms (the manage page's cancel step). */
    ahead: refund
      ? `If you cancel now, your deposit of ${amount} is refunded in full to your card.`
      : `As it is less than ${window} before your booking, the restaurant keeps your deposit of ${amount} if you cancel.`,
  };
}

export const CANCELLED_BY_DINER = 'Cancelled by the diner';

export const INVALID_LINK = 'This booking link is not valid. Please use the link in your confirmation e-mail.';
export const NOT_CANCELLABLE = 'This booking can no longer be cancelled online. Please contact the restaurant.';
export const ALREADY_STARTED = 'This booking has already started, so it cannot be cancelled online. Please contact the restaurant.';

/** The booking a signed link names, with its restaurant's content; a link we did not sign is not found. */
export async function bookingByToken({ repo, content, links }: Pick<CancelDeps, 'repo' | 'content' | 'links'>, token: string) {
  const id = links.verify(token);
  const row = id ? await repo.byId(id) : null;
  if (!row) throw notFound(INVALID_LINK);
  const restaurant = await content.restaurantByStoreId(row.storeId);
  if (!restaurant) throw notFound(INVALID_LINK);
  return { row, restaurant };
}

export const hasStarted = (row: Pick<BookingRow, 'date' | 'startsAt'>, now: Date) =>
  instantOf(row.date, row.startsAt).getTime() <= now.getTime();

/** The API's manage reply for a booking. */
export function managedView(row: BookingRow, restaurant: string, now: Date): ManagedBooking {
  return {
    bookingReference: row.reference,
    bookingType: row.kind,
    status: row.status,
    storeId: row.storeId,
    restaurant,
    date: row.date,
    time: formatHhmm(row.startsAt),
    covers: row.covers,
    firstName: row.firstName,
    extras: row.extras,
    canCancel: (row.status === 'confirmed' || row.status === 'requested' || row.status === 'held') && !hasStarted(row, now),
  };
}

/** What bookings.statusReason and the audit log keep of a diner's cancellation. */
export const dinerCancelReason = (reason?: string | null) =>
  reason?.trim() ? `${CANCELLED_BY_DINER}: ${reason.trim()}` : CANCELLED_BY_DINER;

export function createBookingCancellation(deps: CancelDeps) {
  const { db, repo, content, links, clock, settings, publicUrl, refunds, freed, waitlistOffers } = deps;
  const load = (token: string) => bookingByToken({ repo, content, links }, token);
  const started = (row: BookingRow) => hasStarted(row, clock());
  const view = (row: BookingRow, restaurant: string) => managedView(row, restaurant, clock());

  return {
    async manage(token: string): Promise<ManagedBooking> {
      const { row, restaurant } = await load(token);
      return view(row, restaurant.title);
    },

    /** A second cancel changes nothing; `reason` (optional, the diner's words) is kept for staff. */
    async cancel(token: string, reason?: string | null): Promise<ManagedBooking> {
      const { row, restaurant } = await load(token);
      if (row.status === 'cancelled') return view(row, restaurant.title); // a second click changes nothing
      if (started(row)) throw refused(ALREADY_STARTED);
      if (!view(row, restaurant.title).canCancel) throw refused(NOT_CANCELLABLE);
      const now = clock();
      const statusReason = dinerCancelReason(reason);
      const setup = await repo.setup(row.storeId);
      // Decision 049: a deposit goes back when the diner cancels at least the window before; later, it is kept.
      const deposit = depositOnCancel(row, await takenDeposit(db, row.id), now, true);
      let refund: PaymentRow | null = null;
      const notify = (await settings.read(row.storeId)).noticeEveryBooking;
      // Decision 050: with diners waiting that day, the day's lock comes first, as every create takes
      // it, and the seats this frees are offered to them before the lock is let go: no create gets there first.
      const waiting = (await waitlistOffers?.prepareOffers(row.storeId, row.date)) ?? null;
      const cancelled = await db.transaction(async (tx) => {
        if (waiting) await repo.lockDay(tx, row.storeId, row.date);
        const current = await repo.byId(row.id, tx, { forUpdate: true });
        if (!current || current.status === 'cancelled') return false;
        const set = { status: 'cancelled', cancelledAt: now, cancelledBy: 'diner', statusReason, updatedAt: now } as const;
        const after = { ...current, ...set };
        const venue = { setup, restaurant };
        const effects = { before: current, after, venue, by: 'diner' as const, reason: null, deposit: deposit?.note ?? null, notify };
        await repo.updateWith(tx, current, set, [
          // Decision 068: the cancellation's mail, the restaurant's notice and the reminder disarmed, as every door's.
          ...bookingCancelledEffects(tx, effects, { links, publicUrl }, now),
          auditInsert(tx, {
            actor: { staffId: null, name: 'Diner' },
            at: now,
            storeId: row.storeId,
            entity: 'booking',
            entityId: row.id,
            action: 'cancel',
            before: { status: current.status },
            after: { status: 'cancelled' },
            reason: statusReason,
          }),
        ]);
        const follow = { booking: row, refund: deposit?.refund ?? false, requestedBy: null, waiting, offers: waitlistOffers };
        refund = await cancelFollowUps(tx, follow, now);
        return true;
      });
      repo.invalidateDay(row.storeId, row.date); // the seats are free at once (product.md D5: cancelling frees them)
      if (refund) await refunds.run(refund);
      if (cancelled) await freed?.(row.storeId, row.date); // decision 050: the first waitlisted diner is offered them
      return view({ ...row, status: 'cancelled', ...(cancelled ? { cancelledAt: now } : {}) }, restaurant.title);
    },
  };
}
