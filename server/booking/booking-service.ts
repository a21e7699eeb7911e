// The booking engine's service (DESIGN §1, §5): the modal's reads, multi-
// restaurant availability, placing bookings, enquiries and events, and the
// signed view-and-cancel link. Time is injected (STYLE habit 9); the
// composition root (server/services.ts) builds it with its link secret and payments.
import type { ContentService } from '../content/content-service.ts';
import type { Db } from '../db/client.ts';
import { createAvailability } from './booking-availability.ts';
import { createBookingCancellation } from './booking-cancel.ts';
import { createBookingChange } from './booking-change.ts';
import { createBookingDays } from './booking-days.ts';
import { createBookingPlacement, type PlaceKind, type PlaceOutcome } from './booking-create.ts';
import type { BookingLinks } from './booking-links.ts';
import { createBookingQueries } from './booking-queries.ts';
import { createBookingRepository } from './booking-repository.ts';
import { createRestaurantSettings } from './restaurant-settings.ts';
import type { PaymentsAdapter } from '../payments/payments.ts';

export interface BookingServiceDeps {
  db: Db;
  content: ContentService;
  payments: PaymentsAdapter;
  links: BookingLinks;
  brandKey: string;
  publicUrl: string;
  clock?: () => Date;
}

export function createBookingService(deps: BookingServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const repo = createBookingRepository(deps.db);
  const settings = createRestaurantSettings(deps.db);
  const common = { ...deps, repo, clock, settings };
  return {
    repo,
    settings,
    payments: deps.payments,
    ...createBookingQueries(common),
    availability: createAvailability(common),
    days: createBookingDays(common),
    ...createBookingCancellation(common),
    ...createBookingChange(common),
    place: createBookingPlacement(common),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
export type { PlaceKind, PlaceOutcome };
