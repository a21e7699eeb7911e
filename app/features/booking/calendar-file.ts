// The thanks view's "Add to calendar" file: the same event as the
// confirmation e-mail's attachment (decision 013), built from what the browser
// holds after the create reply. The reply carries no turn time, so the event
// lasts DEFAULT_DURATION_MINUTES here; UID, start and SEQUENCE match the e-mail.
import { bookingIcs } from '../../../contract/booking-calendar.ts';
import type { RestaurantSummary } from '../../../contract/content-api.ts';
import { parseHhmm } from '../../../contract/london-time.ts';

export interface CalendarFileBooking {
  reference: string;
  date: string;
  time: string;
  covers: number;
  occasionName?: string | null | undefined;
  /** The signed manage page from the create reply (a path on the site). */
  managePath?: string | null | undefined;
  /** Events and enquiries are requests until the restaurant confirms them. */
  requested: boolean;
  restaurant: Pick<RestaurantSummary, 'title' | 'address'>;
  /** PUBLIC_URL, as the root loader hands it to the browser. */
  siteUrl: string;
}

/** A data: URL for the download link, or null when the time is not a clock time. */
export function calendarFileHref(b: CalendarFileBooking, now: Date): string | null {
  const startsAt = parseHhmm(b.time);
  if (startsAt === null) return null;
  const ics = bookingIcs(
    {
      reference: b.reference,
      siteUrl: b.siteUrl,
      date: b.date,
      startsAt,
      restaurant: b.restaurant,
      covers: b.covers,
      occasionName: b.occasionName,
      manageUrl: b.managePath ? new URL(b.managePath, b.siteUrl).href : null,
      state: b.requested ? 'requested' : 'confirmed',
    },
    now,
  );
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
