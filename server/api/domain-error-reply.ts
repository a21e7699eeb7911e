// The one place a domain error becomes HTTP (STYLE: errors are domain values
// mapped at the edge): its kind picks the status, and the reply is SPEC §7's
// `{ success: false, message }` with the field and the SPEC §8 code beside it.
import type { ErrorReply } from '../../contract/api.ts';
import type { DomainError, DomainErrorKind } from '../domain/domain-error.ts';

export const STATUS_OF_KIND = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  refused: 422,
  'dependency-failed': 502,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, number>;

export type DomainErrorStatus = (typeof STATUS_OF_KIND)[DomainErrorKind];

/** `{ success: false, message, field?, code? }`: the message as the diner reads it, the field as data. */
export function errorReply(message: string, extra: { field?: string | undefined; code?: number | undefined } = {}): ErrorReply {
  return {
    success: false,
    message,
    ...(extra.field !== undefined ? { field: extra.field } : {}),
    ...(extra.code !== undefined ? { code: extra.code } : {}),
  };
}

export function domainErrorReply(error: DomainError): { status: DomainErrorStatus; body: ErrorReply } {
  return { status: STATUS_OF_KIND[error.kind], body: errorReply(error.message, error) };
}
