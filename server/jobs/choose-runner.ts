// Which runner a process gets (decision 021): pg-boss when the database is
// PostgreSQL, timers in this process when it is embedded PGlite.
import { createInProcessRunner } from './in-process-runner.ts';
import type { JobRunner, JobRunnerChoice } from './job-runner.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

export function chooseJobRunner(choice: JobRunnerChoice & { now?: () => Date }): JobRunner {
  if (choice.database.kind === 'postgres') {
    if (!choice.url) throw new Error('A PostgreSQL job queue needs the database URL');
    return createPgBossRunner({
      connectionString: choice.url,
      schema: choice.pgSchema ? `${choice.pgSchema}_boss` : 'pgboss',
      log: choice.log,
      counters: choice.counters,
    });
  }
  return createInProcessRunner({ log: choice.log, counters: choice.counters, ...(choice.now ? { now: choice.now } : {}) });
}
