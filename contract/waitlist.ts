// The waitlist (decision 050 "Waitlist"): a diner who finds a day or
// a time full joins it online for a time range and their party; walk-ins join
// it in the console with a quoted wait. Requests and replies shared by the
// modal's client, the API routes, the diner's claim page and the console.
import { z } from 'zod';
import { okReply } from './api.ts';
import { bookingDateSchema, customerSchema, storeIdParamsSchema } from './booking.ts';
import { bookingIdSchema } from './booking-setup.ts';
import { MAX_TABLE_BOOKING_COVERS } from './booking-codes.ts';
import { HIDDEN_CHARACTERS, textOrUndefined, withoutNul } from './fields.ts';
import { isValidIsoDate, parseHhmm } from './london-time.ts';

/** Where the signed links of the waitlist's e-mails point: the offer to claim, or leaving the list. */
export const WAITLIST_PATH = '/waitlist/';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'seated', 'expired', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Table offered',
  booked: 'Booked',
  seated: 'Seated',
  expired: 'Offer expired',
  removed: 'Removed',
};

/** A UK mobile, as diners type it (the SMS provider needs one: server/sms/phone-number.ts). */
export const UK_MOBILE = /^(?:\+44|0044|0)7\d{9}$/;
export const SMS_NEEDS_MOBILE = 'Texts need a UK mobile number';

const hhmm = z
  .string()
  .regex(/^\d{2}:\d{2}$/, 'must be a time as HH:MM')
  .refine((v) => parseHhmm(v) !== null, 'must be a time as HH:MM');

// ---------------------------------------------------------------- online join

/** GET /api/v1/waitlist/times/:storeId: may the party join the list that day, and for which times. */
export const waitlistTimesQuerySchema = z
  .object({
    date: bookingDateSchema,
    occasionId: bookingIdSchema,
    adults: z.coerce.number().int().min(0).max(100),
    children: z.coerce.number().int().min(0).max(100).default(0),
  })
  .refine((q) => q.adults + q.children >= 1, { message: 'a booking needs at least one guest', path: ['adults'] });
export const waitlistTimesSchema = z.object({
  /** The restaurant takes waitlist joins online that day for this party. */
  open: z.boolean(),
  /** The day's booking times (on an empty restaurant), the range's choices: 'HH:MM', in order. */
  times: z.array(z.string()),
});
export type WaitlistTimes = z.infer<typeof waitlistTimesSchema>;
export const waitlistTimesReplySchema = okReply(waitlistTimesSchema);

const contact = customerSchema.pick({ firstName: true, lastName: true, email: true, phoneNumber: true });

/** POST /api/v1/waitlist/join/:storeId. */
export const waitlistJoinSchema = contact
  .extend({
    date: bookingDateSchema,
    occasionId: bookingIdSchema,
    adults: z.number().int().min(0).max(100),
    children: z.number().int().min(0).max(100).default(0),
    from: hhmm,
    to: hhmm,
    shouldReceiveSms: z.boolean().default(false),
    /** The honeypot: people never see it. */
    website: z.string().max(200).optional(),
  })
  .refine((b) => b.adults + b.children >= 1, { message: 'a booking needs at least one guest', path: ['adults'] })
  .refine((b) => !b.shouldReceiveSms || UK_MOBILE.test(b.phoneNumber ?? ''), { message: SMS_NEEDS_MOBILE, path: ['phoneNumber'] });
export type WaitlistJoin = z.output<typeof waitlistJoinSchema>;
export const waitlistJoinedSchema = z.object({
  restaurant: z.string(),
  date: z.string(),
  from: z.string(),
  to: z.string(),
  covers: z.number().int(),
  email: z.string(),
});
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;
export const waitlistJoinedReplySchema = okReply(waitlistJoinedSchema);
export const waitlistJoinParamsSchema = storeIdParamsSchema;

/** POST /api/v1/waitlist/leave: the signed link of the joining e-mail. */
export const waitlistLeaveSchema = z.object({ token: z.string().min(1).max(200) });
export const waitlistLeftReplySchema = okReply(z.object({ status: z.enum(WAITLIST_STATUSES) }));

// ---------------------------------------------------------------- the diner's page

/** What the signed link shows: the entry, and the held table when one is offered. */
export interface WaitlistOfferView {
  restaurant: string;
  status: WaitlistStatus;
  date: string;
  from: string;
  to: string;
  covers: number;
  firstName: string;
  /** While offered: the held table's time and until when it is held ('HH:MM' London). */
  offer: { time: string; heldUntil: string; expired: boolean } | null;
  /** Once booked: the booking's own page. */
  managePath: string | null;
}

// ---------------------------------------------------------------- console

/** A walk-in joining the day's list (the console's form). */
export const waitlistWalkInSchema = z
  .object({
    name: z
      .string({ error: 'Please enter a name' })
      .trim()
      .min(1, 'Please enter a name')
      .max(80, 'Please keep the name under 80 characters')
      .refine(withoutNul, HIDDEN_CHARACTERS),
    adults: z.coerce.number({ error: 'Please enter a number' }).int('Please enter a whole number').min(1).max(MAX_TABLE_BOOKING_COVERS),
    children: z.coerce
      .number({ error: 'Please enter a number' })
      .int('Please enter a whole number')
      .min(0)
      .max(MAX_TABLE_BOOKING_COVERS)
      .default(0),
    phone: textOrUndefined(30).refine((v) => v === undefined || /^(?:\+44|0044|0)[1-9]\d{8,9}$/.test(v.replace(/[\s().-]/g, '')), {
      message: 'Please enter a valid UK phone number',
    }),
    email: textOrUndefined(254).refine((v) => v === undefined || z.email().safeParse(v).success, {
      message: 'Please enter a valid e-mail address',
    }),
    sms: z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean()),
    quotedWaitMinutes: z.coerce
      .number({ error: 'Please enter the quoted wait in minutes' })
      .int('Please enter whole minutes')
      .min(0)
      .max(600),
  })
  .refine((v) => v.adults + v.children <= MAX_TABLE_BOOKING_COVERS, {
    path: ['adults'],
    message: `At most ${MAX_TABLE_BOOKING_COVERS} guests`,
  })
  .refine((v) => v.phone !== undefined || v.email !== undefined, {
    path: ['phone'],
    message: 'Please give a phone number or an e-mail address',
  })
  .refine((v) => !v.sms || UK_MOBILE.test((v.phone ?? '').replace(/[\s().-]/g, '')), { path: ['sms'], message: SMS_NEEDS_MOBILE });
export type WaitlistWalkIn = z.output<typeof waitlistWalkInSchema>;

export const WAITLIST_ACTIONS = ['ready', 'seat', 'remove'] as const;
export type WaitlistAction = (typeof WAITLIST_ACTIONS)[number];
export const waitlistActionSchema = z.object({
  entryId: z.string().regex(/^[\w-]{1,64}$/, 'Unknown entry'),
  action: z.enum(WAITLIST_ACTIONS, { error: 'Unknown action' }),
});

export const waitlistDayQuerySchema = z.object({
  date: z.string().refine(isValidIsoDate, 'Please choose a date as YYYY-MM-DD').optional(),
});

/** One row of the console's day list. */
export interface WaitlistRow {
  id: string;
  source: 'online' | 'walk-in';
  status: WaitlistStatus;
  name: string;
  covers: number;
  /** 'HH:MM–HH:MM' for online entries; null for walk-ins (now). */
  times: string | null;
  createdAt: string;
  /** Whole minutes since joining (while waiting or offered). */
  waitingMinutes: number;
  quotedWaitMinutes: number | null;
  phone: string | null;
  email: string | null;
  sms: boolean;
  notifiedAt: string | null;
  bookingId: string | null;
}
