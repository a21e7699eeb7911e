// Where /api turns a domain error into HTTP (product.md H6: errors are domain values
// mapped at the edge; decision 017): the kind picks the status from the one
// table (server/domain/domain-error-status.ts), and the reply is product.md §7's
// `{ success: false, message }` with the field and the product.md §8 code beside it.
// The pages do the same through app/lib/page-refusal.server.ts.
import type { ErrorReply } from '../../contract/api.ts';
import type { DomainError } from '../domain/domain-error.ts';
import { statusOfKind, type DomainErrorStatus } from '../domain/domain-error-status.ts';

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
  return { status: statusOfKind(error.kind), body: errorReply(error.message, error) };
}
