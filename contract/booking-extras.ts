// Pricing the extras a diner picks (product.md §7 upsells): the server prices what
// it stores with the booking, and the modal shows the same figures before the
// diner confirms. Pure and zod-free.
import type { BookingExtra } from './booking.ts';

/** An extra as GET /api/booking/upsells lists it. */
export interface OfferedUpsell {
  id: string;
  name: string;
  description: string;
  pricePence: number;
  perCover: boolean;
  /** Switched on by the restaurant and with the kitchen's notice still possible. */
  isAvailable: boolean;
}

/**
 * Why a pick cannot be had: `not-offered` is bad input (the client sent an id it was never
 * shown) and names the field; `unavailable` is an extra the kitchen can no longer do.
 */
export type ExtrasVerdict =
  | { ok: true; extras: BookingExtra[] }
  | { ok: false; problem: 'not-offered'; field: 'upsellIds'; message: string }
  | { ok: false; problem: 'unavailable'; message: string };

/**
 * The picked extras priced for the party: per-cover ones once per guest, the
 * rest once. An id the occasion does not offer is bad input; one that has
 * become unavailable is refused, naming it.
 */
export function priceExtras(offered: readonly OfferedUpsell[], pickedIds: readonly string[], covers: number): ExtrasVerdict {
  const extras: BookingExtra[] = [];
  for (const id of pickedIds) {
    const u = offered.find((o) => o.id === id);
    if (!u) return { ok: false, problem: 'not-offered', field: 'upsellIds', message: `${id} is not offered with this booking` };
    if (!u.isAvailable) {
      return {
        ok: false,
        problem: 'unavailable',
        message: `Sorry, ${u.name} is no longer available for this booking. Please remove it and try again.`,
      };
    }
    const quantity = u.perCover ? covers : 1;
    extras.push({ id: u.id, name: u.name, quantity, unitPence: u.pricePence, totalPence: quantity * u.pricePence });
  }
  return { ok: true, extras };
}

export const extrasTotal = (extras: readonly BookingExtra[]): number => extras.reduce((sum, e) => sum + e.totalPence, 0);
