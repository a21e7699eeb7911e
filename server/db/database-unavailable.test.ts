// The classifier against the errors node-postgres really raises: each is
// provoked through a local gate speaking the PostgreSQL protocol (no server
// needed), then seen bare, inside a pool, and wrapped by drizzle.
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseUnavailable, DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable.ts';
import { startPostgresGate, STARTING_UP, TOO_MANY_CLIENTS, type GateMode, type PostgresGate } from '../../tests/support/postgres-gate.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((f) => f()));
});

async function gate(mode: GateMode): Promise<PostgresGate> {
  const g = await startPostgresGate(undefined, mode);
  cleanup.push(() => g.close());
  return g;
}

function pool(port: number, max = 2, connectionTimeoutMillis = 5000): pg.Pool {
  const p = new pg.Pool({ host: '127.0.0.1', port, user: 'mesa', database: 'mesa', max, connectionTimeoutMillis });
  p.on('error', () => undefined);
  cleanup.push(() => p.end());
  return p;
}

/** The rejection of `promise` (it must reject). */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a failure'),
    (err: unknown) => err,
  );

describe('a database that cannot take the request', () => {
  it('recognises "sorry, too many clients already" (SQLSTATE 53300), bare and wrapped by drizzle', async () => {
    const g = await gate(TOO_MANY_CLIENTS);
    const bare = await failure(pool(g.port).connect());
    expect(bare).toMatchObject({ code: '53300', message: 'sorry, too many clients already' });
    expect(databaseUnavailable(bare)?.reason).toBe('too-many-clients');

    const wrapped = await failure(drizzle(pool(g.port)).execute(sql`select 1`));
    expect(wrapped).toBeInstanceOf(DrizzleQueryError);
    expect(databaseUnavailable(wrapped)).toMatchObject({ reason: 'too-many-clients', cause: wrapped });
  });

  it('recognises a server starting up or shutting down (57P03)', async () => {
    const g = await gate(STARTING_UP);
    expect(databaseUnavailable(await failure(pool(g.port).query('select 1')))?.reason).toBe('cannot-connect-now');
  });

  it('recognises a server nobody answers for (ECONNREFUSED)', async () => {
    const g = await gate({ kind: 'closed' });
    const err = await failure(drizzle(pool(g.port)).execute(sql`select 1`));
    expect(databaseUnavailable(err)?.reason).toBe('unreachable');
  });

  it('recognises a full pool (no connection free within the acquire timeout) and a connect that hangs', async () => {
    const g = await gate({ kind: 'silent' });
    const p = pool(g.port, 1, 200);
    const [first, queued] = await Promise.all([failure(p.connect()), failure(p.connect())]);
    expect(first).toMatchObject({ message: 'Connection terminated due to connection timeout' });
    expect(databaseUnavailable(first)?.reason).toBe('unreachable');
    expect(queued).toMatchObject({ message: 'timeout exceeded when trying to connect' });
    expect(databaseUnavailable(queued)?.reason).toBe('pool-exhausted');
    expect(databaseUnavailable(new DrizzleQueryError('select 1', [], queued as Error))?.reason).toBe('pool-exhausted');
  });

  it('looks inside an AggregateError (a connect tried several addresses) and keeps a typed error as it is', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused], 'connect failed'))).toBe(true);
    const typed = new DatabaseUnavailableError('pool-exhausted');
    expect(databaseUnavailable(new Error('outer', { cause: typed }))).toBe(typed);
  });

  it('leaves every other failure alone: those stay 500s for the operator', () => {
    const constraint = Object.assign(new pg.DatabaseError('duplicate key value violates unique constraint', 0, 'error'), { code: '23505' });
    const noSuchDatabase = Object.assign(new pg.DatabaseError('database "x" does not exist', 0, 'error'), { code: '3D000' });
    const looping: { message: string; cause?: unknown } = { message: 'loop' };
    looping.cause = looping;
    for (const err of [
      constraint,
      new DrizzleQueryError('insert …', [], constraint),
      noSuchDatabase,
      Object.assign(new Error('getaddrinfo ENOTFOUND db.example'), { code: 'ENOTFOUND' }),
      new Error('Connection terminated unexpectedly'), // mid-query: the COMMIT may have landed
      new Error('timeout exceeded when trying to connect, or so'),
      looping,
      'a string',
      null,
      undefined,
    ]) {
      expect(isDatabaseUnavailable(err)).toBe(false);
    }
  });
});
