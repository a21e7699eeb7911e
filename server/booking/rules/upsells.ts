// Extras offered with a booking (product.md §7 upsells): which go with the occasion
// and which can still be had at that start time. Pure: the setup's list and
// the clock come in. Pricing the picked ones is shared with the modal
// (contract/booking-extras.ts).
import type { OfferedUpsell } from '../../../contract/booking-extras.ts';
import type { Upsell } from '../../../contract/booking-setup.ts';
import type { Id } from './model.ts';

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
