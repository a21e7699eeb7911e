// pg-boss on PostgreSQL (decision 021): two runners on one database stand for
// two instances. A recurring job that both offer every period runs once per
// period, and a one-off singleton both send runs once. Skipped without
// TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.ts';
import type { JobRunner } from './job-runner.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

const url = process.env.TEST_DATABASE_URL;
const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}_boss`;
const runners: JobRunner[] = [];

function instance(): JobRunner {
  const runner = createPgBossRunner({ connectionString: url!, schema, log: silentLogger(), pollingIntervalSeconds: 0.5 });
  runners.push(runner);
  return runner;
}

async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms: number) {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await sleep(100);
}

afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
  if (url) await query(`drop schema if exists ${schema} cascade`);
});

describe.skipIf(!url)('pg-boss job runner, two instances', () => {
  it('runs a recurring job once per period although both instances offer it', async () => {
    const calls: string[] = [];
    const [a, b] = [instance(), instance()];
    a.schedule('probe.tick', { everyMs: 1_000 }, async () => void calls.push('a'));
    b.schedule('probe.tick', { everyMs: 1_000 }, async () => void calls.push('b'));
    await Promise.all([a.start(), b.start()]);
    const started = Date.now();
    await sleep(4_500);
    await Promise.all([a.stop(), b.stop()]);
    const periods = Math.ceil((Date.now() - started) / 1_000) + 1;

    const slots = await query<{ slot: string; jobs: string }>(
      `select singleton_on::text as slot, count(*)::text as jobs from ${schema}.job where name = 'probe.tick' group by singleton_on`,
    );
    expect(slots.length).toBeGreaterThanOrEqual(3);
    expect(slots.every((s) => s.jobs === '1')).toBe(true); // one job per period, whoever offered first
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.length).toBeLessThanOrEqual(Math.min(periods, slots.length)); // two offers a period, one run
  }, 30_000);

  it('runs a one-off singleton job once when both instances send it', async () => {
    const calls: unknown[] = [];
    const [a, b] = [instance(), instance()];
    a.define('probe.once', async (data) => void calls.push(data));
    b.define('probe.once', async (data) => void calls.push(data));
    await Promise.all([a.start(), b.start()]);
    const singleton = { key: 'daily-sheet:store-7', seconds: 3_600 };
    const sent = await Promise.all([
      a.enqueue('probe.once', { from: 'a' }, { singleton }),
      b.enqueue('probe.once', { from: 'b' }, { singleton }),
    ]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    await until(() => calls.length > 0, 10_000);
    await sleep(1_500); // time for a second, wrong, run
    expect(calls).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
  }, 30_000);
});

describe.skipIf(!url)('pg-boss job runner: what /metrics reads (decision 046)', () => {
  it('counts the jobs waiting behind a running one, and tells the counters how each run ended', async () => {
    const ended: string[] = [];
    const runner = createPgBossRunner({
      connectionString: url!,
      schema,
      log: silentLogger(),
      pollingIntervalSeconds: 0.5,
      counters: { finished: (job) => void ended.push(`${job} ok`), failed: (job) => void ended.push(`${job} failed`) },
    });
    runners.push(runner);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    runner.define('probe.depth', () => held);
    runner.define('probe.broken', () => Promise.reject(new Error('boom')));
    await runner.start();
    for (let i = 0; i < 3; i++) await runner.enqueue('probe.depth', { i });
    await runner.enqueue('probe.broken');
    // One probe.depth job is taken (and held); the other two wait behind it.
    await until(() => ended.includes('probe.broken failed'), 10_000);
    let queued = await runner.queued();
    for (let i = 0; i < 50 && queued['probe.depth'] !== 2; i++) queued = (await sleep(100), await runner.queued());
    expect(queued['probe.depth']).toBe(2);
    release();
    await until(() => ended.filter((e) => e === 'probe.depth ok').length === 3, 10_000);
    expect(ended.filter((e) => e === 'probe.depth ok')).toHaveLength(3);
    expect((await runner.queued())['probe.depth']).toBe(0);
    await runner.stop();
  }, 30_000);
});
