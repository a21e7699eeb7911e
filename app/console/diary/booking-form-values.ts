// From a posted form to what the contract's schemas read (product.md H4: the
// schema checks, this only reshapes): empty fields are left out so optional
// fields read "not given" rather than "", the table select becomes the
// `tableIds` list, and a move keeps only what differs from the booking.
import type { BookingMove } from '../../../contract/console-forms.ts';
import type { DiaryBooking } from '../../../contract/diary-shapes.ts';

/** The table select's value for "keep the tables it has" (move form); "" is "Let Mesa choose". */
export const KEEP_TABLES = '=keep';

export const STAFF_BOOKING_FIELDS = [
  'source',
  'date',
  'time',
  'adults',
  'children',
  'occasionId',
  'areaId',
  'menuId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'specialRequest',
  'staffNote',
  'overrideReason',
] as const;

export const MOVE_FIELDS = ['date', 'time', 'adults', 'children', 'durationMinutes', 'override', 'overrideReason'] as const;

/** What the form's times are asked for by (contract staffTimesQuerySchema), from the form or the address. */
export const TIMES_QUERY_FIELDS = ['date', 'adults', 'children', 'occasionId', 'areaId'] as const;

/** The diary action's intent for "Seat walk-in" (walk-in-form.tsx, walk-in.server.ts). */
export const WALK_IN_INTENT = 'walk-in';

/** The walk-in form's text fields (contract walkInSchema); its table is the `tableIds` list. */
export const WALK_IN_FIELDS = ['adults', 'children', 'name'] as const;

/** The named text fields that are not empty (files and blanks left out), from a posted form or an address's query. */
export function formFields(form: Pick<FormData, 'get'> | URLSearchParams, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') out[name] = value;
  }
  return out;
}

const chosenTables = (form: FormData) => form.getAll('tableIds').filter((v): v is string => typeof v === 'string' && v !== '');

/**
 * The staff booking form as staffBookingSchema reads it; no table chosen = the engine picks. product.md D8
 * "Phone bookings": the time is the offered one picked, unless a time not offered was typed, which is the
 * override (and wants its reason): one field, no box to tick as well.
 */
export function staffBookingInput(form: FormData) {
  const { otherTime } = formFields(form, ['otherTime']);
  return {
    ...formFields(form, STAFF_BOOKING_FIELDS),
    ...(otherTime ? { time: otherTime, override: true } : {}),
    tableIds: chosenTables(form),
  };
}

/** What the booking form sends back to refill itself after a refusal. */
export const staffBookingValues = (form: FormData): Record<string, string> => ({
  ...formFields(form, [...STAFF_BOOKING_FIELDS, 'otherTime']),
  tableIds: chosenTables(form)[0] ?? '',
});

/** The walk-in form as walkInSchema reads it (one table, as a list), and what refills it after a refusal. */
export const walkInInput = (form: FormData) => ({ ...formFields(form, WALK_IN_FIELDS), tableIds: chosenTables(form) });
export const walkInValues = (form: FormData): Record<string, string> => ({
  ...formFields(form, WALK_IN_FIELDS),
  tableIds: chosenTables(form)[0] ?? '',
});

/** The move form as bookingMoveSchema reads it: tables left out when kept, [] when Mesa should choose. */
export function moveInput(form: FormData) {
  const tables = form.getAll('tableIds');
  const keep = tables.length === 0 || tables.includes(KEEP_TABLES);
  return { ...formFields(form, MOVE_FIELDS), ...(keep ? {} : { tableIds: chosenTables(form) }) };
}

const sameTables = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The move with the fields equal to the booking's left out; null when nothing would change. */
export function changedMove(move: BookingMove, current: DiaryBooking): BookingMove | null {
  const changes: Partial<BookingMove> = {};
  if (move.date !== undefined && move.date !== current.date) changes.date = move.date;
  if (move.time !== undefined && move.time !== current.time) changes.time = move.time;
  if (move.adults !== undefined && move.adults !== current.adults) changes.adults = move.adults;
  if (move.children !== undefined && move.children !== current.children) changes.children = move.children;
  if (move.durationMinutes !== undefined && move.durationMinutes !== current.durationMinutes)
    changes.durationMinutes = move.durationMinutes;
  // [] asks the engine to choose again, which is a change even for a booking with no table.
  if (move.tableIds !== undefined && (move.tableIds.length === 0 || !sameTables(move.tableIds, current.tableIds))) {
    changes.tableIds = move.tableIds;
  }
  if (!Object.keys(changes).length) return null;
  return { ...changes, override: move.override, overrideReason: move.override ? move.overrideReason : undefined };
}
