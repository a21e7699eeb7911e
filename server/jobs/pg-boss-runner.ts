// Jobs on PostgreSQL through pg-boss (decision 021): every instance polls the
// same queues, and a job row is fetched by one of them (SKIP LOCKED), so each
// job runs once across instances.
// - cron recurrences are pg-boss schedules: its clock (one instance per tick,
//   a singleton per minute) sends each due job once.
// - interval recurrences: each instance offers a job every period, keyed by
//   the job's name and the period's slot; pg-boss's unique index on
//   (name, singleton_on, singleton_key) keeps the one that came first.
import PgBoss from 'pg-boss';
import type { Logger } from '../logger.ts';
import type { JobCounters } from '../metrics/metrics.ts';
import { createJobRegistry, JOB_POOL_SIZE, MAX_INTERVAL_MS, type EnqueueOptions, type JobRunner } from './job-runner.ts';

export interface PgBossRunnerOptions {
  connectionString: string;
  /** pg-boss's own schema: `pgboss`, or `<test schema>_boss` in tests. */
  schema: string;
  log: Logger;
  poolSize?: number;
  /** How often an idle worker asks for a job (pg-boss's minimum is 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Decision 046: told as each run ends, for /metrics. */
  counters?: JobCounters | undefined;
}

/** A recurring job that fails waits for its next period; one-off jobs get two retries. */
const RECURRING_SEND = { retryLimit: 0, expireInSeconds: 15 * 60 } as const;

/**
 * Creates a queue unless it exists. Instances starting together may deadlock on
 * the queue's new partition (PostgreSQL picks one victim, 40P01): the victim
 * tries again and finds the queue there.
 */
async function createQueue(boss: PgBoss, name: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
      return;
    } catch (err) {
      if ((err as { code?: unknown }).code !== '40P01' || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

export function createPgBossRunner(opts: PgBossRunnerOptions): JobRunner {
  if (!/^[a-z_][a-z0-9_]*$/.test(opts.schema)) throw new Error('Invalid pg-boss schema name');
  const registry = createJobRegistry();
  const { handlers, recurring } = registry;
  const timers = new Set<ReturnType<typeof setInterval>>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;

  async function offer(name: string, everyMs: number) {
    await boss?.send(name, {}, { ...RECURRING_SEND, singletonKey: name, singletonSeconds: everyMs / 1000 });
  }

  async function begin() {
    const instance = new PgBoss({
      connectionString: opts.connectionString,
      schema: opts.schema,
      max: opts.poolSize ?? JOB_POOL_SIZE,
      application_name: 'mesa-jobs',
      // Finished jobs leave the job table after 2 h: longer than the longest interval (MAX_INTERVAL_MS), whose
      // slot de-duplication needs the slot's row there. The archive keeps a day's history (outbox.deliver alone
      // queues 17,280 jobs a day).
      archiveCompletedAfterSeconds: (2 * MAX_INTERVAL_MS) / 1000,
      deleteAfterHours: 24,
    });
    instance.on('error', (err) => opts.log.error({ err }, 'job queue error'));
    await instance.start();
    boss = instance;
    const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 };
    for (const [name, handler] of handlers) {
      await createQueue(instance, name);
      await instance.work<Record<string, unknown>>(name, polling, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
            opts.counters?.finished(name);
          } catch (err) {
            opts.log.error({ err, job: name }, 'job failed');
            opts.counters?.failed(name);
            throw err; // pg-boss records the failure (and retries a one-off job)
          }
        }
      });
    }
    for (const { name, every } of recurring) {
      if ('cron' in every) {
        await instance.schedule(name, every.cron, {}, { ...RECURRING_SEND, tz: 'UTC' });
        continue;
      }
      const { everyMs } = every;
      const send = () => void offer(name, everyMs).catch((err: unknown) => opts.log.warn({ err, job: name }, 'could not queue job'));
      send();
      const timer = setInterval(send, everyMs);
      timer.unref();
      timers.add(timer);
    }
  }

  return {
    kind: 'pg-boss',
    define: registry.define,
    schedule: registry.schedule,
    async enqueue(name, data = {}, enqueueOpts: EnqueueOptions = {}) {
      if (!handlers.has(name)) throw new Error(`No job named ${name}`);
      if (!boss) throw new Error('The job runner has not started');
      const { singleton } = enqueueOpts;
      const id = await boss.send(name, data, {
        retryLimit: 2,
        retryDelay: 30,
        ...(singleton ? { singletonKey: singleton.key, singletonSeconds: singleton.seconds } : {}),
      });
      return id !== null;
    },
    async queued() {
      const counts: Record<string, number> = Object.fromEntries([...handlers.keys()].map((name) => [name, 0]));
      if (!boss) return counts;
      // One query for every queue (created or waiting to retry); the job table keeps about two hours of rows.
      const { rows } = await boss
        .getDb()
        .executeSql(`select name, count(*)::int as count from ${opts.schema}.job where state < 'active' group by name`, []);
      for (const row of rows as { name: string; count: number }[]) if (row.name in counts) counts[row.name] = row.count;
      return counts;
    },
    start() {
      starting ??= begin();
      return starting;
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await starting?.catch(() => undefined);
      const instance = boss;
      boss = undefined;
      starting = undefined;
      // Waits for the handlers running here (up to 8 s: the process's shutdown allows 10 s), then closes pg-boss's pool.
      await instance?.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
}
