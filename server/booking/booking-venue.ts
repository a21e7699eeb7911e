// Loading one restaurant's booking setup with its content, and the checks
// every booking route makes first (product.md §8 codes, product.md D5 date rules). Errors
// are values with a code and the diner message (product.md H6).
import type { YieldGuard } from './yield/yield-guard.ts';
import { BOOKING_CODES, bookingMessage, type BookingCode } from '../../contract/booking-codes.ts';
import type { BookingSetup } from '../../contract/booking-setup.ts';
import { closedBooking } from '../../contract/online-booking.ts';
import type { Restaurant } from '../../contract/content.ts';
import type { ContentService } from '../content/content-service.ts';
import { DomainError, invalid, notFound, refused } from '../domain/domain-error.ts';
import type { BookingRepository } from './booking-repository.ts';
import { checkBookingDate } from './rules/booking-date.ts';
import type { IsoDate } from '../../contract/london-time.ts';
import type { BookingConfig, ExistingBooking, Id, Occasion, ServicePeriod } from './rules/model.ts';
import type { ReseatPolicy } from './rules/reseat-day.ts';
import type { SlotSearchInput } from './rules/slot-search.ts';
import { servicePeriodMinutes } from './rules/service-periods.ts';

export interface Venue {
  storeId: string;
  setup: BookingSetup;
  restaurant: Restaurant;
}

/**
 * A refusal the diner sees: product.md §8 code and its message (the server's own for codes 6 and 19).
 * An unknown restaurant is not found; every other code is a refusal of a well-formed request.
 */
export function bookingError(code: BookingCode, serverMessage?: string): DomainError {
  const message = bookingMessage(code, serverMessage ? { serverMessage } : {});
  return code === BOOKING_CODES.BOOKING_RESTAURANT_NOT_FOUND ? notFound(message, { code }) : refused(message, { code });
}

/** product.md §8: why a restaurant takes no online bookings, in the engine's order; null when it does. */
export const closedCode = (config: BookingConfig) => closedBooking(config);

export async function loadVenue(repo: BookingRepository, content: ContentService, storeId: string): Promise<Venue> {
  const [setup, restaurant] = await Promise.all([repo.setup(storeId), content.restaurantByStoreId(storeId)]);
  if (!setup || !restaurant) throw bookingError(BOOKING_CODES.BOOKING_RESTAURANT_NOT_FOUND);
  return { storeId, setup, restaurant };
}

/** A venue that takes online bookings, or a refusal with product.md §8 code 10, 11, 19 or 20. */
export async function loadOpenVenue(repo: BookingRepository, content: ContentService, storeId: string): Promise<Venue> {
  const venue = await loadVenue(repo, content, storeId);
  const closed = closedCode(venue.setup.config);
  if (closed) throw refused(closed.message, { code: closed.code });
  return venue;
}

export function occasionOf(venue: Venue, occasionId: Id): Occasion {
  const occasion = venue.setup.occasions.find((o) => o.id === occasionId);
  if (!occasion) throw bookingError(BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION);
  return occasion;
}

/** product.md D5: an impossible date, a past one or one beyond the window is invalid input naming the field. */
export function assertBookingDate(venue: Venue, date: IsoDate, now: Date, field = 'date'): void {
  const check = checkBookingDate(date, now, venue.setup.config.windowDays);
  if (!check.ok) throw invalid(field, check.message);
}

/** product.md §4: a menu must be one the occasion's menu link group keeps (else code 8). */
export function assertMenus(venue: Venue, occasion: Occasion, menuIds: readonly (Id | null)[]): void {
  for (const id of menuIds) {
    if (id === null || id === 'null') continue;
    const known = venue.setup.menus.some((m) => m.id === id);
    const linked = occasion.menuLinkGroup.links.some((l) => l.id === id);
    if (!known || (occasion.menuLinkGroup.type === 'inclusive') !== linked) throw bookingError(BOOKING_CODES.PARTNER_MENU_NOT_FOUND);
  }
}

export function assertArea(venue: Venue, areaId: Id | null | undefined): Id | null {
  if (areaId == null) return null;
  if (!venue.setup.areas.some((a) => a.id === areaId)) throw invalid('areaId', 'No such area at this restaurant');
  return areaId;
}

const periodsBySetup = new WeakMap<BookingSetup, ServicePeriod[]>();

/** The setup's service periods in minutes, converted once per (cached, immutable) setup document. */
export function enginePeriods(setup: BookingSetup): ServicePeriod[] {
  let periods = periodsBySetup.get(setup);
  if (!periods) periodsBySetup.set(setup, (periods = setup.servicePeriods.map(servicePeriodMinutes)));
  return periods;
}

export function searchInput(
  venue: Pick<Venue, 'setup'>,
  p: {
    date: IsoDate;
    now: Date;
    covers: number;
    occasion: Occasion;
    areaId: Id | null;
    bookings: readonly ExistingBooking[];
    /** Decision 074: only where the caller offers times, or stores the moves it is given. */
    reseat?: ReseatPolicy | undefined;
    /** Decision 075: where diners are offered times or book online. */
    yieldGuard?: YieldGuard | null | undefined;
  },
): SlotSearchInput {
  const { setup } = venue;
  return {
    ...p,
    config: setup.config,
    hours: setup.hours,
    specialHours: setup.specialHours,
    servicePeriods: enginePeriods(setup),
    tables: setup.tables,
    tableGroups: setup.tableGroups,
    occasions: setup.occasions,
  };
}
