// The times a phone booking is offered (product.md D5 and D8): the online
// engine's own slot search for the party, date, occasion and area — the same
// rules the diner's modal is offered times by (booking-queries.ts slots) — with
// the table the engine would give each time and the other free tables that fit.
// Only the online channel's switches are set aside (staff book while online
// booking is off); a time the diner could only request is not offered. A
// phone booking at any other time is staff's override (booking-staff-create.ts).
import type { StaffTime, StaffTimes, StaffTimesQuery } from '../../contract/console-forms.ts';
import { BOOKING_CODES, type BookingCode } from '../../contract/booking-codes.ts';
import { formatHhmm, londonDateOf, type IsoDate } from '../../contract/london-time.ts';
import { openingWindow } from '../../contract/opening-hours.ts';
import { linkGroupAllows } from '../../contract/link-groups.ts';
import { invalid } from '../domain/domain-error.ts';
import type { StaffDeps } from './booking-staff-parts.ts';
import { assertArea, loadVenue, occasionOf, searchInput, type Venue } from './booking-venue.ts';
import type { ExistingBooking, Id, Occasion } from './rules/model.ts';
import { checkSlot, searchSlots, type SlotCheck, type SlotSearchInput } from './rules/slot-search.ts';
import { seatingPlan } from './rules/table-assignment.ts';

export interface StaffSearch {
  date: IsoDate;
  now: Date;
  covers: number;
  occasion: Occasion;
  areaId: Id | null;
  bookings: readonly ExistingBooking[];
}

/** The online engine's search input, with the online channel's switches on (product.md D8: staff book while it is off). */
export function staffSearchInput(venue: Venue, search: StaffSearch): SlotSearchInput {
  const input = searchInput(venue, search);
  return { ...input, config: { ...input.config, enabled: true, restaurantEnabled: true, centerParcsOnly: false } };
}

/** One 'HH:MM' as the engine judges it for staff: bookable (with the engine's tables) or not. */
export const checkStaffTime = (venue: Venue, search: StaffSearch, time: string): SlotCheck =>
  checkSlot(staffSearchInput(venue, search), time);

const PAST_DATE = 'Please choose today or a later date';

/** Why a day offers nothing, in staff's words. */
function emptyMessage(code: BookingCode, occasion: Occasion, covers: number): string {
  if (code === BOOKING_CODES.BOOKING_NO_AVAILABLE_OCCASION) return `${occasion.name} is not offered on that day.`;
  if (code === BOOKING_CODES.BOOKING_INVALID_CONFIG) return 'This restaurant has no turn times set up.';
  return `No time is offered for ${covers} ${covers === 1 ? 'guest' : 'guests'} at ${occasion.name} on that day.`;
}

/** The offered times with the engine's tables, from the day's seat holders as given. */
export function offeredTimes(venue: Venue, search: StaffSearch): Pick<StaffTimes, 'times' | 'message'> {
  const input = staffSearchInput(venue, search);
  const result = searchSlots(input);
  const allowArea = (areaId: Id) =>
    linkGroupAllows(search.occasion.areaLinkGroup, areaId) && (search.areaId === null || areaId === search.areaId);
  // One plan per single table: which of them is free at a time (the engine's own overlap rule).
  const singles = venue.setup.tables
    .filter((t) => allowArea(t.areaId) && t.minSeats <= search.covers && search.covers <= t.maxSeats)
    .map((t) => ({ id: t.id, plan: seatingPlan({ ...search, tables: [t], tableGroups: [] }) }));
  const times: StaffTime[] = [];
  for (const slot of result.times) {
    if (slot.canEnquire) continue;
    const check = checkSlot(input, slot.time);
    if (check.status !== 'bookable' || check.startsAt === null || check.durationMinutes === null) continue;
    const { startsAt, durationMinutes } = check;
    const free = singles.filter((s) => s.plan.find(startsAt, durationMinutes)).map((s) => s.id);
    times.push({ time: slot.time, tableIds: check.seating?.tableIds ?? [], freeTableIds: free });
  }
  const code = result.times.length ? BOOKING_CODES.BOOKING_NO_FREE_SLOT : result.code;
  return { times, message: times.length ? '' : emptyMessage(code, search.occasion, search.covers) };
}

/** GET the form's times: the restaurant's hours that day and the offered times (the cached day, as the modal reads it). */
export async function staffTimes(
  deps: Pick<StaffDeps, 'repo' | 'content' | 'clock'>,
  storeId: string,
  q: StaffTimesQuery,
): Promise<StaffTimes> {
  const venue = await loadVenue(deps.repo, deps.content, storeId);
  const now = deps.clock();
  if (q.date < londonDateOf(now)) throw invalid('date', PAST_DATE);
  const occasion = occasionOf(venue, q.occasionId);
  const areaId = assertArea(venue, q.areaId);
  const covers = q.adults + q.children;
  const window = openingWindow(venue.setup.hours, venue.setup.specialHours, q.date);
  const base = { date: q.date, covers, occasionId: occasion.id };
  if (!window) return { ...base, open: null, times: [], message: 'The restaurant is closed on that day.' };
  const bookings = await deps.repo.seatHolders(storeId, q.date);
  return {
    ...base,
    open: { from: formatHhmm(window.open), to: formatHhmm(window.close) },
    ...offeredTimes(venue, { date: q.date, now, covers, occasion, areaId, bookings }),
  };
}
