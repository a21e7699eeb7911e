// The API's answer when the database cannot take a request: 503 with
// Retry-After and the usual JSON shape, while any other fault stays a 500.
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';
import { registerApiErrors } from './api-errors.ts';

async function appThrowing(err: Error) {
  const app = Fastify({ logger: false });
  registerApiErrors(app);
  app.get('/api/thing', async () => {
    throw err;
  });
  await app.ready();
  return app;
}

describe('API errors when the database is unavailable', () => {
  it.each([
    ['a full pool, wrapped by drizzle', new DrizzleQueryError('select 1', [], new Error('timeout exceeded when trying to connect'))],
    ['a server with too many clients', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a server not listening', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ])('answers 503 with Retry-After for %s', async (_what, err) => {
    const res = await (await appThrowing(err)).inject('/api/thing');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ success: false, message: DATABASE_BUSY_MESSAGE });
  });

  it('keeps any other database fault a 500', async () => {
    const constraint = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const res = await (await appThrowing(new DrizzleQueryError('insert …', [], constraint))).inject('/api/thing');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ success: false, message: 'Internal error' });
  });
});
