// Editing a restaurant's booking setup in the console (decision 025): what the
// pages and /api/console/setup routes send and receive. The document itself
// is contract/booking-setup.ts's, validated by the same schema as the engine's.
import { z } from 'zod';
import type { BookingSetup } from './booking-setup.ts';
import type { BookingStatus } from './booking-status.ts';

/** What to do with bookings a change would strand (a closed date, a removed table, a shorter service). */
export const STRANDED_CHOICES = ['keep', 'cancel'] as const;
export type StrandedChoice = (typeof STRANDED_CHOICES)[number];

export const setupSaveSchema = z
  .object({
    /** The whole new document (a section page merges its part into the current one first). */
    doc: z.unknown(),
    /** The version the editor started from: a save over someone else's newer one is refused. */
    baseVersion: z.coerce.number().int().min(0),
    stranded: z.enum(STRANDED_CHOICES).optional(),
    /** Sent to each diner whose booking is cancelled (stranded: 'cancel'). */
    message: z.string().trim().max(1000).optional(),
  })
  .refine((v) => v.stranded !== 'cancel' || (v.message ?? '').length > 0, {
    message: 'Please write the message the diners will receive',
    path: ['message'],
  });
export type SetupSaveInput = z.output<typeof setupSaveSchema>;

/** A booking that would no longer fit the new setup, and why. */
export interface StrandedBooking {
  bookingId: string;
  reference: string;
  date: string;
  time: string;
  name: string;
  covers: number;
  status: BookingStatus;
  reasons: string[];
}

export interface SetupView {
  storeId: string;
  restaurant: { storeId: string; slug: string; title: string };
  /** 0 until the first save in the console; each save adds one. */
  version: number;
  /** 'seed' while it is the content pack's document, 'operator' once edited or imported. */
  origin: 'seed' | 'operator';
  doc: BookingSetup;
}

export interface SetupPreview {
  changes: string[];
  stranded: StrandedBooking[];
}

export interface SetupSaved {
  version: number;
  changes: string[];
  /** Stranded bookings cancelled with the message (stranded: 'cancel'). */
  cancelled: number;
}

export interface SetupVersionSummary {
  version: number;
  at: string;
  actor: string;
  summary: string;
}

/** A problem with a proposed document, at a dot path ('tables.3.maxSeats'). */
export interface SetupProblem {
  path: string;
  message: string;
}

/** Messages the setup pages and API show verbatim. */
export const SETUP_MESSAGES = {
  staleVersion: 'Someone else saved this restaurant’s setup while you were editing. Reload to see their changes, then make yours again.',
  strandedChoice: 'This change affects existing bookings. Choose whether to keep them or cancel them with a message.',
  wrongRestaurant: 'This file is the setup of another restaurant',
} as const;
