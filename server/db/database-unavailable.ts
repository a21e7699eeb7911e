// A database that cannot take the request right now (issue "Many instances on
// one PostgreSQL"): the server refused the connection (too many clients,
// starting up or shutting down, nobody listening) or no pooled connection
// came free in time. The request never reached a transaction, so nothing was
// written and a retry is safe: the API answers 503 with Retry-After, not 500.

export type UnavailableReason = 'pool-exhausted' | 'too-many-clients' | 'cannot-connect-now' | 'unreachable';

export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(
    readonly reason: UnavailableReason,
    options?: ErrorOptions,
  ) {
    super(`database unavailable: ${reason}`, options);
    this.name = 'DatabaseUnavailableError';
  }
}

export const DATABASE_BUSY_MESSAGE = 'The service is busy, please try again in a moment.';
/** About one acquire timeout: long enough for a full pool or a restarting server to drain. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Only refusals at connection time: an error in the middle of a query may
// follow a COMMIT the server applied, so it stays a 500 for the operator.
const SQLSTATES: Record<string, UnavailableReason> = {
  '53300': 'too-many-clients', // too_many_connections: max_connections, or a role's or database's CONNECTION LIMIT
  '57P03': 'cannot-connect-now', // "the database system is starting up" / "is shutting down" / "not yet accepting connections"
  '08001': 'unreachable', // sqlclient_unable_to_establish_sqlconnection
  '08004': 'unreachable', // sqlserver_rejected_establishment_of_sqlconnection
};
// Network errors of the connect call (a wrong host name, ENOTFOUND, is configuration: left a 500).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// pg-pool's own errors carry no code, only these messages.
const POOL_MESSAGES: Record<string, UnavailableReason> = {
  'timeout exceeded when trying to connect': 'pool-exhausted', // no pooled connection free within connectionTimeoutMillis
  'Connection terminated due to connection timeout': 'unreachable', // a new connection did not open within it
};

function reasonOf(err: object): UnavailableReason | null {
  if (err instanceof DatabaseUnavailableError) return err.reason;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    const reason = SQLSTATES[code] ?? (NETWORK_CODES.has(code) ? 'unreachable' : undefined);
    if (reason) return reason;
  }
  const message = (err as { message?: unknown }).message;
  return (typeof message === 'string' && POOL_MESSAGES[message]) || null;
}

/**
 * The error as a DatabaseUnavailableError when it, or anything it wraps
 * (drizzle's DrizzleQueryError keeps the driver's error as `cause`; a failed
 * connect to several addresses is an AggregateError), says the database could
 * not take the request; otherwise null.
 */
export function databaseUnavailable(err: unknown): DatabaseUnavailableError | null {
  const seen = new Set<object>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    const reason = reasonOf(next);
    if (reason) return next instanceof DatabaseUnavailableError ? next : new DatabaseUnavailableError(reason, { cause: err });
    queue.push((next as { cause?: unknown }).cause);
    const inner = (next as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...(inner as unknown[]));
  }
  return null;
}

export const isDatabaseUnavailable = (err: unknown): boolean => databaseUnavailable(err) !== null;
