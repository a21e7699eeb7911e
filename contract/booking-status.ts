// A booking's statuses and their labels (product.md D8), apart from the console's
// schemas so the diner's pages can name a status without shipping zod.
export const BOOKING_STATUSES = ['held', 'requested', 'confirmed', 'declined', 'seated', 'completed', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held',
  requested: 'Requested',
  confirmed: 'Confirmed',
  declined: 'Declined',
  seated: 'Seated',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'No-show',
};
