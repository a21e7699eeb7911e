// How many PostgreSQL connections the instances may open, against how many the
// server lets them have (issue "Many instances on one PostgreSQL": two
// instances with pools of 50 took all of a default server's 100 connections,
// and the next client was refused). Pure: the start-up check reads the limits
// (server-connection-limits.ts) and logs what this decides.

/** product.md §9 "Connection pool 50 sockets": the most one instance may configure, not what it should. */
export const POOL_SIZE_CEILING = 50;
/** Small enough that several instances, psql and a backup fit a default server (max_connections 100). */
export const DEFAULT_POOL_SIZE = 10;
/** product.md §9 "30s timeout": the longest a request may wait for a connection. */
export const ACQUIRE_TIMEOUT_CEILING_MS = 30_000;
/** A diner waits this long at most for a free connection before the API answers 503. */
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 5_000;
/** Warn when the pools could take this share of the connections the server allows. */
export const BUDGET_WARNING_SHARE = 0.8;

/** What the server allows the application's role, as read at start-up. */
export interface ServerConnectionLimits {
  maxConnections: number;
  /** superuser_reserved_connections (+ reserved_connections from PostgreSQL 16): kept for the operator. */
  reserved: number;
  /** The role's and the database's CONNECTION LIMIT; -1 is none. Superusers are exempt. */
  roleLimit: number;
  databaseLimit: number;
  superuser: boolean;
}

export interface PoolPlan {
  poolSize: number;
  instances: number;
}

export interface ConnectionBudget {
  /** Connections the instances open at most: pool × instances. */
  demand: number;
  /** Connections the server lets this role open. */
  available: number;
  /** demand ÷ available (Infinity when nothing is available). */
  share: number;
  /** True when the share reaches the warning threshold: other clients may soon be refused. */
  tight: boolean;
  message: string;
}

/** Connections the server allows this role: the smallest of its limits. */
export function availableConnections(limits: ServerConnectionLimits): number {
  // Reserved slots stay free even when the app connects as a superuser: they are how the operator gets in when all else is taken.
  const caps = [limits.maxConnections - limits.reserved];
  if (!limits.superuser && limits.roleLimit >= 0) caps.push(limits.roleLimit);
  if (!limits.superuser && limits.databaseLimit >= 0) caps.push(limits.databaseLimit);
  return Math.max(0, Math.min(...caps));
}

export function connectionBudget(limits: ServerConnectionLimits, plan: PoolPlan, warnAt = BUDGET_WARNING_SHARE): ConnectionBudget {
  const available = availableConnections(limits);
  const demand = plan.poolSize * plan.instances;
  const share = available === 0 ? Infinity : demand / available;
  const tight = share >= warnAt;
  const percent = Number.isFinite(share) ? `${Math.round(share * 100)} %` : 'more than all';
  const allows = `${available} connections PostgreSQL allows this role (max_connections ${limits.maxConnections} − ${limits.reserved} reserved${
    !limits.superuser && (limits.roleLimit >= 0 || limits.databaseLimit >= 0) ? ', or a CONNECTION LIMIT' : ''
  })`;
  const wanted = `DATABASE_POOL_SIZE ${plan.poolSize} × DATABASE_EXPECTED_INSTANCES ${plan.instances} = ${demand} connections`;
  const message = tight
    ? `${wanted} is ${percent} of the ${allows}: other clients and new instances may be refused ("too many clients"). ` +
      'Lower DATABASE_POOL_SIZE, raise max_connections, or put PgBouncer in front (docs/operating/postgres-connections.md).'
    : `${wanted} is ${percent} of the ${allows}.`;
  return { demand, available, share, tight, message };
}
