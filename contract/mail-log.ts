// The console's mail log (product.md D13 "A mail log in the console"): what its list
// page's GET form and its addresses carry, and what the server answers. A
// filter the form never sends is refused (400), so a wrong link says so.
import { z } from 'zod';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Rows per page of the log. */
export const MAIL_PAGE_SIZE = 50;

const emptyAsUnset = (v: unknown) => (v === '' || v === null ? undefined : v);

export const mailLogQuerySchema = z.object({
  status: z.preprocess(emptyAsUnset, z.enum(MAIL_STATUSES).optional()),
  /** A recipient's address (or part of it), or a booking reference: matched in the address, subject and text. */
  q: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .max(200, 'Please search for at most 200 characters')
      .optional()
      .transform((v) => v || undefined),
  ),
  page: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100_000).default(1)),
});
export type MailLogQuery = z.output<typeof mailLogQuerySchema>;

/** An outbox id: the worker's UUIDs, or any id a caller chose; never a path. */
export const mailIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** One outbox mail as the log lists it (times as ISO strings). */
export interface MailLogEntry {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
}

export interface MailLogPage {
  entries: MailLogEntry[];
  /** How many mails match the filter, over every page. */
  total: number;
}

/** One mail with its text part; the HTML part is served by its own address. */
export interface MailDetail extends MailLogEntry {
  text: string;
  hasHtml: boolean;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The log's address for a filter (the booking page links to it by reference). */
export function mailLogHref(query: { status?: MailStatus | undefined; q?: string | undefined; page?: number | undefined } = {}): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/console/mail/${search ? `?${search}` : ''}`;
}

export const mailHref = (id: string) => `/console/mail/${encodeURIComponent(id)}/`;
export const mailHtmlHref = (id: string) => `/console/mail/${encodeURIComponent(id)}/html/`;
