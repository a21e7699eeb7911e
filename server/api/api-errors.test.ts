// The API's error replies: domain errors mapped to a status with the field as
// data, schema errors naming their field, and when the database cannot take a
// request a 503 with Retry-After, while any other fault stays a 500.
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_BUSY_MESSAGE, DATABASE_RETRY_AFTER_SECONDS } from '../db/database-unavailable.ts';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { dependencyFailed, invalid, notFound, refused, tooLarge, unavailable, unsupportedMedia } from '../domain/domain-error.ts';
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

describe('domain errors and schema errors as replies', () => {
  it.each([
    [invalid('birthday.day', 'June has only 30 days'), 400, { success: false, field: 'birthday.day', message: 'June has only 30 days' }],
    [refused('This menu is not available.', { code: 8 }), 422, { success: false, code: 8, message: 'This menu is not available.' }],
    [notFound('Restaurant not found.', { code: 3 }), 404, { success: false, code: 3, message: 'Restaurant not found.' }],
    [tooLarge('files', 'Please attach at most 5 files'), 413, { success: false, field: 'files', message: 'Please attach at most 5 files' }],
    [
      unsupportedMedia('files', 'a.exe: Please attach a PDF'),
      415,
      { success: false, field: 'files', message: 'a.exe: Please attach a PDF' },
    ],
    [dependencyFailed('Card payments are down', new Error('ECONNREFUSED')), 502, { success: false, message: 'Card payments are down' }],
    [unavailable('Internal error'), 503, { success: false, message: 'Internal error' }],
  ])('%s → %i', async (err, status, body) => {
    const res = await (await appThrowing(err)).inject('/api/thing');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
  });

  it('names the field of the first schema issue, and keeps zod’s message whole', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerApiErrors(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/thing',
        { schema: { body: z.object({ party: z.object({ adults: z.number({ error: 'Please say how many adults' }) }) }) } },
        async () => ({ ok: true }),
      );
    await app.ready();
    const nested = await app.inject({ method: 'POST', url: '/api/thing', payload: { party: { adults: 'two' } } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual({ success: false, field: 'party.adults', message: 'Please say how many adults' });
    const whole = await app.inject({ method: 'POST', url: '/api/thing', payload: [] });
    expect(whole.statusCode).toBe(400);
    expect(whole.json()).toEqual({ success: false, message: expect.stringMatching(/expected object/) });
  });
});
