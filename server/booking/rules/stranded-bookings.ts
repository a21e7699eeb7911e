// Bookings a setup change would strand (decision 025): on a date the new setup
// closes, on a table it removes, or at a time outside its service. Pure: the
// caller passes both setups and the restaurant's bookings from today on. A
// booking already outside the old setup (a walk-in after last orders) is not
// stranded by the change, so only what the change breaks is reported.
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import type { BookingStatus } from '../../../contract/booking-status.ts';
import type { StrandedBooking } from '../../../contract/console-setup.ts';
import { formatHhmm, type IsoDate } from '../../../contract/london-time.ts';
import { openingWindow, specialHoursFor } from '../../../contract/opening-hours.ts';
import type { ServicePeriod } from './model.ts';
import { dayHoursOf, servicePeriodMinutes, servicePeriodsOnDay } from './service-periods.ts';

/** Statuses whose diners expect to come: the ones a change can strand. */
export const STRANDABLE: readonly BookingStatus[] = ['requested', 'confirmed'];

export interface PlacedBooking {
  id: string;
  reference: string;
  date: IsoDate;
  /** Minutes after the date's midnight (≥ 1440 after midnight). */
  startsAt: number;
  tableIds: string[];
  covers: number;
  status: BookingStatus;
  name: string;
}

type Problem = 'closed' | 'service' | 'table';

/** What the checks read of a setup, worked out once per setup rather than once per booking. */
interface Judged {
  setup: BookingSetup;
  periods: ServicePeriod[];
  tableIds: Set<string>;
}
const judged = (setup: BookingSetup): Judged => ({
  setup,
  periods: setup.servicePeriods.map(servicePeriodMinutes),
  tableIds: new Set(setup.tables.map((t) => t.id)),
});

function problems({ setup, periods: all, tableIds }: Judged, b: PlacedBooking): Map<Problem, string> {
  const found = new Map<Problem, string>();
  const window = openingWindow(setup.hours, setup.specialHours, b.date);
  if (!window) {
    const reason = specialHoursFor(setup.specialHours, b.date)?.label;
    found.set('closed', reason ? `The restaurant is closed that day (${reason})` : 'The restaurant is closed that day');
  } else {
    const periods = servicePeriodsOnDay(all, b.date, dayHoursOf(setup));
    const lastStart = window.close - setup.config.lastSeatingBeforeCloseMinutes;
    const inService = periods.some((p) => p.firstStart <= b.startsAt && b.startsAt <= p.lastStart);
    if (!inService || b.startsAt < window.open || b.startsAt > lastStart) found.set('service', 'It starts outside the service times');
  }
  const gone = b.tableIds.filter((id) => !tableIds.has(id));
  if (gone.length) found.set('table', `Its table ${gone.join(' + ')} is removed`);
  return found;
}

export function strandedBookings(before: BookingSetup, after: BookingSetup, bookings: readonly PlacedBooking[]): StrandedBooking[] {
  const stranded: StrandedBooking[] = [];
  const [old, next] = [judged(before), judged(after)];
  const inOrder = [...bookings].sort((x, y) => x.date.localeCompare(y.date) || x.startsAt - y.startsAt);
  for (const b of inOrder) {
    if (!STRANDABLE.includes(b.status)) continue;
    const was = problems(old, b);
    const reasons = [...problems(next, b)].filter(([kind]) => !was.has(kind)).map(([, reason]) => reason);
    if (!reasons.length) continue;
    stranded.push({
      bookingId: b.id,
      reference: b.reference,
      date: b.date,
      time: formatHhmm(b.startsAt),
      name: b.name,
      covers: b.covers,
      status: b.status,
      reasons,
    });
  }
  return stranded;
}
