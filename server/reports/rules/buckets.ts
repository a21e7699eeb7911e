// How bookings are counted into a report's buckets (product.md D12 "Reports"): party
// sizes, lead times and the sources a booking may come from. The SQL that fills
// report_days builds its buckets from these same lists, so a label and its
// count can never drift apart.

/** Party sizes 1 … 9, then one bucket for ten or more (a large party is an event, not a pattern). */
export const PARTY_SIZE_CAP = 10;
export const PARTY_SIZE_LABELS: readonly string[] = Array.from({ length: PARTY_SIZE_CAP }, (_, i) =>
  i + 1 === PARTY_SIZE_CAP ? `${PARTY_SIZE_CAP} or more` : String(i + 1),
);

/**
 * Lead time: from when the booking was made to its start. The edges (minutes) split the buckets; a walk-in,
 * or a booking made after its own start, falls in the first.
 */
export const LEAD_TIME_EDGES_MINUTES: readonly number[] = [120, 1440, 3 * 1440, 7 * 1440, 14 * 1440, 28 * 1440];
export const LEAD_TIME_LABELS: readonly string[] = [
  'Under 2 hours',
  '2 to 24 hours',
  '1 to 3 days',
  '3 to 7 days',
  '1 to 2 weeks',
  '2 to 4 weeks',
  '4 weeks or more',
];

/** The bucket (index into LEAD_TIME_LABELS) of a lead time in minutes. */
export function leadTimeBucket(minutes: number): number {
  const i = LEAD_TIME_EDGES_MINUTES.findIndex((edge) => minutes < edge);
  return i === -1 ? LEAD_TIME_EDGES_MINUTES.length : i;
}

/** The bucket (index into PARTY_SIZE_LABELS) of a party. */
export const partySizeBucket = (covers: number): number => Math.min(Math.max(covers, 1), PARTY_SIZE_CAP) - 1;

/**
 * Sources always shown, in this order, even at zero: the waitlist has no bookings yet (product.md D12 lists it), and a
 * source the data holds that is not listed here is shown after them under its own name.
 */
export const REPORT_SOURCES: readonly { key: string; label: string }[] = [
  { key: 'online', label: 'Online' },
  { key: 'phone', label: 'Phone' },
  { key: 'walk-in', label: 'Walk-in' },
  { key: 'waitlist', label: 'Waitlist' },
];

export const WEEKDAY_LABELS: readonly string[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
