// Background jobs (product.md D8, decision 021): recurring and one-off work run by
// name. On PostgreSQL a pg-boss queue runs each period's job once across all
// instances; on embedded PGlite (one process by construction) timers do.
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { JobCounters } from '../metrics/metrics.ts';

/** Every `everyMs` (whole seconds, at most an hour), or at the times a five-field cron expression names (UTC). */
export type Recurrence = { everyMs: number } | { cron: string };

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface EnqueueOptions {
  /** At most one job with this key per slot of `seconds` (slots count from the Unix epoch; at most 2 h), across instances. */
  singleton?: { key: string; seconds: number };
}

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  /** Registers the handler of one-off jobs named `name` (before start). */
  define(name: string, handler: JobHandler): void;
  /** Registers a recurring job (before start): the handler runs once per period, on one instance. */
  schedule(name: string, every: Recurrence, handler: JobHandler): void;
  /** Queues one run of a defined job; false when a singleton already covers it. */
  enqueue(name: string, data?: Record<string, unknown>, opts?: EnqueueOptions): Promise<boolean>;
  /** Decision 046: runs waiting, by job name (every defined job, 0 when none), for /metrics. */
  queued(): Promise<Record<string, number>>;
  start(): Promise<void>;
  /** Stops timers and polling, and waits for the jobs running here. */
  stop(): Promise<void>;
}

/** Connections pg-boss may open per instance, beside the request pool (decision 016). */
export const JOB_POOL_SIZE = 2;

/** Longest `everyMs`: interval jobs are de-duplicated by time slot while their row is in pg-boss's job table (2 h, pg-boss-runner.ts). */
export const MAX_INTERVAL_MS = 3_600_000;

export function assertRecurrence(name: string, every: Recurrence): void {
  if ('everyMs' in every) {
    const { everyMs } = every;
    if (!Number.isInteger(everyMs / 1000) || everyMs < 1000 || everyMs > MAX_INTERVAL_MS) {
      throw new Error(`Job ${name}: everyMs must be whole seconds between 1 s and 1 h (use cron for longer periods)`);
    }
  }
}

/** The jobs a runner knows, registered before start: both runners keep them the same way. */
export function createJobRegistry() {
  const handlers = new Map<string, JobHandler>();
  const recurring: { name: string; every: Recurrence }[] = [];
  return {
    handlers,
    recurring,
    define: (name: string, handler: JobHandler): void => void handlers.set(name, handler),
    schedule: (name: string, every: Recurrence, handler: JobHandler): void => {
      assertRecurrence(name, every);
      handlers.set(name, handler);
      recurring.push({ name, every });
    },
  };
}

export interface JobRunnerChoice {
  database: Pick<Database, 'kind'>;
  /** The PostgreSQL URL (when `database.kind` is 'postgres'). */
  url?: string | undefined;
  /** The PostgreSQL schema the application's tables live in (tests); pg-boss takes `<schema>_boss`, else `pgboss`. */
  pgSchema?: string | undefined;
  log: Logger;
  /** Decision 046: told as each run ends, for /metrics. */
  counters?: JobCounters | undefined;
}
