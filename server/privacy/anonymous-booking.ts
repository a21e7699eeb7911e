// What is left of a booking once it names nobody (issue 29): the restaurant, day, time, party, status and
// source the reports count, without the name, address, phone, requests and notes. The erasure and the
// retention of cancelled bookings both write it.
import type { bookings } from '../db/schema.ts';

export const ANONYMOUS_BOOKING = {
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
