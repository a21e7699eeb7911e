// The console's data-rights page (decision 045): a chain admin finds a person by
// e-mail address, then exports or erases them. Erasing asks for a tick first.
// The export is its own request (a download, not the page's data: decision 060).
import { z } from 'zod';

const emailField = z
  .string({ error: "Please enter the person's e-mail address" })
  .trim()
  .min(1, "Please enter the person's e-mail address")
  .max(254, 'Please enter a valid e-mail address')
  .pipe(z.email('Please enter a valid e-mail address'))
  .transform((v) => v.toLowerCase());

export const ERASE_CONFIRM_NEEDED = 'Please tick the box to confirm that this person asked to be erased';

export const personRequestSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('find'), email: emailField }),
  z.object({
    intent: z.literal('erase'),
    email: emailField,
    confirm: z.literal('yes', { error: ERASE_CONFIRM_NEEDED }),
  }),
]);
export type PersonRequest = z.infer<typeof personRequestSchema>;

/** The download of everything held about a person, posted to /console/people/export/. */
export const personExportSchema = z.object({ email: emailField });

/** How the page names each holding (server/privacy/person-records.ts). */
export const HOLDING_LABELS: Record<string, string> = {
  customer: 'Membership',
  interests: 'Interests',
  occasionDates: 'Special dates',
  signUps: 'Sign-ups',
  consent: 'Consent events',
  guestProfile: 'Guest profile',
  guestEmails: 'Guest profile addresses',
  guestTags: 'Guest tags',
  guestNotes: 'Staff notes',
  guestMerges: 'Profile merges',
  bookings: 'Bookings',
  bookingReminders: 'Booking reminders',
  payments: 'Payments',
  contactMessages: 'Contact messages',
  uploadedFiles: 'Attachments',
  groupEnquiries: 'Group enquiries',
  waitlist: 'Waitlist entries',
  vouchers: 'Offer vouchers',
  referrals: 'Referrals',
  mail: 'E-mails',
  texts: 'Text messages',
  auditEntries: 'Audit entries',
  storedReplies: 'Stored replies',
};

/** One grant or withdrawal of marketing consent (server/privacy/consent.ts). */
export interface ConsentRecord {
  id: string;
  email: string;
  channel: 'email' | 'sms';
  granted: boolean;
  at: Date;
  /** Where: the form or page. */
  source: string;
  /** How: the box ticked, the link or button used. */
  method: string;
  reference: string | null;
}

/** What the data-rights page shows of a person. */
export interface PersonSummary {
  email: string;
  /** Rows held, by holding; all zero when Mesa holds nothing. */
  counts: Record<string, number>;
  consent: { email: boolean; sms: boolean };
  consentHistory: ConsentRecord[];
}
