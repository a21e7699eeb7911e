// Issue "Many instances on one PostgreSQL": when every pooled connection is
// taken, or the server refuses new ones, a booking create waits at most the
// acquire timeout, then answers 503 with Retry-After — never 500, never a
// half-written booking — and books normally once connections are back.
// PostgreSQL only (TEST_DATABASE_URL): PGlite has no pool to run out of.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { bookingBody, plainDate } from '../../tests/support/booking-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import type { Db } from './client.ts';
import { DATABASE_BUSY_MESSAGE } from './database-unavailable.ts';
import { bookings, idempotencyKeys } from './schema.ts';
import { startPostgresGate, STARTING_UP, TOO_MANY_CLIENTS, type PostgresGate } from '../../tests/support/postgres-gate.ts';

const url = process.env.TEST_DATABASE_URL;

/** Checks out `n` connections in open transactions until the returned function is called. */
async function holdConnections(db: Db, n: number): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding: Promise<void>[] = [];
  const transactions = Array.from({ length: n }, () => {
    let held!: () => void;
    holding.push(new Promise<void>((resolve) => (held = resolve)));
    return db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      held();
      await released;
    });
  });
  await Promise.all(holding);
  return async () => {
    release();
    await Promise.all(transactions);
  };
}

function expectBusy(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ success: false, message: DATABASE_BUSY_MESSAGE });
}

describe.skipIf(!url)('booking creates while PostgreSQL is busy', () => {
  const POOL = 4;
  let t: TestApp;
  let h: Record<string, string>;
  let date: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', DATABASE_POOL_SIZE: String(POOL), DATABASE_ACQUIRE_TIMEOUT_MS: '500' });
    h = await t.headers();
    date = plainDate((await t.services.content.restaurantByStoreId('1002'))!, 5);
  });
  afterAll(() => t?.close());

  const create = (payload: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/create/1002',
      headers: { ...h, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });

  it('answers 503 with Retry-After to every create while the pool is held, writes nothing, then books', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => bookingBody(date, i % 2 ? '19:00' : '19:30'));
    const keys = bodies.map((_, i) => `busy-pool-${process.pid}-${i}`);
    const release = await holdConnections(t.services.database.db, POOL);
    let replies: LightMyRequestResponse[];
    const started = Date.now();
    try {
      replies = await Promise.all(bodies.map((b, i) => create(b, i % 2 ? keys[i] : undefined)));
    } finally {
      await release();
    }
    // Each waited about the acquire timeout (500 ms), not product.md §9's 30 s.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(503));
    replies.forEach(expectBusy);

    const emails = bodies.map((b) => (b.customer as { email: string }).email);
    const db = t.services.database.db;
    expect(await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.email, emails))).toEqual([]);
    expect(await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys))).toEqual([]);

    // The diner's retry, with the same Idempotency-Key, books once.
    const retry = await create(bodies[1]!, keys[1]);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ success: true, data: { bookingStatus: 0 } });
    expect(await db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.email, emails))).toHaveLength(1);
  });
});

describe.skipIf(!url)('booking creates while PostgreSQL refuses connections', () => {
  let gate: PostgresGate;
  let t: TestApp;
  let h: Record<string, string>;
  let date: string;
  beforeAll(async () => {
    gate = await startPostgresGate(url);
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000', DATABASE_URL: gate.url(url!), DATABASE_ACQUIRE_TIMEOUT_MS: '1000' });
    h = await t.headers();
    date = plainDate((await t.services.content.restaurantByStoreId('1011'))!, 5);
  });
  afterAll(async () => {
    await gate?.set({ kind: 'forward' });
    await t?.close();
    await gate?.close();
  });

  const create = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/booking/create/1011', headers: h, payload });

  it.each([
    ['is down (connection refused)', { kind: 'closed' } as const],
    ['has too many clients (53300)', TOO_MANY_CLIENTS],
    ['is starting up (57P03)', STARTING_UP],
  ])('answers 503 with Retry-After when the server %s, and books again once it is back', async (_what, mode) => {
    await gate.set(mode); // cuts the pool's idle connections, as a restart would
    await vi.waitFor(() => expect(t.services.database.pool?.totalCount).toBe(0));
    const refused = bookingBody(date, '19:00');
    expectBusy(await create(refused));

    await gate.set({ kind: 'forward' });
    const email = (refused.customer as { email: string }).email;
    const db = t.services.database.db;
    expect(
      await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(inArray(bookings.email, [email])),
    ).toEqual([]);
    expect((await create(bookingBody(date, '18:30', { adults: 1 }))).statusCode).toBe(200);
  });
});
