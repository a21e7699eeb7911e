// The diary page's bookings as they travel with the page (decision 076): one JSON text of rows, each the booking's
// values in the schema's field order, not 200 objects the framework's stream walks value by value (about 4 ms of
// the server's CPU per page on a 200-booking day, and the field names 200 times over).
import { diaryBookingSchema, type DiaryBooking } from '../../../contract/diary-shapes.ts';

const FIELDS = diaryBookingSchema.keyof().options;
/** Fields that may be absent but never null (`pinned`): a null that stood for "absent" is left out again. */
const NEVER_NULL = new Set(FIELDS.filter((field) => !diaryBookingSchema.shape[field].safeParse(null).success));

// The server renders the page from the text it has just packed: the bookings it packed are given back for the same
// text, not parsed again (a millisecond a page). Safe across requests and members: equal texts are equal bookings.
let lastPacked: { text: string; bookings: DiaryBooking[] } | null = null;

/** The bookings as one JSON text of rows; a missing value travels as null. */
export function packBookings(bookings: readonly DiaryBooking[]): string {
  const text = JSON.stringify(bookings.map((b) => FIELDS.map((field) => b[field] ?? null)));
  if (typeof window === 'undefined') lastPacked = { text, bookings: bookings.map((b) => ({ ...b, guest: b.guest ?? null })) };
  return text;
}

/** The bookings back from packBookings' text (the page's own server made it: not checked again). */
export function unpackBookings(packed: string): DiaryBooking[] {
  if (lastPacked?.text === packed) return lastPacked.bookings;
  const rows = JSON.parse(packed) as unknown[][];
  return rows.map((row) => {
    // A plain loop: the server unpacks too, to render the page, and Object.fromEntries costs it a millisecond a day.
    const booking: Record<string, unknown> = {};
    for (let i = 0; i < FIELDS.length; i++) if (row[i] !== null || !NEVER_NULL.has(FIELDS[i]!)) booking[FIELDS[i]!] = row[i];
    return booking as DiaryBooking;
  });
}
