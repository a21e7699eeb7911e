// Where staff may put a party (product.md D8: phone bookings, walk-ins and moves go
// through the same engine under the same day lock). Online rules that protect
// the kitchen — pacing and the online cover limit — may be overridden with a
// reason; a table's seats and a table already taken never can. Pure.
import { SLOT_TAKEN_MESSAGE } from '../../../contract/booking-codes.ts';
import type { WeeklyHours } from '../../../contract/content.ts';
import { formatHhmm, type IsoDate } from '../../../contract/london-time.ts';
import { openingWindow, type SpecialHoursEntry } from '../../../contract/opening-hours.ts';
import { countsForPacing, holdsSeats, type BookingConfig, type ExistingBooking, type Id, type Table, type TableGroup } from './model.ts';
import { turnTimeFor } from './slot-search.ts';
import { seatingPlan } from './table-assignment.ts';

export interface StaffSeatingInput {
  date: IsoDate;
  now: Date;
  /** Minutes after the date's midnight. */
  start: number;
  covers: number;
  config: BookingConfig;
  hours: WeeklyHours;
  specialHours: readonly SpecialHoursEntry[];
  tables: readonly Table[];
  tableGroups: readonly TableGroup[];
  /** The day's seat holders, without the booking being moved. */
  bookings: readonly ExistingBooking[];
  /** Staff's chosen area, or null for any. */
  areaId: Id | null;
  /** Staff's chosen table(s); empty = the engine picks. */
  tableIds: readonly Id[];
  /** Go past pacing and the online cover limit (the caller has the reason). */
  override: boolean;
  /** Staff's own length (the diary grid's dragged end); else the turn time for the party. */
  durationMinutes?: number | undefined;
}

export type StaffSeatingRefusal = 'closed' | 'online-limit' | 'pacing' | 'table-unknown' | 'table-too-small' | 'slot-taken' | 'config';
export type StaffSeating =
  { ok: true; tableIds: Id[]; durationMinutes: number } | { ok: false; reason: StaffSeatingRefusal; message: string };

const refuse = (reason: StaffSeatingRefusal, message: string): StaffSeating => ({ ok: false, reason, message });

/** Covers already starting in the interval of `start` (pacing counts starts per slot interval). */
function coversStarting(bookings: readonly ExistingBooking[], start: number, interval: number, now: Date): number {
  const bucket = Math.floor(start / interval);
  return bookings
    .filter((b) => countsForPacing(b, now) && Math.floor(b.startsAt / interval) === bucket)
    .reduce((sum, b) => sum + b.covers, 0);
}

export function staffSeating(input: StaffSeatingInput): StaffSeating {
  const { config, covers, start } = input;
  const duration = input.durationMinutes ?? turnTimeFor(config.turnTimes, covers);
  if (duration === null) return refuse('config', 'This restaurant has no turn times set up');
  const window = openingWindow(input.hours, input.specialHours, input.date);
  if (!window) return refuse('closed', 'The restaurant is closed on that day');
  if (start < window.open || start >= window.close) {
    return refuse('closed', `The restaurant is open from ${formatHhmm(window.open)} to ${formatHhmm(window.close)} that day`);
  }
  if (!input.override && covers > config.maxOnlineCovers) {
    return refuse('online-limit', `Parties of more than ${config.maxOnlineCovers} need the override, with a reason`);
  }
  const pacing = config.pacingCoversPerInterval;
  if (
    !input.override &&
    pacing !== null &&
    coversStarting(input.bookings, start, config.slotIntervalMinutes, input.now) + covers > pacing
  ) {
    return refuse(
      'pacing',
      `More than ${pacing} covers would start at ${formatHhmm(start)}: use the override, with a reason, to seat them anyway`,
    );
  }
  if (input.tableIds.length) return chosenTables(input, duration);
  const allowArea = input.areaId === null ? undefined : (areaId: Id) => areaId === input.areaId;
  const seating = seatingPlan({ ...input, ...(allowArea ? { allowArea } : {}) }).find(start, duration);
  return seating ? { ok: true, tableIds: seating.tableIds, durationMinutes: duration } : refuse('slot-taken', SLOT_TAKEN_MESSAGE);
}

/** Staff's own choice of tables: they must exist, seat the party (a group's seats when they are a group) and be free. */
function chosenTables(input: StaffSeatingInput, duration: number): StaffSeating {
  const ids = [...new Set(input.tableIds)];
  const tables = ids.map((id) => input.tables.find((t) => t.id === id));
  const missing = ids.find((_, i) => !tables[i]);
  if (missing !== undefined) return refuse('table-unknown', `There is no table ${missing.toUpperCase()} at this restaurant`);
  const group = input.tableGroups.find((g) => g.tableIds.length === ids.length && ids.every((id) => g.tableIds.includes(id)));
  const seats = group ? group.maxSeats : tables.reduce((sum, t) => sum + (t?.maxSeats ?? 0), 0);
  if (input.covers > seats) {
    return refuse(
      'table-too-small',
      `${ids.map((id) => id.toUpperCase()).join(' + ')} seat${ids.length === 1 ? 's' : ''} at most ${seats}`,
    );
  }
  const end = input.start + duration;
  const taken = input.bookings.some(
    (b) =>
      holdsSeats(b, input.now) &&
      b.tableIds.some((id) => ids.includes(id)) &&
      b.startsAt < end &&
      input.start < b.startsAt + b.durationMinutes,
  );
  return taken ? refuse('slot-taken', SLOT_TAKEN_MESSAGE) : { ok: true, tableIds: ids, durationMinutes: duration };
}
