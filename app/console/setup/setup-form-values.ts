// Reading the setup pages' form fields (decision 025): every number goes through
// zod with a message that names the field, so no NaN or empty string reaches
// the document; the document's own schema checks the rest on save.
import { z } from 'zod';
import { isValidIsoDate } from '../../../contract/london-time.ts';
import { penceFromPounds } from '../../../contract/money.ts';

/** What a section's form makes of the current document: a new one, or the fields to correct. */
export type EditOutcome =
  | {
      ok: true;
      doc: unknown;
      fieldOf?: ProblemField;
      /** What to confirm before saving (times outside the opening hours): the form is sent again with confirm=1. */
      warning?: string[];
    }
  | { ok: false; fieldErrors: Record<string, string>; error?: string };

/**
 * Maps a document problem's path ('tables.3.maxSeats') to the form field that
 * caused it, if any; `withPath` when the field holds many values (a JSON box),
 * so its message names the path.
 */
export type ProblemField = (path: string) => string | { field: string; withPath: true } | undefined;

export const refuse = (fieldErrors: Record<string, string>, error?: string): EditOutcome => ({
  ok: false,
  fieldErrors,
  ...(error ? { error } : {}),
});

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function numberField(label: string, min: number, max: number, optional: boolean) {
  return z.string().transform((raw, ctx): number | null => {
    const v = raw.trim();
    if (v === '') {
      if (optional) return null;
      ctx.addIssue({ code: 'custom', message: `Please enter ${label}` });
      return z.NEVER;
    }
    if (!/^\d+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be a whole number` });
      return z.NEVER;
    }
    const n = Number(v);
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be between ${min} and ${max}` });
      return z.NEVER;
    }
    return n;
  });
}

/** A required whole number in [min, max]: "Please enter the lead time", "… must be between 0 and 10080". */
export const wholeNumber = (label: string, min: number, max: number) =>
  numberField(label, min, max, false) as unknown as z.ZodType<number, string>;

/** An optional whole number: empty is null ("never", "no limit"). */
export const optionalWholeNumber = (label: string, min: number, max: number) =>
  numberField(label, min, max, true) as unknown as z.ZodType<number | null, string>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time from a time input (HH:MM; a browser may add :00 seconds, which are dropped). */
export const timeField = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => (/^\d\d:\d\d:00$/.test(v) ? v.slice(0, 5) : v))
    .refine((v) => v !== '', `Please enter ${label}`)
    .refine((v) => v === '' || HHMM.test(v), `${capitalise(label)} must be a time as HH:MM`);

/** A date input's value: a real date as YYYY-MM-DD. */
export const isValidDateText = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isValidIsoDate(v);

export const dateField = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v !== '', `Please enter ${label}`)
    .refine((v) => v === '' || isValidDateText(v), `${capitalise(label)} must be a date as YYYY-MM-DD`);

/** A price typed in pounds ('12.50', '£12.5') → whole pence; empty is null when optional (no price). */
export const poundsField = (label: string, optional = false) =>
  z.string().transform((raw, ctx): number | null => {
    if (raw.trim() === '' && optional) return null;
    if (raw.trim() === '') {
      ctx.addIssue({ code: 'custom', message: `Please enter ${label}` });
      return z.NEVER;
    }
    const pence = penceFromPounds(raw);
    if (pence === null) {
      ctx.addIssue({ code: 'custom', message: `${capitalise(label)} must be an amount in pounds, e.g. 12.50` });
      return z.NEVER;
    }
    return pence;
  }) as unknown as z.ZodType<number | null, string>;

export const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const ID_HINT = 'Lower-case letters, digits and hyphens, starting with a letter or digit (at most 64), e.g. t12 or main-room.';
/** A table is named as the diary shows it (contract/console.ts tableLabel): in capitals, whatever the case typed. */
export const TABLE_ID_HINT =
  'As the diary shows it, e.g. T12 or R1: letters, digits and hyphens, starting with a letter or digit (at most 64).';
export const idField = (label: string) =>
  z
    .string()
    .trim()
    .refine((v) => v !== '', `Please enter ${label}`)
    .refine((v) => v === '' || ID_PATTERN.test(v), `${capitalise(label)} must be lower-case letters, digits and hyphens`);

/** An unticked checkbox sends nothing. */
export const checked = (form: FormData, name: string) => form.get(name) !== null;

/** The first message per field, keyed by the whole path ('turnTimes.2.minutes'). */
export function fieldErrorsByPath(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    out[key] ??= issue.message;
  }
  return out;
}

/** Parses `raw` with `schema`, or the field errors by path. */
export function parseFields<T>(
  schema: z.ZodType<T>,
  raw: unknown,
): { ok: true; data: T } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = schema.safeParse(raw);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: fieldErrorsByPath(parsed.error.issues) };
}

/** A path's parts after `prefix.`, or null when it is not under it. */
export function pathUnder(path: string, prefix: string): string[] | null {
  if (path === prefix) return [];
  return path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1).split('.') : null;
}
