// Every operation in /api/docs/json, fed hostile inputs, answers without a
// 5xx, always in JSON, and never leaks a stack, a path or SQL.
// FUZZ_REQUESTS sets the size (4,000 by default; `npm run fuzz` sends
// 12,000) and FUZZ_SEED replays a run. At 2,000 each operation drew a
// handful of valid calls, so one more form field in the API moved which
// handlers a run reached across the 60% guard below (41 or 42 of 69);
// 4,000 gives each twice the draws, for about 4 s more.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOKEN_VALIDITY_MS } from '../../contract/api.ts';
import { captchaChallengeReplySchema } from '../../contract/captcha.ts';
import { solveAltcha } from '../support/solve-for-tests.ts';
import { signedInStaff } from '../support/console-staff.ts';
import { createTestApp, TEST_BRAND, type TestApp } from '../support/test-app.ts';
import { authVariants } from './auth-variants.ts';
import { describeFailure, runFuzz, summaryLine, unreached } from './fuzz-run.ts';
import { harvestHints } from './harvest-hints.ts';
import { operationsOf, type OpenApiDocument } from './openapi-operations.ts';
import { hostileRequests } from './request-generator.ts';
import { exampleMaker, type Hints } from './schema-examples.ts';

const COUNT = Number(process.env.FUZZ_REQUESTS ?? 4000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const CONCURRENCY = 16;
const TOKEN_SECRET = 'fuzz-token-secret-0123456789-abcdefghij';
// Limits raised for the run: the fuzzer is one client sending thousands of calls.
const RAISED_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  FORM_RATE_LIMIT_PER_IP: '1000000',
  FORM_RATE_LIMIT_PER_SESSION: '1000000',
  ALTCHA_MAX_NUMBER: '1000',
};

/**
 * Stands in for the pages (server/http/web.ts needs a production build): like the real page
 * handler it takes every path no other route does and answers HTML, so an /api request that
 * falls through to it is seen.
 */
async function pageCatchAll(app: FastifyInstance): Promise<void> {
  const handler = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').send('<!doctype html><title>page</title>');
  app.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler, schema: { hide: true } });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler, schema: { hide: true } });
}

/** A signed-in chain admin: the console's cookie and CSRF header. */
async function consoleSession(app: TestApp): Promise<Record<string, string>> {
  const admin = await signedInStaff(app.services, { email: 'fuzz.admin@example.com', name: 'Fuzz', role: 'chain-admin' });
  return { cookie: admin.cookie, 'x-csrf-token': admin.csrf };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...RAISED_LIMITS, TOKEN_SECRET }, { web: pageCatchAll });
});
afterAll(() => t?.close());

/** Values a diner would send for fields the app's replies do not name. */
function fixedHints(): Hints {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const dates = [3, 7, 10, 14, 21].map(day);
  const times = ['12:00', '12:30', '13:00', '18:00', '19:00', '19:30', '20:00'];
  return new Map<string, unknown[]>([
    ...['date', 'dates', 'bookingdate'].map((k) => [k, dates] as [string, unknown[]]),
    ['time', times],
    ['until', ['22:00', '23:00']],
    ['adults', [2, 4, '2', '4']],
    ['adultcovers', [2, 4]],
    ['children', [0, 1, '0', '1']],
    ['childrencovers', [0, 1]],
    ['covers', [10, 12]],
    ['miles', [1.5, 4]],
    ['email', ['ana.silva@example.com']],
    ['emailaddress', ['ana.silva@example.com']],
    ['friendemail', ['bruno.costa@example.com']],
    ['firstname', ['Ana']],
    ['lastname', ['Silva']],
    ['phone', ['07700 900123']],
    ['phonenumber', ['07700 900123']],
    ['telephonenumber', ['07700 900123']],
    ['brand', [TEST_BRAND]],
    ['enquirytype', ['question', 'partner']],
    // The honeypot stays empty, or forms answer success without looking further.
    ['website', ['']],
  ]);
}

it(
  `answers ${COUNT} hostile requests without a 5xx, a non-JSON body or a leak`,
  async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const operations = operationsOf(doc);
    // A chain admin's console session as well, so /api/console/* is judged by its handlers, not only its guard.
    const clientHeaders = { ...(await t.headers()), ...(await consoleSession(t)) };
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: clientHeaders })).json<unknown>();
    const hints = await harvestHints(operations, get, fixedHints());
    // Fields that name a restaurant by another name.
    for (const name of ['favouriterestaurant', 'favrestaurantcode', 'enquiryrestaurant']) hints.set(name, hints.get('storeid') ?? []);
    const expired = await t.services.tokens.issue(Date.now() - 2 * TOKEN_VALIDITY_MS);
    const auth = await authVariants({
      valid: clientHeaders.authorization!.slice('Bearer '.length),
      expired: expired.token,
      secret: TOKEN_SECRET,
    });
    const captcha = async () => solveAltcha(captchaChallengeReplySchema.parse(await get('/api/captcha/challenge')).data);

    const requests = hostileRequests({
      operations,
      seed: SEED,
      count: COUNT,
      example: exampleMaker(hints, SEED),
      clientHeaders,
      authVariants: auth,
      captcha,
    });
    const stats = await runFuzz(
      requests,
      async (r) => {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: r.headers,
          ...(r.payload === undefined ? {} : { payload: r.payload }),
        });
        return { statusCode: res.statusCode, headers: res.headers, body: res.body };
      },
      CONCURRENCY,
    );

    console.log(summaryLine(stats, operations.length, SEED));
    if (stats.failures.length > 0) console.log(`first failures:\n${stats.failures.slice(0, 20).map(describeFailure).join('\n')}`);
    const missed = unreached(
      stats,
      operations.map((op) => op.id),
    );
    if (process.env.FUZZ_VERBOSE) {
      console.log(`by variant:\n${[...stats.byVariant].map(([v, byStatus]) => `  ${v}: ${JSON.stringify(byStatus)}`).join('\n')}`);
      if (missed.length > 0) console.log(`no 2xx from:\n${missed.join('\n')}`);
    }
    if (stats.unsendable.length > 0) console.log(`unsendable:\n${stats.unsendable.slice(0, 5).join('\n')}`);

    expect(operations.length).toBeGreaterThan(40);
    expect(stats.unsendable).toEqual([]);
    expect(stats.failures.map(describeFailure)).toEqual([]);
    // Valid calls got through: the hostile ones were judged by the handlers, not only by the auth guard.
    expect(stats.reachedHandlers.size).toBeGreaterThan(operations.length * 0.6);
    expect(Object.keys(Object.prototype)).toEqual([]);
  },
  Math.max(120_000, COUNT * 100),
);
