// The booking rules form (decision 025) → the document's `config`. Turn times come
// as numbered rows; a fully blank row is how a manager adds one, so blank rows
// are ignored, and rows are kept in party-size order as the engine reads them.
import { z } from 'zod';
import type { BookingSetup } from '../../../contract/booking-setup.ts';
import { MAX_TABLE_BOOKING_COVERS } from '../../../contract/booking-codes.ts';
import {
  checked,
  parseFields,
  pathUnder,
  refuse,
  wholeNumber,
  optionalWholeNumber,
  poundsField,
  type EditOutcome,
} from './setup-form-values.ts';
import { depositRulesOf } from './deposit-rules-edit.ts';
import { formText } from '../form-kit/form-text.ts';

/** Blank turn-time rows the form shows below the existing ones. */
export const BLANK_TURN_ROWS = 2;
const MAX_TURN_ROWS = 20;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => v || undefined);

const rulesSchema = z
  .object({
    customDisabledMessage: optionalText(500, 'The message'),
    externalBookingUrl: z
      .string()
      .trim()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || /^https:\/\/[^\s]+$/.test(v), 'The booking link must be an https:// address'),
    slotIntervalMinutes: wholeNumber('the slot interval', 5, 60),
    leadTimeMinutes: wholeNumber('the lead time', 0, 7 * 24 * 60),
    windowDays: wholeNumber('the booking window', 0, 366),
    maxOnlineCovers: wholeNumber('the largest online party', 1, MAX_TABLE_BOOKING_COVERS),
    groupEnquiryFromCovers: wholeNumber('the group size', 2, MAX_TABLE_BOOKING_COVERS + 1),
    cardGuaranteeFromCovers: optionalWholeNumber('the card guarantee party size', 1, 500),
    pacingCoversPerInterval: optionalWholeNumber('the pacing', 1, 500),
    lastSeatingBeforeCloseMinutes: wholeNumber('the last seating before close', 0, 600),
    // Decision 038: empty turns reminders off.
    reminderHoursBefore: optionalWholeNumber('the reminder time', 1, 7 * 24),
    // product.md D11 "Deposits and no-show fees": typed in pounds, kept in pence; empty charges none.
    noShowFeePerCoverPence: poundsField('the no-show fee', true),
    lateCancellationFeePerCoverPence: poundsField('the late-cancellation fee', true),
    cancellationWindowHours: wholeNumber('the cancellation window', 1, 14 * 24),
    // product.md D11 "Waitlist": how long a freed table is held for the waitlisted diner it is offered to.
    waitlistHoldMinutes: wholeNumber('the waitlist hold', 5, 120),
  })
  .superRefine((v, ctx) => {
    if (v.groupEnquiryFromCovers > v.maxOnlineCovers + 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['groupEnquiryFromCovers'],
        message: `The group size must be at most one more than the largest online party (${v.maxOnlineCovers + 1})`,
      });
    }
  });

const turnRowSchema = z.object({
  maxCovers: wholeNumber('the party size', 1, 500),
  minutes: wholeNumber('the turn time', 15, 600),
});

const RULE_FIELDS = [
  'customDisabledMessage',
  'externalBookingUrl',
  'slotIntervalMinutes',
  'leadTimeMinutes',
  'windowDays',
  'maxOnlineCovers',
  'groupEnquiryFromCovers',
  'cardGuaranteeFromCovers',
  'pacingCoversPerInterval',
  'lastSeatingBeforeCloseMinutes',
  'reminderHoursBefore',
  'noShowFeePerCoverPence',
  'lateCancellationFeePerCoverPence',
  'cancellationWindowHours',
  'waitlistHoldMinutes',
] as const;

export const turnField = (row: number, part: 'maxCovers' | 'minutes') => `turnTimes.${row}.${part}`;

function turnTimes(form: FormData) {
  const rows: { row: number; maxCovers: number; minutes: number }[] = [];
  const fieldErrors: Record<string, string> = {};
  for (let row = 0; row < MAX_TURN_ROWS + BLANK_TURN_ROWS && form.has(turnField(row, 'maxCovers')); row++) {
    const raw = { maxCovers: formText(form, turnField(row, 'maxCovers')), minutes: formText(form, turnField(row, 'minutes')) };
    if (!raw.maxCovers.trim() && !raw.minutes.trim()) continue;
    const parsed = parseFields(turnRowSchema, raw);
    if (!parsed.ok) {
      for (const [part, message] of Object.entries(parsed.fieldErrors)) fieldErrors[`turnTimes.${row}.${part}`] = message;
    } else if (rows.some((r) => r.maxCovers === parsed.data.maxCovers)) {
      fieldErrors[turnField(row, 'maxCovers')] = `Another row is already for parties of up to ${parsed.data.maxCovers}`;
    } else rows.push({ row, ...parsed.data });
  }
  if (!rows.length && !Object.keys(fieldErrors).length) fieldErrors[turnField(0, 'maxCovers')] = 'Please give at least one turn time';
  if (rows.length > MAX_TURN_ROWS) fieldErrors.form = `At most ${MAX_TURN_ROWS} turn times`;
  return { rows: rows.sort((a, b) => a.maxCovers - b.maxCovers), fieldErrors };
}

export function editRules(form: FormData, doc: BookingSetup): EditOutcome {
  const parsed = parseFields(rulesSchema, Object.fromEntries(RULE_FIELDS.map((f) => [f, formText(form, f)])));
  const turns = turnTimes(form);
  // Decision 049: the deposit rules, when the form carries them (an older form without them keeps the document's).
  const deposits = form.has('depositRules.0.fromCovers') ? depositRulesOf(form) : null;
  const fieldErrors = { ...(parsed.ok ? {} : parsed.fieldErrors), ...turns.fieldErrors, ...deposits?.fieldErrors };
  if (!parsed.ok || Object.keys(fieldErrors).length) return refuse(fieldErrors);
  const { customDisabledMessage, externalBookingUrl, ...numbers } = parsed.data;
  const { customDisabledMessage: _m, externalBookingUrl: _u, ...kept } = doc.config;
  const config = {
    ...kept,
    ...numbers,
    enabled: checked(form, 'enabled'),
    restaurantEnabled: checked(form, 'restaurantEnabled'),
    centerParcsOnly: checked(form, 'centerParcsOnly'),
    waitlistOnline: checked(form, 'waitlistOnline'),
    ...(customDisabledMessage ? { customDisabledMessage } : {}),
    ...(externalBookingUrl ? { externalBookingUrl } : {}),
    turnTimes: turns.rows.map(({ maxCovers, minutes }) => ({ maxCovers, minutes })),
    ...(deposits ? { depositRules: deposits.rules } : {}),
  };
  return {
    ok: true,
    doc: { ...doc, config },
    fieldOf: (path) => {
      const parts = pathUnder(path, 'config');
      if (!parts?.length) return undefined;
      if (parts[0] === 'turnTimes' && parts.length === 3) {
        const row = turns.rows[Number(parts[1])]?.row;
        return row === undefined ? undefined : `turnTimes.${row}.${parts[2]}`;
      }
      if (parts[0] === 'depositRules' && parts.length >= 2 && deposits) {
        const row = deposits.rows[Number(parts[1])];
        const part = parts[2] === 'perCoverPence' ? 'perCover' : (parts[2] ?? 'fromCovers');
        return row === undefined ? undefined : `depositRules.${row}.${part}`;
      }
      return parts.length === 1 ? parts[0] : undefined;
    },
  };
}
