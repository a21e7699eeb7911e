// Decision 030's create goal: booking creates through two server processes on one
// PostgreSQL database (a fresh one, dropped after), 50 in flight at each, every
// request a different party, restaurant, date and time; then the overbooked
// pairs counted in the database. The processes are real `server/main.ts`
// processes, so the two instances share nothing but PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { overlappingPairs } from '../tests/support/booking-helpers.ts';
import { benchCreates, plainDate } from './booking.ts';
import { createContentRepository } from '../server/content/content-repository.ts';
import { commandCpuSeconds, processCpuSeconds } from './process-cpu.ts';

const BOOKABLE = ['1001', '1002', '1003', '1004', '1005', '1006', '1007', '1008', '1009', '1010', '1011', '1012'];

function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  // BENCH_CPU_PROF_DIR=/tmp/prof writes each server's V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_EXPECTED_INSTANCES: '2',
      RATE_LIMIT_PER_MINUTE: '100000000',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server on ${port} exited ${child.exitCode}`));
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return resolve(child);
      if (Date.now() - started > 60_000) return reject(new Error(`server on ${port} not ready`));
      setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}

export interface TwoServers {
  /** The fresh database both serve. */
  url: string;
  bases: string[];
  children: ChildProcess[];
}

/**
 * Two real server processes on a fresh PostgreSQL database, dropped after: the
 * first migrates and seeds, the second starts on the database it made. They
 * share nothing but PostgreSQL.
 */
export async function onTwoServers<T>(adminUrl: string, ports: [number, number], run: (servers: TwoServers) => Promise<T>): Promise<T> {
  const name = `mesa_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const children: ChildProcess[] = [];
  try {
    for (const port of ports) children.push(await startServer(port, url.href));
    return await run({ url: url.href, bases: ports.map((port) => `http://127.0.0.1:${port}`), children });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export function benchCreatesTwoInstances(adminUrl: string) {
  return onTwoServers(adminUrl, [4701, 4702], async ({ url, bases, children }) => {
    const client = { brandkey: process.env.BRAND_KEY ?? 'casa-lumbre', sessionid: 'bench-session-0002' };
    const issued = await fetch(`${bases[0]}/api/token`, {
      method: 'POST',
      headers: { ...client, 'content-type': 'application/json' },
      body: '{}',
    });
    const { data } = (await issued.json()) as { data: { token: string } };
    const headers = { authorization: `Bearer ${data.token}`, ...client };
    const database = await openDatabase({ url, poolSize: 1 });
    const restaurants = await createContentRepository(database.db).restaurants();
    // Each instance gets its own fortnight, so the two compete for locks only where a real chain's would.
    const dates = Array.from({ length: 28 }, (_, i) => plainDate(restaurants, 8 + i));
    const serverCpu = () => children.reduce((sum, c) => sum + processCpuSeconds(c.pid ?? 0), 0);
    const cpuBefore = { servers: serverCpu(), postgres: commandCpuSeconds('postgres') };
    const started = performance.now();
    const runs = await Promise.all(
      bases.map((base, i) => benchCreates(base, headers, BOOKABLE, i === 0 ? dates.slice(0, 14) : dates.slice(14), 3000, 50)),
    );
    const seconds = (performance.now() - started) / 1000;
    const sent = runs.reduce((n, r) => n + r.sent, 0);
    const postgresAfter = commandCpuSeconds('postgres');
    // Where the run's CPU went, in milliseconds per create: the two servers, PostgreSQL, the load generator.
    const perCreateMs = (cpuSeconds: number) => Math.round((cpuSeconds / sent) * 1e4) / 10;
    const cpuMsPerCreate = {
      servers: perCreateMs(serverCpu() - cpuBefore.servers),
      postgres: postgresAfter === null || cpuBefore.postgres === null ? null : perCreateMs(postgresAfter - cpuBefore.postgres),
      load: perCreateMs(runs.reduce((n, r) => n + r.loadCpuSeconds, 0)),
    };
    const overbooked = await overlappingPairs(database.db);
    await database.close();
    return {
      sent,
      perSecond: Math.round(sent / seconds),
      confirmed: runs.reduce((n, r) => n + r.confirmed, 0),
      slotTaken: runs.reduce((n, r) => n + r.slotTaken, 0),
      refused: runs.reduce((n, r) => n + r.refused, 0),
      overbooked,
      seconds: Math.round(seconds * 10) / 10,
      cpuMsPerCreate,
    };
  });
}

// Run alone: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/creates-two-instances.ts
if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Set TEST_DATABASE_URL');
  console.log(await benchCreatesTwoInstances(adminUrl));
}
