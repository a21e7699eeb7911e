// The day as the re-seating search sees it (decision 074): which bookings are pinned and
// where each unpinned one may go. Pure; the create path applies the moves it returns.
import { MINUTES_PER_DAY, instantOf, type IsoDate } from '../../../contract/london-time.ts';
import { linkGroupAllows } from '../../../contract/link-groups.ts';
import { holdsSeats, type ExistingBooking, type Id, type Occasion, type Table, type TableGroup } from './model.ts';
import { searchReseat, type ReseatPlan } from './reseat-search.ts';
import { fittingSeatings, type Seating } from './table-assignment.ts';

/** A restaurant's re-seating setting: bookings starting this soon are never moved (decision 074). */
export interface ReseatPolicy {
  pinWithinMinutes: number;
  /** Search nodes; DEFAULT_RESEAT_BUDGET when omitted. */
  budget?: number | undefined;
}

export const DEFAULT_PIN_WITHIN_MINUTES = 60;

/**
 * Times offered to diners count re-seating too, with a smaller budget: a search that succeeds within it succeeds
 * within the create's (the same search, cut later), so an offered time is never refused for want of budget. The
 * create applies the restaurant's own pin setting.
 */
export const OFFER_RESEAT: ReseatPolicy = { pinWithinMinutes: DEFAULT_PIN_WITHIN_MINUTES, budget: 500 };

export interface ReseatDay {
  date: IsoDate;
  now: Date;
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  bookings: readonly ExistingBooking[];
  policy: ReseatPolicy;
  /** The restaurant's occasions: an unpinned booking may move to any area its own occasion allows. */
  occasions?: readonly Occasion[] | undefined;
}

/**
 * Decision 074: pinned when a person fixed it (seated or later, the diner's area or table, staff's pin), when it
 * starts within the restaurant's setting of now, or when it crosses midnight (the next day's creates read it
 * under their own lock).
 */
export function isPinned(b: ExistingBooking, day: Pick<ReseatDay, 'date' | 'now' | 'policy'>): boolean {
  if (b.pinned || (b.status !== 'confirmed' && b.status !== 'held')) return true;
  if (b.startsAt < 0 || b.startsAt + b.durationMinutes > MINUTES_PER_DAY || b.tableIds.length === 0) return true;
  return instantOf(day.date, b.startsAt).getTime() - day.now.getTime() < day.policy.pinWithinMinutes * 60_000;
}

/**
 * Where an unpinned booking may go (decision 074): the diner chose no area (else it is pinned), so any area its
 * own occasion allows, as when it was first seated; its own area when its occasion is not known.
 */
function areasFor(
  b: ExistingBooking,
  tables: ReadonlyMap<Id, Table>,
  occasions: ReadonlyMap<Id, Occasion>,
): { key: string; allows: (areaId: Id) => boolean } {
  const occasion = occasions.get(b.occasionId ?? '');
  if (occasion) return { key: `occasion ${occasion.id}`, allows: (a) => linkGroupAllows(occasion.areaLinkGroup, a) };
  const own = tables.get(b.tableIds[0] ?? '')?.areaId ?? null;
  return { key: `area ${own}`, allows: (a) => a === own };
}

/** A re-seating that frees `candidates` for [start, start + duration), or null. */
export function reseatFor(day: ReseatDay, start: number, durationMinutes: number, candidates: readonly Seating[]): ReseatPlan | null {
  const tables = new Map(day.tables.map((t) => [t.id, t]));
  const occasions = new Map((day.occasions ?? []).map((o) => [o.id, o]));
  const fitting = new Map<string, Seating[]>();
  const candidatesOf = (b: ExistingBooking) => {
    const areas = areasFor(b, tables, occasions);
    const key = `${b.covers}|${areas.key}`;
    let list = fitting.get(key);
    if (!list) {
      list = fittingSeatings({ covers: b.covers, tables: day.tables, tableGroups: day.tableGroups, allowArea: areas.allows });
      fitting.set(key, list);
    }
    return list;
  };
  const bookings = day.bookings
    .filter((b) => holdsSeats(b, day.now) && b.tableIds.length > 0)
    .map((b) => ({
      id: b.id,
      start: b.startsAt,
      end: b.startsAt + b.durationMinutes,
      tableIds: b.tableIds,
      pinned: isPinned(b, day),
      candidates: candidatesOf(b),
    }));
  return searchReseat({ start, end: start + durationMinutes, candidates }, bookings, day.policy.budget);
}
