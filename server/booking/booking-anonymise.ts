// What is left of a booking once it names nobody (decision 043): the restaurant, day, time, party, status and
// source the reports count, without the name, address, phone, requests and notes. An erasure and the
// retention of cancelled bookings both write it, here in the booking engine (decision 031), moving the
// diary counter of every day it touches so open diaries and their caches show the change.
import { and, ne, or, type SQL } from 'drizzle-orm';
import type { Runner } from '../db/runner.ts';
import { bookings } from '../db/schema.ts';
import { dayBump } from './booking-repository.ts';

const ANONYMOUS_BOOKING = {
  firstName: '',
  lastName: '',
  email: '',
  phone: null,
  specialRequest: null,
  staffNote: null,
  statusReason: null,
  paymentCustomerId: null,
  promotions: false,
  sms: false,
} satisfies Partial<typeof bookings.$inferInsert>;

/** Anonymises the bookings `where` picks that still name someone; how many it changed. */
export async function anonymiseBookings(runner: Runner, where: SQL): Promise<number> {
  const changed = await runner
    .update(bookings)
    .set(ANONYMOUS_BOOKING)
    .where(and(where, or(ne(bookings.email, ''), ne(bookings.firstName, ''), ne(bookings.lastName, ''))))
    .returning({ storeId: bookings.storeId, date: bookings.date });
  const days = new Map(changed.map((d) => [`${d.storeId}|${d.date}`, d]));
  for (const d of days.values()) await dayBump(runner, d.storeId, d.date);
  return changed.length;
}
