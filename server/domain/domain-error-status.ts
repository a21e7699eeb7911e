// The one table from a domain error's kind to its HTTP status (decision 017).
// Both edges read it: /api through server/api/domain-error-reply.ts, the
// pages' loaders and actions through app/lib/page-refusal.server.ts; neither
// keeps a table of its own, so one error answers the same status everywhere
// (a lint rule in eslint.config.js turns down a second table).
import type { DomainErrorKind } from './domain-error.ts';

export const STATUS_OF_KIND = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-media': 415,
  refused: 422,
  'dependency-failed': 502,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, number>;

export type DomainErrorStatus = (typeof STATUS_OF_KIND)[DomainErrorKind];

export const statusOfKind = (kind: DomainErrorKind): DomainErrorStatus => STATUS_OF_KIND[kind];
