// product.md D11 "Deposits" in the booking rules form: the deposit and card
// guarantee rules as numbered rows (from a party size, what it takes — a
// deposit per guest in pounds or a card guarantee — and optionally occasions,
// weekdays and dates). A fully blank row is how a manager adds one and "Remove"
// takes one out; rows keep their order, as the first matching rule wins.
import { z } from 'zod';
import type { DepositRule } from '../../../contract/booking-setup.ts';
import { isValidDateText, parseFields, poundsField, wholeNumber, checked } from './setup-form-values.ts';
import { formText, formTexts } from '../form-kit/form-text.ts';

/** Blank deposit rows the form shows below the existing ones. */
export const BLANK_DEPOSIT_ROWS = 1;
export const MAX_DEPOSIT_RULES = 20;
export const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const depositField = (row: number, part: 'fromCovers' | 'takes' | 'perCover' | 'occasionIds' | 'weekdays' | 'dates' | 'remove') =>
  `depositRules.${row}.${part}`;

const list = (raw: string) =>
  raw
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter(Boolean);

const rowSchema = z.object({
  fromCovers: wholeNumber('the party size', 1, 500),
  perCover: poundsField('the deposit per guest', true).refine(
    (p) => p === null || (p >= 1 && p <= 100_000),
    'The deposit must be £0.01 to £1,000.00',
  ),
  occasionIds: z
    .string()
    .transform(list)
    .refine((ids) => ids.every((id) => /^[\w-]{1,64}$/.test(id)), 'Occasion ids are letters, digits, - and _, separated by commas'),
  dates: z
    .string()
    .transform(list)
    .refine((dates) => dates.every(isValidDateText), 'Dates are YYYY-MM-DD, separated by commas'),
});

/** The rows the form sent: the rules in their order, and the row each came from, or the fields to correct. */
export function depositRulesOf(form: FormData) {
  const rules: DepositRule[] = [];
  const rows: number[] = [];
  const fieldErrors: Record<string, string> = {};
  for (let row = 0; row < MAX_DEPOSIT_RULES + BLANK_DEPOSIT_ROWS && form.has(depositField(row, 'fromCovers')); row++) {
    if (checked(form, depositField(row, 'remove'))) continue;
    const raw = {
      fromCovers: formText(form, depositField(row, 'fromCovers')),
      perCover: formText(form, depositField(row, 'perCover')),
      occasionIds: formText(form, depositField(row, 'occasionIds')),
      dates: formText(form, depositField(row, 'dates')),
    };
    const weekdays = formTexts(form, depositField(row, 'weekdays'))
      .map(Number)
      .filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
    if (!Object.values(raw).some((v) => v.trim()) && !weekdays.length) continue;
    const takes = formText(form, depositField(row, 'takes')) === 'guarantee' ? 'guarantee' : 'deposit';
    const parsed = parseFields(rowSchema, raw);
    if (!parsed.ok) {
      for (const [part, message] of Object.entries(parsed.fieldErrors)) fieldErrors[`depositRules.${row}.${part}`] = message;
      continue;
    }
    if (takes === 'deposit' && parsed.data.perCover === null) {
      fieldErrors[depositField(row, 'perCover')] = 'Please enter the deposit per guest, or choose a card guarantee';
      continue;
    }
    rules.push({
      fromCovers: parsed.data.fromCovers,
      takes,
      perCoverPence: takes === 'deposit' ? parsed.data.perCover : null,
      occasionIds: parsed.data.occasionIds,
      weekdays: [...new Set(weekdays)].sort(),
      dates: parsed.data.dates,
    });
    rows.push(row);
  }
  if (rules.length > MAX_DEPOSIT_RULES) fieldErrors.form = `At most ${MAX_DEPOSIT_RULES} deposit rules`;
  return { rules, rows, fieldErrors };
}
