// Extras offered with a booking (SPEC §7 upsells) and the ones a diner picks:
// which go with the occasion, which can still be had at that start time, and
// what the picked ones cost. Pure: the setup's list and the clock come in.
import type { BookingExtra } from '../../../contract/booking.ts';
import type { Upsell } from '../../../contract/booking-setup.ts';
import type { Id } from './model.ts';

export interface OfferedUpsell {
  id: Id;
  name: string;
  description: string;
  pricePence: number;
  perCover: boolean;
  /** Switched on by the restaurant and with the kitchen's notice still possible. */
  isAvailable: boolean;
}

const HOUR_MS = 3_600_000;

/** The extras for an occasion, each marked available or not for a booking starting at `startsAt`. */
export function offeredUpsells(upsells: readonly Upsell[], occasionId: Id, startsAt: Date, now: Date): OfferedUpsell[] {
  return upsells
    .filter((u) => u.occasionIds.length === 0 || u.occasionIds.includes(occasionId))
    .map((u) => ({
      id: u.id,
      name: u.name,
      description: u.description,
      pricePence: u.pricePence,
      perCover: u.perCover,
      isAvailable: u.available && startsAt.getTime() - now.getTime() >= u.noticeHours * HOUR_MS,
    }));
}

export type ExtrasVerdict = { ok: true; extras: BookingExtra[] } | { ok: false; status: 400 | 422; message: string };

/**
 * The picked extras priced for the party: per-cover ones once per guest, the
 * rest once. An id the occasion does not offer is a 400 (the client sent what
 * it was never shown); one that has become unavailable is a 422 naming it.
 */
export function priceExtras(offered: readonly OfferedUpsell[], pickedIds: readonly Id[], covers: number): ExtrasVerdict {
  const extras: BookingExtra[] = [];
  for (const id of pickedIds) {
    const u = offered.find((o) => o.id === id);
    if (!u) return { ok: false, status: 400, message: `upsellIds: ${id} is not offered with this booking` };
    if (!u.isAvailable) {
      return {
        ok: false,
        status: 422,
        message: `Sorry, ${u.name} is no longer available for this booking. Please remove it and try again.`,
      };
    }
    const quantity = u.perCover ? covers : 1;
    extras.push({ id: u.id, name: u.name, quantity, unitPence: u.pricePence, totalPence: quantity * u.pricePence });
  }
  return { ok: true, extras };
}
