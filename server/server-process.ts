// The server process: configuration, database, HTTP server, graceful shutdown.
import { loadConfig, ConfigError, ownAddress, startupLine } from './config.ts';
import { buildApp } from './app.ts';
import { createServices } from './services.ts';
import { DatabaseInUseError } from './db/pglite-lock.ts';
import { webPlugin } from './http/web.ts';
import { ensureFreshBuild } from './build-freshness.ts';
import { createLogger } from './logger.ts';
import { checkConnectionBudget } from './db/server-connection-limits.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const mode = config.NODE_ENV === 'development' ? 'development' : 'production';
  // One pino logger for the process: Fastify's request logs and every module's child logger.
  const logger = createLogger(config);
  if (mode === 'production') await ensureFreshBuild(logger);
  const services = await createServices(config, { logger });
  const app = await buildApp(services, { web: webPlugin(mode, services) });

  // Issue "Many instances on one PostgreSQL": say at start-up when the pools could crowd out other clients.
  const plan = { poolSize: config.DATABASE_POOL_SIZE, instances: config.DATABASE_EXPECTED_INSTANCES };
  await checkConnectionBudget(services.database, plan).then(
    (budget) => budget && (budget.tight ? app.log.warn({ budget }, budget.message) : app.log.info({ budget }, budget.message)),
    (err: unknown) => app.log.warn({ err }, 'could not read max_connections for the connection check'),
  );

  // Decision 067: the outbox is delivered by the `outbox.deliver` job while a transport is configured (mail waits at /dev/mailbox/ in development).
  const outboxWorker = services.outboxDelivery;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    // Connections busy when shutdown starts turn idle after their response;
    // close them as they do, or close() would wait on keep-alive sockets.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
    reaper.unref();
    try {
      await app.close(); // stops accepting and waits for in-flight requests
      await services.booking.yieldRule.settled(); // decision 075: the demand records the requests wrote in the background
      app.log.info('requests finished: stopping the job runner');
      // No new jobs here; the running ones finish, and what is still queued is left to the next process or the
      // other instances (pg-boss), so a rolling restart hands its work over (docs/operating/deploy.md).
      await services.jobs.stop();
      await outboxWorker?.stop();
      app.log.info({ runner: services.jobs.kind }, 'job runner stopped');
      await services.database.close();
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const listening = startupLine(ownAddress(config.HOST, typeof address === 'object' && address ? address.port : config.PORT), config);
  app.log.info(listening);
  // Someone trying Mesa in a terminal reads this line; a log pipeline reads the JSON line above.
  if (process.stdout.isTTY) console.log(listening);
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL_GIVEN)
    app.log.warn(
      { publicUrl: config.PUBLIC_URL },
      `PUBLIC_URL is not set: links in mail, calendar files and staff invitations point at ${config.PUBLIC_URL}. Set PUBLIC_URL to the address diners use.`,
    );
  // Decision 075: the yield rule's solver is loaded now, not in the first diner's request.
  void services.booking.yieldRule.warm().catch((err: unknown) => app.log.warn({ err }, 'the yield rule could not load HiGHS'));
  // Jobs (decision 021): pg-boss on PostgreSQL, timers in this process on PGlite.
  await services.jobs.start();
  app.log.info({ runner: services.jobs.kind }, 'jobs started');
}

main().catch((err: unknown) => {
  // A bad setting, or the embedded database held by another process: the reason, not a stack trace.
  if (err instanceof ConfigError || err instanceof DatabaseInUseError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
