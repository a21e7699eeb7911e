// Guest profiles in the console (product.md D12 "Guest profiles"): one schema per
// form, and the shapes the pages read. A profile is chain-wide; who sees which
// part of it is server/guests/rules/guest-access.ts.
import { z } from 'zod';
import type { ConsentRecord } from './people.ts';
import type { BookingStatus } from './booking-status.ts';

/** Mesa's choice: a tag is short enough to read as a badge at the host stand. */
export const MAX_TAG_LENGTH = 40;
export const MAX_TAGS = 20;
export const MAX_ALLERGIES_LENGTH = 500;
export const MAX_NOTE_LENGTH = 1000;
export const MAX_SEARCH_LENGTH = 100;

/** Offered first when adding a tag; staff may type any other. */
export const SUGGESTED_TAGS = ['VIP', 'regular', 'nut allergy', 'gluten free', 'vegan', 'birthday', 'complaint'] as const;

export const guestIdSchema = z.string().regex(/^[\w-]{1,64}$/, 'This guest could not be found');

export const guestSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_SEARCH_LENGTH, `Please search with at most ${MAX_SEARCH_LENGTH} characters`)
    .optional()
    .transform((v) => v ?? ''),
});

export const guestTagSchema = z.object({
  tag: z
    .string({ error: 'Please type a tag' })
    .trim()
    .min(1, 'Please type a tag')
    .max(MAX_TAG_LENGTH, `Please keep a tag to ${MAX_TAG_LENGTH} characters`),
});

export const guestDetailsSchema = z.object({
  allergies: z.string().trim().max(MAX_ALLERGIES_LENGTH, `Please keep the allergies to ${MAX_ALLERGIES_LENGTH} characters`),
  dietaryNotes: z.string().trim().max(MAX_ALLERGIES_LENGTH, `Please keep the dietary notes to ${MAX_ALLERGIES_LENGTH} characters`),
});
export type GuestDetailsInput = z.infer<typeof guestDetailsSchema>;

export const guestNoteSchema = z.object({
  text: z
    .string({ error: 'Please write the note' })
    .trim()
    .min(1, 'Please write the note')
    .max(MAX_NOTE_LENGTH, `Please keep a note to ${MAX_NOTE_LENGTH} characters`),
});

export const guestMergeSchema = z.object({ from: guestIdSchema });
export const guestUndoMergeSchema = z.object({ mergeId: z.string().uuid('This merge could not be found') });

/** Beside a booking in the diary and on the day sheet: what a host may read (product.md D12 "In the diary"). */
export const guestGlanceSchema = z.object({
  guestId: z.string(),
  tags: z.array(z.string()),
  allergies: z.string(),
  /** Bookings the guest came to (seated or completed), at any restaurant of the chain. */
  visits: z.number().int(),
  noShows: z.number().int(),
});
export type GuestGlance = z.infer<typeof guestGlanceSchema>;

export interface GuestSummary {
  id: string;
  name: string;
  emails: string[];
  phone: string | null;
  tags: string[];
}

export interface GuestVisit {
  bookingId: string;
  reference: string;
  storeId: string;
  date: string;
  time: string;
  covers: number;
  status: BookingStatus;
  lateCancellation: boolean;
}

export interface GuestNote {
  id: string;
  author: string;
  text: string;
  at: string;
}

export interface GuestConsent {
  /** Whether any consent was ever given or withdrawn for one of the guest's addresses (decision 045). */
  known: boolean;
  email: boolean;
  sms: boolean;
  /** Every grant and withdrawal on the guest's addresses, newest first. */
  history: ConsentRecord[];
}

export interface GuestMergeView {
  id: string;
  mergedId: string;
  mergedName: string;
  emails: string[];
  at: string;
  undone: boolean;
}

export interface GuestCounts {
  visits: number;
  noShows: number;
  lateCancellations: number;
  bookings: number;
}

/** The whole profile, as the role may read it (rules/guest-access.ts). */
export interface GuestProfile {
  id: string;
  name: string;
  phone: string | null;
  emails: string[];
  tags: string[];
  allergies: string;
  dietaryNotes: string;
  mergedInto: string | null;
  counts: GuestCounts;
  visits: GuestVisit[];
  notes: GuestNote[];
  consent: GuestConsent;
  merges: GuestMergeView[];
  /** What the reader may do here. */
  mayEdit: boolean;
  mayMerge: boolean;
}
