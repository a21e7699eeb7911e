// Whether a restaurant takes bookings online, as the diner's pages show it
// (product.md §8 codes 10, 11, 19, 20; decision 025): read from the booking setup's
// config, joined to the restaurant wherever the site reads one.
import { z } from 'zod';
import { BOOKING_CODES, MAX_TABLE_BOOKING_COVERS, bookingMessage, type BookingCode } from './booking-codes.ts';

/** The parts of a setup's config (contract/booking-setup.ts) these rules read. */
export interface BookingSwitches {
  enabled: boolean;
  restaurantEnabled: boolean;
  centerParcsOnly: boolean;
  customDisabledMessage?: string | undefined;
  externalBookingUrl?: string | undefined;
  maxOnlineCovers: number;
  groupEnquiryFromCovers: number;
}

/** product.md §8: why a restaurant takes no online bookings, in the engine's order (codes 10, 19, 11, 20); null when it does. */
export function closedBooking(
  config: Pick<BookingSwitches, 'enabled' | 'restaurantEnabled' | 'centerParcsOnly' | 'customDisabledMessage'>,
): { code: BookingCode; message: string } | null {
  if (!config.enabled) {
    const custom = config.customDisabledMessage?.trim();
    return custom
      ? { code: BOOKING_CODES.DISABLED_BOOKING_CUSTOM_MESSAGE, message: custom }
      : { code: BOOKING_CODES.BOOKING_DISABLED, message: bookingMessage(BOOKING_CODES.BOOKING_DISABLED) };
  }
  if (!config.restaurantEnabled)
    return { code: BOOKING_CODES.BOOKING_RESTAURANT_DISABLED, message: bookingMessage(BOOKING_CODES.BOOKING_RESTAURANT_DISABLED) };
  if (config.centerParcsOnly)
    return { code: BOOKING_CODES.BOOKING_CENTER_PARCS, message: bookingMessage(BOOKING_CODES.BOOKING_CENTER_PARCS) };
  return null;
}

/**
 * What the diner's pages say about booking a restaurant, from its setup: whether
 * it takes bookings online (and if not, why, and where to book instead), the
 * largest party booked online and the size from which groups enquire — the one
 * number every text about large groups shows (decision 025).
 */
export const onlineBookingSchema = z.object({
  open: z.boolean(),
  code: z.number().int().nullable(),
  message: z.string().nullable(),
  externalBookingUrl: z.string().nullable(),
  largestOnlineParty: z.number().int(),
  groupFromCovers: z.number().int(),
});
export type OnlineBooking = z.infer<typeof onlineBookingSchema>;

/** A restaurant read without its setup (never in a seeded store): online, product.md §9's limits. */
export const DEFAULT_ONLINE_BOOKING: OnlineBooking = {
  open: true,
  code: null,
  message: null,
  externalBookingUrl: null,
  largestOnlineParty: MAX_TABLE_BOOKING_COVERS,
  groupFromCovers: MAX_TABLE_BOOKING_COVERS + 1,
};

export function onlineBooking(config: BookingSwitches): OnlineBooking {
  const closed = closedBooking(config);
  return {
    open: closed === null,
    code: closed?.code ?? null,
    message: closed?.message ?? null,
    externalBookingUrl: config.externalBookingUrl ?? null,
    largestOnlineParty: Math.min(config.maxOnlineCovers, config.groupEnquiryFromCovers - 1),
    groupFromCovers: config.groupEnquiryFromCovers,
  };
}
