// Booking statuses and the lifecycle's actions as the console names them (product.md D8): which statuses hold a
// table and count as covers, where a booking came from, what became of its reminder, and what staff can do to a
// booking (server/booking/rules/lifecycle.ts says from which statuses).
export { BOOKING_STATUSES, STATUS_LABELS, type BookingStatus } from './booking-status.ts';
import type { BookingStatus } from './booking-status.ts';

/** Statuses that keep a table and count as covers in the diary's totals. */
export const SEAT_HOLDING_STATUSES: readonly BookingStatus[] = ['held', 'confirmed', 'seated'];
/** Statuses the diary counts as expected or present guests (its totals and covers per quarter hour); requests are counted apart. */
export const COUNTED_STATUSES: readonly BookingStatus[] = ['held', 'confirmed', 'seated', 'completed'];

export const BOOKING_SOURCES = ['online', 'phone', 'walk-in', 'waitlist'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const SOURCE_LABELS: Record<BookingSource, string> = {
  online: 'Online',
  phone: 'Phone',
  'walk-in': 'Walk-in',
  waitlist: 'Waitlist',
};

/** product.md D11 "Reminders that diners answer": what became of a booking's sent reminder. */
export const REMINDER_STATES = ['confirmed-by-diner', 'no-answer'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];
/** In words, so the host sees at a glance whom to call (never colour alone). */
export const REMINDER_LABELS: Record<ReminderState, string> = {
  'confirmed-by-diner': 'Confirmed by the diner',
  'no-answer': 'No answer',
};

/** What staff can do to a booking; server/booking/rules/lifecycle.ts says from which statuses. */
export const STATUS_ACTIONS = ['confirm', 'decline', 'seat', 'main-course', 'bill', 'unseat', 'complete', 'no-show', 'cancel'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

export const ACTION_LABELS: Record<StatusAction, string> = {
  confirm: 'Confirm',
  decline: 'Decline',
  seat: 'Seat',
  'main-course': 'Main course',
  bill: 'Bill',
  unseat: 'Undo seated',
  complete: 'Cleared',
  'no-show': 'No-show',
  cancel: 'Cancel booking',
};

/** Where a seated table is in its meal (decision 035 "in service"); clearing it completes the booking. */
export const SERVICE_STAGES = ['main-course', 'bill'] as const;
export type ServiceStage = (typeof SERVICE_STAGES)[number];
export const SERVICE_STAGE_LABELS: Record<ServiceStage, string> = { 'main-course': 'Main course', bill: 'Bill' };

/** Actions that need a reason (told to the diner for decline and cancel). */
export const ACTIONS_NEEDING_REASON: readonly StatusAction[] = ['decline', 'cancel'];
