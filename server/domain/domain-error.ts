// Errors as values (product.md H6; cal.com's lesson in product.md H6): a service
// says what went wrong in the diner's words, which field it concerns and,
// for the booking engine, the product.md §8 code. It knows nothing of HTTP: one
// table (domain-error-status.ts) turns a kind into a status code, and each
// edge (server/api/domain-error-reply.ts, app/lib/page-refusal.server.ts)
// uses it to answer (decision 017).
import type { BookingCode } from '../../contract/booking-codes.ts';

export type DomainErrorKind =
  /** The request names something that cannot be: a field's value is wrong. */
  | 'invalid'
  /** What the request is about does not exist (or is not the caller's to see). */
  | 'not-found'
  /**
   * The caller's role may not do this, and may know that it exists. Where existence
   * itself must stay hidden (another restaurant's booking), use not-found.
   */
  | 'forbidden'
  /** A well-formed request the rules turn down (product.md §8 booking refusals, a declined card). */
  | 'refused'
  /** The request lost a race for the same thing (product.md §8 status 9: the last table was just taken). */
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
  /** product.md §8 booking error code. */
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

/** Every kind, once: what `isDomainError` accepts. */
const KINDS = {
  invalid: true,
  'not-found': true,
  forbidden: true,
  refused: true,
  conflict: true,
  'too-large': true,
  'unsupported-media': true,
  'dependency-failed': true,
  unavailable: true,
} as const satisfies Record<DomainErrorKind, true>;

const isDomainErrorKind = (kind: unknown): kind is DomainErrorKind => typeof kind === 'string' && Object.hasOwn(KINDS, kind);

/**
 * Whether `err` is a domain error, by its shape rather than `instanceof`: the page
 * build bundles its own copy of this module, so a service's error is an instance
 * of another `DomainError` class there. Shape: an Error named 'DomainError' with
 * a known kind, and a field (and code), when present, of the right type.
 */
export function isDomainError(err: unknown): err is DomainError {
  if (!(err instanceof Error) || err.name !== 'DomainError') return false;
  const { kind, field, code } = err as Partial<Record<'kind' | 'field' | 'code', unknown>>;
  return isDomainErrorKind(kind) && (field === undefined || typeof field === 'string') && (code === undefined || typeof code === 'number');
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
