// product.md D13: the gauges read at each scrape rather than counted as things happen — the outbox backlog, the
// job queues and the database pool. A source that fails reads NaN (or, with labels, no series) in that
// scrape, and says so in the log, instead of failing the whole answer or passing for a healthy 0.
import { Gauge, type Registry } from 'prom-client';
import type { PoolCounts } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { OutboxDepth } from './outbox-depth.ts';

export interface StateSources {
  outbox: () => Promise<OutboxDepth>;
  /** Jobs waiting to run, by job name (JobRunner.queued). */
  jobsQueued: () => Promise<Record<string, number>>;
  /** The pg pool's counters; absent on embedded PGlite, which has one connection and no pool. */
  pool?: PoolCounts | undefined;
  log: Pick<Logger, 'warn'>;
}

/**
 * One read shared by the gauges of one scrape (prom-client collects every metric at once): the outbox's
 * depth and age come from the same query.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  return () =>
    (current ??= read().finally(() => {
      setTimeout(() => (current = null), 0);
    }));
}

export function registerStateGauges(registry: Registry, sources: StateSources): void {
  const registers = [registry];
  const failed = (what: string) => (err: unknown) => {
    sources.log.warn({ err }, `metrics: ${what} not readable`);
    return null;
  };
  const outbox = sharedRead(() => sources.outbox().catch(failed('the mail outbox')));
  new Gauge({
    name: 'mesa_mail_outbox_pending',
    help: 'Mails waiting in the outbox (pending, including those waiting to retry)',
    registers,
    async collect() {
      this.reset();
      const depth = await outbox();
      this.set(depth ? depth.pending : NaN);
    },
  });
  new Gauge({
    name: 'mesa_mail_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest pending mail has waited in the outbox (0 when none waits)',
    registers,
    async collect() {
      this.reset();
      const depth = await outbox();
      this.set(depth ? depth.oldestAgeSeconds : NaN);
    },
  });
  new Gauge({
    name: 'mesa_job_queue_depth',
    help: 'Background jobs waiting to run, by job (in-process runner: runs not yet finished)',
    labelNames: ['job'] as const,
    registers,
    async collect() {
      this.reset();
      const queued = await sources.jobsQueued().catch(failed('the job queue'));
      for (const [job, n] of Object.entries(queued ?? {})) this.set({ job }, n);
    },
  });
  const { pool } = sources;
  if (!pool) return;
  new Gauge({
    name: 'mesa_db_pool_connections_in_use',
    help: 'Database connections lent out to queries now',
    registers,
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'mesa_db_pool_connections_idle',
    help: 'Open database connections waiting in the pool',
    registers,
    collect() {
      this.set(pool.idleCount);
    },
  });
  new Gauge({
    name: 'mesa_db_pool_waiting',
    help: 'Queries waiting for a database connection (the API answers 503 after DATABASE_ACQUIRE_TIMEOUT_MS)',
    registers,
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
