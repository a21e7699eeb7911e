// One booking as one calendar event, whoever writes the file (decision 013):
// the confirmation e-mail's attachment and the thanks view's "Add to calendar"
// both come from here, so a diner who adds both gets one event, not two.
import type { Restaurant } from './content.ts';
import { buildIcs, type CalendarEvent, type CalendarStatus } from './icalendar.ts';
import { instantOf, type IsoDate } from './london-time.ts';

/**
 * Length of the event when the caller does not know the turn time: the create
 * reply does not carry it (the booking row does), and an enquiry has none.
 */
export const DEFAULT_DURATION_MINUTES = 120;

export type BookingCalendarState = 'confirmed' | 'requested' | 'cancelled';

export interface BookingCalendarInput {
  reference: string;
  /** The brand site's public address (PUBLIC_URL): its host names the UID's domain. */
  siteUrl: string;
  date: IsoDate;
  /** Minutes after the London midnight of `date`. */
  startsAt: number;
  /** The booking's turn time; null, missing or 0 → DEFAULT_DURATION_MINUTES. */
  durationMinutes?: number | null | undefined;
  restaurant: Pick<Restaurant, 'title' | 'address'>;
  covers: number;
  occasionName?: string | null | undefined;
  /** The signed view-and-cancel page, absolute. */
  manageUrl?: string | null | undefined;
  state: BookingCalendarState;
  /** Defaults to 0 as placed and 1 once cancelled; a later change (a move) passes the next number. */
  sequence?: number | undefined;
}

const STATUS: Record<BookingCalendarState, CalendarStatus> = {
  confirmed: 'CONFIRMED',
  requested: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

/** RFC 5545 §3.8.4.7: unique across calendars, stable for the booking: `<reference>@<brand host>`. */
export function bookingUid(reference: string, siteUrl: string): string {
  return `${reference}@${new URL(siteUrl).hostname}`;
}

export function bookingCalendarEvent(b: BookingCalendarInput, stamp: Date): CalendarEvent {
  const start = instantOf(b.date, b.startsAt); // London wall time → the instant, right on clock-change days
  const minutes = b.durationMinutes && b.durationMinutes > 0 ? b.durationMinutes : DEFAULT_DURATION_MINUTES;
  const { title, address } = b.restaurant;
  const where = [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ');
  const after = b.state === 'cancelled' ? 'Cancelled.' : b.manageUrl ? `View or cancel: ${b.manageUrl}` : '';
  return {
    uid: bookingUid(b.reference, b.siteUrl),
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    summary: `${b.occasionName || 'Table'} at ${title} (${b.covers} guest${b.covers === 1 ? '' : 's'})`,
    location: `${title}, ${where}`,
    description: `Reference ${b.reference}. ${after}`.trim(),
    url: b.state === 'cancelled' ? undefined : (b.manageUrl ?? undefined),
    status: STATUS[b.state],
    stamp,
    sequence: b.sequence ?? (b.state === 'cancelled' ? 1 : 0),
  };
}

/** The .ics file for a booking. */
export function bookingIcs(b: BookingCalendarInput, stamp: Date): string {
  return buildIcs(bookingCalendarEvent(b, stamp));
}
