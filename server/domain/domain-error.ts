// Errors as values (STYLE habit 6; cal.com's lesson in STYLE.md): a service
// says what went wrong in the diner's words, which field it concerns and,
// for the booking engine, the SPEC §8 code. It knows nothing of HTTP:
// server/api/ alone turns a kind into a status code and a reply.
import type { BookingCode } from '../../contract/booking-codes.ts';

export type DomainErrorKind =
  /** The request names something that cannot be: a field's value is wrong. */
  | 'invalid'
  /** What the request is about does not exist (or is not the caller's to see). */
  | 'not-found'
  /** A well-formed request the rules turn down (SPEC §8 booking refusals, a declined card). */
  | 'refused'
  /** The request lost a race for the same thing (SPEC §8 status 9: the last table was just taken). */
  | 'conflict'
  /** More than the limits allow (file size, number of files). */
  | 'too-large'
  /** A file whose content is not one of the accepted kinds. */
  | 'unsupported-media'
  /** A service we call (card provider) failed or could not be reached. */
  | 'dependency-failed'
  /** We cannot take the request right now; the diner may try again. */
  | 'unavailable';

export interface DomainErrorOptions {
  /** SPEC §8 booking error code. */
  code?: BookingCode;
  /** The field the message is about, as a dot path ('birthday.day'). */
  field?: string;
  cause?: unknown;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: BookingCode | undefined;
  readonly field: string | undefined;

  constructor(
    readonly kind: DomainErrorKind,
    /** Shown to the diner as it is: never prefixed with the field. */
    message: string,
    opts: DomainErrorOptions = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = opts.code;
    this.field = opts.field;
  }
}

const withField = (field: string | undefined): DomainErrorOptions => (field === undefined ? {} : { field });

export const invalid = (field: string | undefined, message: string) => new DomainError('invalid', message, withField(field));
export const notFound = (message: string, opts: DomainErrorOptions = {}) => new DomainError('not-found', message, opts);
export const refused = (message: string, opts: DomainErrorOptions = {}) => new DomainError('refused', message, opts);
export const conflict = (message: string, opts: DomainErrorOptions = {}) => new DomainError('conflict', message, opts);
export const tooLarge = (field: string | undefined, message: string) => new DomainError('too-large', message, withField(field));
export const unsupportedMedia = (field: string | undefined, message: string) =>
  new DomainError('unsupported-media', message, withField(field));
export const dependencyFailed = (message: string, cause: unknown) => new DomainError('dependency-failed', message, { cause });
export const unavailable = (message: string, cause?: unknown) =>
  new DomainError('unavailable', message, cause === undefined ? {} : { cause });
