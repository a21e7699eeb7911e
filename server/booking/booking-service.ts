// The booking engine's service (DESIGN §1, §5): the modal's reads, multi-
// restaurant availability, placing bookings, enquiries and events, and the
// signed view-and-cancel link. Time is injected (STYLE habit 9).
import type { Config } from '../config.ts';
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { sharedSecret } from '../auth/shared-secret.ts';
import { createAvailability } from './booking-availability.ts';
import { createBookingCancellation } from './booking-cancel.ts';
import { createBookingPlacement, type PlaceKind, type Reply } from './booking-create.ts';
import { createBookingLinks, type BookingLinks } from './booking-links.ts';
import { createBookingQueries } from './booking-queries.ts';
import { createBookingRepository } from './booking-repository.ts';
import { createPayments, type PaymentsAdapter } from './payments/payments.ts';

export interface BookingServiceDeps {
  db: Db;
  content: ContentService;
  payments: PaymentsAdapter;
  links: BookingLinks;
  brandKey: string;
  clock?: () => Date;
}

export function createBookingService(deps: BookingServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const repo = createBookingRepository(deps.db);
  const common = { ...deps, repo, clock };
  return {
    payments: deps.payments,
    ...createBookingQueries(common),
    availability: createAvailability(common),
    ...createBookingCancellation(common),
    place: createBookingPlacement(common),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
export type { PlaceKind, Reply };

export interface BookingServiceOptions {
  db: Db;
  content: ContentService;
  config: Pick<
    Config,
    'BRAND_KEY' | 'PUBLIC_URL' | 'NODE_ENV' | 'BRAINTREE_MERCHANT_ID' | 'BRAINTREE_PUBLIC_KEY' | 'BRAINTREE_PRIVATE_KEY'
  >;
  clock?: () => Date;
  payments?: PaymentsAdapter;
}

/** Builds the service from configuration: the shared link secret and the payments adapter (DESIGN §6). */
export async function bookingServiceFromConfig(opts: BookingServiceOptions): Promise<BookingService> {
  const secret = await sharedSecret(opts.db, 'booking-links');
  return createBookingService({
    db: opts.db,
    content: opts.content,
    payments: opts.payments ?? (await createPayments(opts.config)),
    links: createBookingLinks(secret, opts.config.PUBLIC_URL),
    brandKey: opts.config.BRAND_KEY,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
}
