// A lead's client and request (decisions 077 and 082): from its group enquiry, or, for an event request diners
// sent through the booking API, from the request's own booking (the lead's booking from the start, which a
// proposal later moves onto its space). Both are null once the person was erased. One set of columns and joins,
// shared by the lead list and page (lead-service.ts) and the proposal and sheet (lead-rows.ts).
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookings, eventLeads, groupEnquiries } from '../db/schema.ts';

/** The booking an event request made, joined only for a lead of that source (a group enquiry's booking is its hold). */
const request = alias(bookings, 'request_booking');

/** Minutes after midnight as "HH:MM" (an event past midnight wraps). */
const hhmm = (minutes: unknown) => sql`lpad(((${minutes} / 60) % 24)::text, 2, '0') || ':' || lpad((${minutes} % 60)::text, 2, '0')`;

export const EVENT_REQUEST_TYPE = 'Event request';

export const leadClientColumns = {
  firstName: sql<string | null>`coalesce(${groupEnquiries.firstName}, ${request.firstName})`,
  lastName: sql<string | null>`coalesce(${groupEnquiries.lastName}, ${request.lastName})`,
  email: sql<string | null>`coalesce(${groupEnquiries.email}, ${request.email})`,
  phone: sql<string | null>`coalesce(${groupEnquiries.telephoneNumber}, ${request.phone})`,
  bookingType: sql<
    string | null
  >`coalesce(${groupEnquiries.bookingType}, case when ${request.id} is not null then ${EVENT_REQUEST_TYPE} end)`,
  covers: sql<number | null>`coalesce(${groupEnquiries.covers}, ${request.covers})`,
  date: sql<string | null>`coalesce(${groupEnquiries.date}::text, ${request.date})`,
  time: sql<string | null>`coalesce(${groupEnquiries.time}, ${hhmm(request.startsAt)})`,
  until: sql<string | null>`coalesce(${groupEnquiries.until}, ${hhmm(sql`${request.startsAt} + ${request.durationMinutes}`)})`,
  specialRequest: sql<string | null>`coalesce(${groupEnquiries.specialRequest}, ${request.specialRequest})`,
};

/** The joins `leadClientColumns` reads, on a query from event_leads. */
export const enquiryJoin = eq(groupEnquiries.id, eventLeads.enquiryId);
export const requestJoin = and(eq(request.id, eventLeads.bookingId), eq(eventLeads.source, 'event-request'));
export { request as requestBooking };
