// The embedded fallback (decision 021): with PGlite there is one process by
// construction (the database is a folder only it opens), so timers in this
// process are "exactly once across instances". A job never overlaps itself:
// a tick that finds the previous run still going is skipped. Interval jobs
// run at start and then every period; cron jobs at the times named (UTC).
import cronParser from 'cron-parser';
import type { Logger } from '../logger.ts';
import type { JobCounters } from '../metrics/metrics.ts';
import { createJobRegistry, type EnqueueOptions, type JobRunner, type Recurrence } from './job-runner.ts';

export interface InProcessRunnerOptions {
  log: Logger;
  now?: () => Date;
  /** Decision 046: told as each run ends, for /metrics. */
  counters?: JobCounters | undefined;
}

/** The next time after `from` that `cron` names (UTC). */
export function nextCronTime(cron: string, from: Date): Date {
  return cronParser.parseExpression(cron, { currentDate: from, tz: 'UTC' }).next().toDate();
}

export function createInProcessRunner(opts: InProcessRunnerOptions): JobRunner {
  const now = opts.now ?? (() => new Date());
  const registry = createJobRegistry();
  const { handlers, recurring } = registry;
  const running = new Map<string, Promise<void>>();
  const inFlight = new Set<Promise<void>>();
  // Runs start at once here, so what waits is what has not finished (product.md D13: the queue depth).
  const unfinished = new Map<string, number>();
  const singletons = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let started = false;

  function run(name: string, data: Record<string, unknown>): Promise<void> {
    const handler = handlers.get(name);
    if (!handler) return Promise.reject(new Error(`No job named ${name}`));
    unfinished.set(name, (unfinished.get(name) ?? 0) + 1);
    const job = (async () => {
      try {
        await handler(data);
        opts.counters?.finished(name);
      } catch (err) {
        opts.log.error({ err, job: name }, 'job failed');
        opts.counters?.failed(name);
      } finally {
        unfinished.set(name, (unfinished.get(name) ?? 1) - 1);
      }
    })();
    inFlight.add(job);
    void job.finally(() => inFlight.delete(job));
    return job;
  }

  function tick(name: string) {
    if (!started || running.has(name)) return;
    const job = run(name, {}).finally(() => running.delete(name));
    running.set(name, job);
  }

  function arm(name: string, every: Recurrence) {
    if ('everyMs' in every) {
      tick(name); // at start too, as pg-boss's runner offers the first slot's job at once
      const timer = setInterval(() => tick(name), every.everyMs);
      timer.unref();
      timers.add(timer);
      return;
    }
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        tick(name);
        if (started) arm(name, every);
      },
      Math.max(0, nextCronTime(every.cron, now()).getTime() - now().getTime()),
    );
    timer.unref();
    timers.add(timer);
  }

  return {
    kind: 'in-process',
    define: registry.define,
    schedule: registry.schedule,
    enqueue(name, data = {}, enqueueOpts: EnqueueOptions = {}) {
      if (!handlers.has(name)) return Promise.reject(new Error(`No job named ${name}`));
      const { singleton } = enqueueOpts;
      if (singleton) {
        const key = `${name}\0${singleton.key}\0${Math.floor(now().getTime() / (singleton.seconds * 1000))}`;
        if (singletons.has(key)) return Promise.resolve(false);
        singletons.add(key);
        const forget = setTimeout(() => singletons.delete(key), singleton.seconds * 1000);
        forget.unref();
        timers.add(forget);
      }
      void run(name, data);
      return Promise.resolve(true);
    },
    queued() {
      return Promise.resolve(Object.fromEntries([...handlers.keys()].map((name) => [name, unfinished.get(name) ?? 0])));
    },
    start() {
      if (started) return Promise.resolve();
      started = true;
      for (const { name, every } of recurring) arm(name, every);
      return Promise.resolve();
    },
    async stop() {
      started = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}
