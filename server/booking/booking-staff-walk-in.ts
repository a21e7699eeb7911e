// A walk-in seated at once (product.md D8): one table, the party, and a
// name only if the guest gives one. It starts now on the services' clock (to the
// minute: staff bookings are not held to the slot grid), on the service day —
// after midnight that is still yesterday's while yesterday's hours run on — and
// is placed by the same engine under the same day lock as a phone booking
// (booking-staff-create.ts), so a table already taken now is product.md §8
// status 9 with a 409.
import type { WalkInInput } from '../../contract/console-forms.ts';
import { MINUTES_PER_DAY, addDays, formatHhmm, londonDateOf, londonMinutesOf, type IsoDate } from '../../contract/london-time.ts';
import { openingWindow } from '../../contract/opening-hours.ts';
import type { AuditActor } from '../audit/audit-log.ts';
import type { BookingRow } from './booking-repository.ts';
import type { StaffDeps } from './booking-staff-parts.ts';
import { placeStaffBooking, type PlacementHooks } from './booking-staff-create.ts';
import { loadVenue, type Venue } from './booking-venue.ts';
import type { Occasion } from './rules/model.ts';
import { coversMode, restrictionsFor } from './rules/occasions.ts';

/** The service day and minute of `now`: yesterday's, at 1440 and more, while yesterday's opening runs past midnight. */
export function serviceMoment(venue: Venue, now: Date): { date: IsoDate; start: number } {
  const today = londonDateOf(now);
  const minutes = londonMinutesOf(now);
  const yesterday = addDays(today, -1);
  const late = openingWindow(venue.setup.hours, venue.setup.specialHours, yesterday);
  if (late && minutes + MINUTES_PER_DAY < late.close) return { date: yesterday, start: minutes + MINUTES_PER_DAY };
  return { date: today, start: minutes };
}

/**
 * The occasion a walk-in is booked under: the first running that day whose time window holds the start and
 * which takes the party, else the first that takes the party, else the first running, else the first.
 */
export function walkInOccasion(occasions: readonly Occasion[], date: IsoDate, start: number, covers: number): Occasion | undefined {
  const running = restrictionsFor(occasions, date).occasions;
  const takes = running.filter((o) => coversMode(o, { maxOnlineCovers: Number.POSITIVE_INFINITY }, covers) !== 'refused');
  const now = takes.find((o) => !o.timeWindows.length || o.timeWindows.some((w) => w.from <= start && start < w.to));
  return now ?? takes[0] ?? running[0] ?? occasions[0];
}

/** "Grace Brewster Hopper" → first name "Grace", last name "Brewster Hopper"; no name → both empty. */
export function splitName(name: string | undefined): { firstName: string | undefined; lastName: string | undefined } {
  const [first, ...rest] = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: first, lastName: rest.length ? rest.join(' ') : undefined };
}

/** Decision 050: a walk-in from the waitlist, with the contact details the list kept; the engine picks a free table. */
export interface WaitlistSeating {
  adults: number;
  children: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
}

/** Seats a waitlisted party now (source 'waitlist'), the engine picking a free table; the hooks mark its entry seated. */
export async function seatFromWaitlist(
  deps: StaffDeps,
  actor: AuditActor,
  storeId: string,
  party: WaitlistSeating,
  hooks: PlacementHooks,
): Promise<BookingRow> {
  const venue = await loadVenue(deps.repo, deps.content, storeId);
  const now = deps.clock();
  const { date, start } = serviceMoment(venue, now);
  const occasion = walkInOccasion(venue.setup.occasions, date, start, party.adults + party.children);
  return placeStaffBooking(
    deps,
    actor,
    venue,
    {
      source: 'waitlist',
      date,
      time: formatHhmm(start),
      adults: party.adults,
      children: party.children,
      occasionId: occasion?.id ?? '',
      areaId: undefined,
      menuId: undefined,
      tableIds: [],
      firstName: party.firstName,
      lastName: party.lastName,
      // A seated party gets no confirmation mail and no reminder (only phone bookings are mailed).
      email: party.email ?? undefined,
      phone: party.phone ?? undefined,
      specialRequest: undefined,
      staffNote: undefined,
      override: false,
      overrideReason: undefined,
    },
    start,
    now,
    hooks,
  );
}

export async function seatWalkIn(deps: StaffDeps, actor: AuditActor, storeId: string, input: WalkInInput): Promise<BookingRow> {
  const venue = await loadVenue(deps.repo, deps.content, storeId);
  const now = deps.clock();
  const { date, start } = serviceMoment(venue, now);
  const covers = input.adults + input.children;
  const occasion = walkInOccasion(venue.setup.occasions, date, start, covers);
  return placeStaffBooking(
    deps,
    actor,
    venue,
    {
      source: 'walk-in',
      date,
      time: formatHhmm(start),
      adults: input.adults,
      children: input.children,
      occasionId: occasion?.id ?? '',
      areaId: undefined,
      menuId: undefined,
      tableIds: input.tableIds,
      ...splitName(input.name),
      email: undefined,
      phone: undefined,
      specialRequest: undefined,
      staffNote: undefined,
      override: false,
      overrideReason: undefined,
    },
    start,
    now,
  );
}
