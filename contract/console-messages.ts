// The console's messages (product.md D8): contact messages and group enquiries as the inbox lists them and as
// one message's page shows it.
import { z } from 'zod';

export const MESSAGE_KINDS = ['contact', 'group'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const nullableText = z.string().nullable();

export const messageSummarySchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  id: z.string(),
  storeId: nullableText,
  /** The restaurant's title, or 'Head office' for a message that names none. */
  restaurantTitle: z.string(),
  /** Contact: the reason; group: 'Group booking: 14 guests on …'. */
  subject: z.string(),
  from: z.string(),
  email: z.string(),
  status: z.enum(['new', 'handled']),
  receivedAt: z.string(),
  attachments: z.number().int(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageDetailSchema = messageSummarySchema.extend({
  phone: nullableText,
  /** The diner's words: the contact message, or the group enquiry's special request. */
  body: z.string(),
  /** Label → value: guests, date, time, booking type… */
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  note: nullableText,
  handledAt: nullableText,
  handledBy: nullableText,
  attachmentList: z.array(z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() })),
  /** Booking references quoted in the body that name a booking of the message's restaurant (contract/booking-reference.ts). */
  bookingLinks: z.array(z.object({ reference: z.string(), bookingId: z.string() })).default([]),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;
