// How long personal data is kept (decision 045 "Retention"): the chain admin's
// settings, in days; a blank field keeps the data until the person is erased.
// The retention job (server/jobs/retention.ts) enforces them once a day.
import { z } from 'zod';

export interface RetentionDays {
  /** Contact messages and group enquiries, with their attachments. */
  messagesDays: number | null;
  /** A message's attachments, which may go before the message. */
  uploadsDays: number | null;
  /** Cancelled and declined bookings: anonymised (the reports still count them), never deleted. */
  cancelledBookingsDays: number | null;
  /** Copies of e-mails and texts sent. */
  sentMailDays: number | null;
}

/** The defaults until a chain admin saves (README "Retention"). */
export const RETENTION_DEFAULTS: RetentionDays = {
  messagesDays: 365,
  uploadsDays: 90,
  cancelledBookingsDays: 365,
  sentMailDays: 30,
};

export const RETENTION_LABELS: Record<keyof RetentionDays, string> = {
  messagesDays: 'Contact messages and group enquiries',
  uploadsDays: 'Files attached to messages',
  cancelledBookingsDays: "Cancelled and declined bookings' names and contact details",
  sentMailDays: 'Copies of e-mails and texts sent',
};

const MESSAGE = 'Please enter a number of days from 1 to 3650, or leave it blank to keep until erased';
const days = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.coerce.number({ error: MESSAGE }).int(MESSAGE).min(1, MESSAGE).max(3650, MESSAGE).nullable(),
);

export const retentionFormSchema = z.object({
  messagesDays: days,
  uploadsDays: days,
  cancelledBookingsDays: days,
  sentMailDays: days,
});
