// Field rules shared by every form (product.md §5), with the diner-facing message
// each rule shows. The same schema checks the form in the browser and the
// request on the server, so a message never differs between the two.
import { z } from 'zod';

/** No one types a NUL (U+0000), and PostgreSQL text cannot hold one: it is bad input, not a server fault. */
export const HIDDEN_CHARACTERS = 'Please remove the hidden characters';
export const withoutNul = (s: string) => !s.includes('\u0000');

/** An optional text field for staff's forms: trimmed, at most `max` characters, and undefined when empty. */
export const textOrUndefined = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .refine(withoutNul, HIDDEN_CHARACTERS)
    .optional()
    .transform((v) => v || undefined);

/** A required text field: trimmed, present, at most `max` characters. */
export const requiredText = (missing: string, max: number, tooLong = `Please use at most ${max} characters`) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong).refine(withoutNul, HIDDEN_CHARACTERS);

/** Optional free text: trimmed, empty allowed, at most `max` characters. */
export const optionalText = (max: number) =>
  z.string().trim().max(max, `Please use at most ${max} characters`).refine(withoutNul, HIDDEN_CHARACTERS).default('');

export const firstNameField = requiredText('Please enter your first name', 50);
export const lastNameField = requiredText('Please enter your last name', 50);

/** An e-mail address, lower-cased so one address is one diner. */
export const emailField = z
  .string({ error: 'Please enter your e-mail address' })
  .trim()
  .min(1, 'Please enter your e-mail address')
  .max(254, 'Please enter a valid e-mail address')
  .pipe(z.email('Please enter a valid e-mail address'))
  .transform((s) => s.toLowerCase());

const PHONE = /^\+?[\d\s().-]{7,20}$/;
const phoneDigits = (s: string) => s.replace(/\D/g, '').length;
const validPhone = (s: string) => PHONE.test(s) && phoneDigits(s) >= 7 && phoneDigits(s) <= 15;

/** A phone number: digits, spaces, brackets, dots and dashes, 7–15 digits, optional leading +. */
export const phoneField = z
  .string({ error: 'Please enter your phone number' })
  .trim()
  .min(1, { error: 'Please enter your phone number', abort: true })
  .refine(validPhone, 'Please enter a valid phone number');

/** A phone that may be absent (product.md §5: "a phone may be absent"), but is valid when given. */
export const optionalPhoneField = z
  .string()
  .trim()
  .default('')
  .refine((s) => s === '' || validPhone(s), 'Please enter a valid phone number');

/** A restaurant, by its storeId (product.md §3). */
export const storeIdField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .regex(/^\d{3,6}$/, missing);

export const isoDateField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .regex(/^\d{4}-\d{2}-\d{2}$/, missing)
    .refine(isRealDate, missing);

export const timeField = (missing: string) =>
  z
    .string({ error: missing })
    .min(1, missing)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, missing);

export function isRealDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Fields every public form carries: the captcha token (product.md §5: a missing one
 * fails verification with 'Invalid token', so it is optional here) and a
 * honeypot that people never see and bots fill in.
 */
export const formGuardFields = {
  recaptcha: z.string().max(20_000).optional(),
  website: z.string().max(500).optional(),
};

/** The customer guid in preferences, occasion-date and unsubscribe links. */
export const guidField = z.uuid('This link is not valid');
