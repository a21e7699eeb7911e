// Issue "Many instances on one PostgreSQL" in figures: 200 simultaneous
// creates through two app instances on one schema while another client holds
// some connections, counted by status. The server's limit is played by a role
// CONNECTION LIMIT (refusals are the same SQLSTATE 53300 as "sorry, too many
// clients already"), so the run never crowds a shared server.
// Run alone: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/many-instances.ts
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { bookingBody, createSharedApps, editSetup, overlappingPairs, plainDate } from '../tests/support/booking-helpers.ts';
import { bookings } from '../server/db/schema.ts';
import { connectionBudget } from '../server/db/connection-budget.ts';
import { readServerConnectionLimits } from '../server/db/server-connection-limits.ts';

const admin = process.env.TEST_DATABASE_URL;
if (!admin) throw new Error('Set TEST_DATABASE_URL to a PostgreSQL you may create a role on');

const ROLE_LIMIT = 30; // stands in for max_connections − reserved
const HELD = 5; // the extra client (psql, a backup, a cron job)
const CREATES = 200;
const STORE = '1043';

interface Scenario {
  name: string;
  poolSize: number;
  acquireTimeoutMs: number;
}
const SCENARIOS: Scenario[] = [
  { name: 'pools too big for the server (the issue)', poolSize: 20, acquireTimeoutMs: 5000 },
  { name: 'default pools (10 per instance)', poolSize: 10, acquireTimeoutMs: 5000 },
  { name: 'pools too small for the burst', poolSize: 2, acquireTimeoutMs: 250 },
];

const role = `mesa_bench_${process.pid}`;
const roleUrl = Object.assign(new URL(admin), { username: role, password: '' }).toString();
const dbName = new URL(admin).pathname.slice(1);
const superuser = new pg.Client({ connectionString: admin });
await superuser.connect();
await superuser.query(`create role ${role} login connection limit ${ROLE_LIMIT}`);
await superuser.query(`grant create on database "${dbName}" to ${role}`);

async function run(s: Scenario) {
  const shared = await createSharedApps(2, {
    DATABASE_URL: roleUrl,
    DATABASE_POOL_SIZE: String(s.poolSize),
    DATABASE_ACQUIRE_TIMEOUT_MS: String(s.acquireTimeoutMs),
  });
  const db = shared.services[0]!.database.db;
  const held = Array.from({ length: HELD }, () => new pg.Client({ connectionString: roleUrl }));
  try {
    const budget = connectionBudget(await readServerConnectionLimits(db), { poolSize: s.poolSize, instances: 2 });
    await editSetup(db, STORE, (setup) => ({ config: { ...setup.config, pacingCoversPerInterval: null } }));
    const date = plainDate((await shared.services[0]!.content.restaurantByStoreId(STORE))!, 9);
    await Promise.all(held.map((c) => c.connect()));

    const times = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: CREATES }, (_, i) =>
        shared.apps[i % 2]!.inject({
          method: 'POST',
          url: `/api/booking/create/${STORE}`,
          headers: shared.headers,
          payload: bookingBody(date, times[i % times.length]!, { adults: 1 + (i % 6) }),
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const byStatus: Record<number, number> = {};
    for (const r of replies) byStatus[r.statusCode] = (byStatus[r.statusCode] ?? 0) + 1;
    const retryAfter = replies.filter((r) => r.statusCode === 503 && r.headers['retry-after']).length;
    const [stored] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.storeId, STORE), eq(bookings.date, date)));
    return { budget, byStatus, retryAfter, stored: stored!.n, overbooked: await overlappingPairs(db, STORE), seconds };
  } finally {
    await Promise.all(held.map((c) => c.end().catch(() => undefined)));
    await shared.close();
  }
}

try {
  console.log(
    `${CREATES} simultaneous creates, 2 instances, role CONNECTION LIMIT ${ROLE_LIMIT}, another client holding ${HELD} connections\n`,
  );
  for (const s of SCENARIOS) {
    const r = await run(s);
    const counts = Object.entries(r.byStatus)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(`${s.name}: pool ${s.poolSize} × 2, acquire timeout ${s.acquireTimeoutMs} ms`);
    console.log(
      `  start-up check: ${r.budget.tight ? 'WARN' : 'ok'}, ${r.budget.demand} of ${r.budget.available} (${Math.round(r.budget.share * 100)} %)`,
    );
    console.log(`  answers: ${counts} in ${r.seconds.toFixed(2)} s; 503s with Retry-After: ${r.retryAfter}`);
    console.log(
      `  bookings stored: ${r.stored} (= the 200s: ${r.stored === (r.byStatus[200] ?? 0)}), double-booked tables: ${r.overbooked}\n`,
    );
  }
} finally {
  await superuser.query(`drop owned by ${role}`).catch(() => undefined);
  await superuser.query(`drop role if exists ${role}`);
  await superuser.end();
}
