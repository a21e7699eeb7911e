// product.md D13 "Metrics and logs": /metrics is off unless METRICS_TOKEN is set, asks for the token, and its
// counters move with what diners do — a booking, a refusal with its product.md §8 code, a lost race (409).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, editSetup, plainDate } from '../../tests/support/booking-helpers.ts';
import { histogramQuantile, seriesValue } from '../../tests/support/prometheus-text.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { bearerMatches } from './metrics-endpoint.ts';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
/** Every instant in this file: a Tuesday morning, so the dates booked never depend on today. */
const NOW = new Date('2030-03-05T10:00:00Z');

describe('/metrics when METRICS_TOKEN is unset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => NOW });
  });
  afterAll(() => t.close());

  it('does not exist (404), with or without a token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN }, { clock: () => NOW });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const reply = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    return reply.body;
  };
  const create = async (storeId: string, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/booking/create/${storeId}`, headers: await t.headers(), payload: body });
  const dateAt = async (storeId: string) =>
    plainDate((await t.services.content.restaurantByStoreId(storeId))!, 3, { from: '2030-03-05', bookableAt: ['19:00'] });

  it('answers 401 without the token or with a wrong one', async () => {
    const bare = await t.app.inject({ url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers['www-authenticate']).toContain('Bearer');
    expect(bare.body).not.toContain('mesa_');
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts a booking placed, a refusal by its §8 code and a lost race, and the requests by route pattern', async () => {
    const route = '/api/booking/create/:storeId';
    const before = await scrape();
    const count = (text: string, name: string, labels: Record<string, string>) => seriesValue(text, name, labels) ?? 0;

    const placed = await create('1012', bookingBody(await dateAt('1012'), '19:00'));
    expect(placed.statusCode).toBe(200);
    const refused = await create('1012', bookingBody(await dateAt('1012'), '04:00'));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const code = String(refused.json<{ code: number }>().code);

    // One stool at 1016: the second diner for it loses the race (product.md §8 status 9, 409).
    await editSetup(t.services.database.db, '1016', (setup) => ({
      tables: [{ id: 'stool1', areaId: 'bar', minSeats: 1, maxSeats: 1 }],
      tableGroups: [],
      occasions: setup.occasions.map((o) => ({ ...o, areaLinkGroup: { type: 'exclusive' as const, links: [] } })),
    }));
    t.services.booking.forgetSetups();
    const stoolDay = await dateAt('1016');
    expect((await create('1016', bookingBody(stoolDay, '19:00', { adults: 1 }))).statusCode).toBe(200);
    expect((await create('1016', bookingBody(stoolDay, '19:00', { adults: 1 }))).statusCode).toBe(409);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => count(after, name, labels) - count(before, name, labels);
    expect(moved('mesa_booking_creates_total', { kind: 'booking' })).toBe(2);
    expect(moved('mesa_booking_refusals_total', { kind: 'booking', code })).toBe(1);
    expect(moved('mesa_booking_slot_taken_total', { kind: 'booking' })).toBe(1);
    expect(moved('mesa_http_requests_total', { method: 'POST', route, status: '200' })).toBe(2);
    expect(moved('mesa_http_requests_total', { method: 'POST', route, status: '409' })).toBe(1);
    expect(moved('mesa_http_request_duration_seconds_count', { method: 'POST', route })).toBe(4);
    expect(histogramQuantile(after, 'mesa_http_request_duration_seconds', 0.95, { method: 'POST', route })).toBeGreaterThan(0);
    // Raw URLs never become labels: the store ids stay inside the pattern.
    expect(after).not.toContain('/api/booking/create/1012');
    // Each confirmation waits in the outbox (no SMTP_URL here).
    expect(seriesValue(after, 'mesa_mail_outbox_pending')).toBeGreaterThanOrEqual(2);
    expect(seriesValue(after, 'mesa_mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(after, 'mesa_job_queue_depth', { job: 'retention' })).toBeDefined();
    // Node's own figures come with it.
    expect(seriesValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('serves every series the example Grafana dashboard reads (the pool gauges are PostgreSQL only)', async () => {
    const dashboard = await readFile(path.join(import.meta.dirname, '../../docs/operating/grafana-dashboard.json'), 'utf8');
    const named = new Set([...dashboard.matchAll(/\b((?:mesa|nodejs)_\w+?)(?:_bucket)?\b/g)].map((m) => m[1]!));
    const poolOnly = t.services.database.kind === 'pglite' ? /^mesa_db_pool_/ : /^$/;
    const text = await scrape();
    const served = new Set([...text.matchAll(/^# TYPE (\w+) /gm)].map((m) => m[1]!));
    expect([...named].filter((name) => !served.has(name) && !poolOnly.test(name))).toEqual([]);
    expect(named.size).toBeGreaterThan(8);
  });

  it('gives every unknown path one route label', async () => {
    await t.app.inject({ url: '/no-such-thing-here-7d1a/' });
    const text = await scrape();
    expect(text).not.toContain('no-such-thing-here-7d1a');
    expect(seriesValue(text, 'mesa_http_requests_total', { route: '(unmatched)', status: '404' })).toBeGreaterThanOrEqual(1);
  });
});

describe('bearerMatches', () => {
  it('accepts the token as a bearer, and nothing else', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
  });
});
