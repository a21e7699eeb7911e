// Group bookings and private events as a sales pipeline (decision 077): each
// group enquiry is a lead of its restaurant, with its status in words, the
// manager looking after it, its value and its history. The names, the form a
// member saves and the rule that flags a lead waiting too long for a first
// answer, shared by the server, the pages and the tests.
import { z } from 'zod';
import { HIDDEN_CHARACTERS, withoutNul } from './fields.ts';
import { penceFromPounds } from './money.ts';

export const LEAD_STATUSES = ['new', 'proposal-sent', 'confirmed', 'deposit-paid', 'completed', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  'proposal-sent': 'Proposal sent',
  confirmed: 'Confirmed',
  'deposit-paid': 'Deposit paid',
  completed: 'Completed',
  lost: 'Lost',
};

export const LEAD_SOURCES = ['group-enquiry', 'event-request'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = { 'group-enquiry': 'Group enquiry', 'event-request': 'Event request' };

/** How long a lead may wait for a member's first answer before it is flagged, on its list and the console home. */
export const FIRST_ANSWER_WITHIN_HOURS = 24;

/** Whether a lead has waited longer than `withinHours` for a first answer at `now`. */
export function waitsForAnswer(
  lead: { status: LeadStatus; firstAnsweredAt: string | null; receivedAt: string },
  now: Date,
  withinHours = FIRST_ANSWER_WITHIN_HOURS,
): boolean {
  if (lead.firstAnsweredAt !== null || lead.status !== 'new') return false;
  return now.getTime() - Date.parse(lead.receivedAt) > withinHours * 3_600_000;
}

export const LEAD_MESSAGES = {
  notFound: 'This lead could not be found',
  stale: 'Someone else changed this lead after you opened it. Your changes are below: check the lead and save again.',
  lostReason: 'Please say why the lead was lost',
  /** Decision 083: a lead whose event is in the diary is lost by cancelling the event, which frees its space. */
  cancelFirst: 'This lead’s event is in the diary: use “Cancel the event” to free its space and settle its deposit.',
  value: 'Please enter the value in pounds, such as 1250 or 1250.00',
  owner: 'Please choose a member who works at this restaurant',
  nothing: 'Nothing was changed',
} as const;

const text = (max: number, label: string) =>
  z.string().trim().max(max, `Please keep the ${label} under ${max} characters`).refine(withoutNul, HIDDEN_CHARACTERS);

/** The lead form: every field as the member left it, checked against the version the form was opened at. */
export const leadUpdateSchema = z
  .object({
    version: z.coerce.number().int().min(1),
    status: z.enum(LEAD_STATUSES, { error: 'Please choose a status' }),
    lostReason: text(500, 'reason').default(''),
    /** '' for nobody. */
    ownerStaffId: z
      .string()
      .regex(/^[\w-]{0,64}$/, LEAD_MESSAGES.owner)
      .default(''),
    /** Pounds as typed; '' for not known yet. */
    value: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || penceFromPounds(v) !== null, LEAD_MESSAGES.value),
    /** A note for the history (a call, what the client asked); not kept on the lead itself. */
    note: text(2000, 'note').default(''),
  })
  .refine((f) => f.status !== 'lost' || f.lostReason !== '', { path: ['lostReason'], message: LEAD_MESSAGES.lostReason });
export type LeadUpdate = z.output<typeof leadUpdateSchema>;

export const leadsQuerySchema = z.object({
  storeId: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional()
    .catch(undefined),
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
});
export type LeadsQuery = z.output<typeof leadsQuerySchema>;

export interface LeadSummary {
  id: string;
  storeId: string;
  restaurant: string;
  source: LeadSource;
  status: LeadStatus;
  /** The client's name; null once the person was erased (the lead stays, naming nobody). */
  contactName: string | null;
  bookingType: string | null;
  covers: number | null;
  date: string | null;
  time: string | null;
  until: string | null;
  valuePence: number | null;
  ownerName: string | null;
  receivedAt: string;
  firstAnsweredAt: string | null;
  /** Flagged: longer than FIRST_ANSWER_WITHIN_HOURS without a first answer. */
  waiting: boolean;
}

export interface LeadHistoryEntry {
  at: string;
  actor: string;
  /** "Status: New → Proposal sent; value: £1,250.00", or the note as written. */
  text: string;
}

export interface LeadDetail extends LeadSummary {
  email: string | null;
  phone: string | null;
  specialRequest: string | null;
  lostReason: string | null;
  ownerStaffId: string | null;
  version: number;
  /** The members who may look after it: they work this restaurant's events. */
  owners: { id: string; name: string }[];
  history: LeadHistoryEntry[];
  /** Decision 083: the lead has an event in the diary that a manager may cancel. */
  cancellable: boolean;
}

/** What a lead's history says when the diary answered its event request (decision 082). */
export const ANSWERED_IN_DIARY = {
  confirm: 'The event request was confirmed in the diary',
  decline: 'The event request was declined in the diary',
} as const;
