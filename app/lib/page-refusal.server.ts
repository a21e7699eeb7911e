// How a page's loader or action reads a service's domain error (decision 017),
// the pages' counterpart of server/api/domain-error-reply.ts. Recognised by its
// shape, since the page build bundles its own copy of the DomainError class;
// the status is the one table's (server/domain/domain-error-status.ts). What
// the page shows (its alert, a field's message, the 404 page) is the page's
// choice; the status is not.
import { isDomainError, type DomainErrorKind } from '../../server/domain/domain-error.ts';
import { statusOfKind, type DomainErrorStatus } from '../../server/domain/domain-error-status.ts';

export interface PageRefusal {
  kind: DomainErrorKind;
  status: DomainErrorStatus;
  /** The service's message, shown as it is. */
  message: string;
  /** The field it concerns, as a dot path ('birthday.day'). */
  field: string | undefined;
}

/** A domain error as the page answers it; null for anything else (a fault: the caller rethrows it). */
export function pageRefusal(err: unknown): PageRefusal | null {
  if (!isDomainError(err)) return null;
  return { kind: err.kind, status: statusOfKind(err.kind), message: err.message, field: err.field };
}
