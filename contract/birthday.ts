// Birthdays (product.md §3, §5, §9): picked as day, month and an optional year;
// without a year the year is 1904, a leap year, so 29 February can be kept.
// On the wire a birthDate is seconds since the epoch at UTC midnight.
import { z } from 'zod';

export const DEFAULT_BIRTH_YEAR = 1904;
export const MIN_BIRTH_YEAR = 1900;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The club is for adults (product.md D14): the year list starts 18 years back, not at the current year. */
export const YOUNGEST_MEMBER_AGE = 18;

/**
 * The years a birthday's year list offers, newest first: from 18 years before `thisYear` back to 1900.
 * A year already held that falls outside (a profile saved before the rule) stays choosable.
 */
export function birthYearOptions(thisYear: number, held?: number): number[] {
  const years = Array.from({ length: thisYear - YOUNGEST_MEMBER_AGE - MIN_BIRTH_YEAR + 1 }, (_, i) => thisYear - YOUNGEST_MEMBER_AGE - i);
  return held !== undefined && Number.isInteger(held) && !years.includes(held) ? [held, ...years].sort((a, b) => b - a) : years;
}

/** product.md §5: days per month come from month and year (February allows 29 when the year is unknown or a leap year). */
export function daysInMonth(month: number, year: number = DEFAULT_BIRTH_YEAR): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 31;
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export interface BirthdayParts {
  day: number;
  month: number;
  /** Absent when the diner did not say. */
  year?: number | undefined;
}

/** Seconds since the epoch at UTC midnight of the birthday; year 1904 when none is given. */
export function partsToBirthDate(parts: BirthdayParts): number {
  return Date.UTC(parts.year ?? DEFAULT_BIRTH_YEAR, parts.month - 1, parts.day) / 1000;
}

/** The birthday of a birthDate; a year of 1904 means "not given". */
export function birthDateToParts(seconds: number | null | undefined): BirthdayParts | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  const d = new Date(seconds * 1000);
  const year = d.getUTCFullYear();
  return { day: d.getUTCDate(), month: d.getUTCMonth() + 1, ...(year === DEFAULT_BIRTH_YEAR ? {} : { year }) };
}

export const isoToBirthDate = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / 1000;

export function birthDateToIso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

/** A birthDate must be a UTC midnight between 1900 and today. */
export function isValidBirthDate(seconds: number, now: Date = new Date()): boolean {
  if (!Number.isInteger(seconds) || seconds % 86_400 !== 0) return false;
  const year = new Date(seconds * 1000).getUTCFullYear();
  return year >= MIN_BIRTH_YEAR && seconds * 1000 <= now.getTime();
}

const missingBirthday = 'Please enter your birthday';

/** Day, month and optional year, checked against the days of that month. */
export const birthdaySchema = z
  .object({
    day: z.coerce.number({ error: missingBirthday }).int(missingBirthday).min(1, missingBirthday).max(31, missingBirthday),
    month: z.coerce.number({ error: missingBirthday }).int(missingBirthday).min(1, missingBirthday).max(12, missingBirthday),
    year: z.coerce
      .number()
      .int('Please choose a year')
      .min(MIN_BIRTH_YEAR, 'Please choose a year')
      .max(new Date().getUTCFullYear(), 'Please choose a year')
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.day > daysInMonth(b.month, b.year)) {
      ctx.addIssue({ code: 'custom', path: ['day'], message: `${MONTHS[b.month - 1]} has only ${daysInMonth(b.month, b.year)} days` });
    }
  });
export type Birthday = z.infer<typeof birthdaySchema>;
