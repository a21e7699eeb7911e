import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiRoute } from '../../../contract/api-routes.ts';
import { createApiClient, memoryStore, pathOf, queryOf, SESSION_KEY, TOKEN_KEY } from './api-client.ts';

const HOUR = 3_600_000;
const any = z.unknown();
/** A small route table of the shapes the real one has. */
const routes = {
  ping: { method: 'GET', path: '/api/ping', reply: any, summary: 'ping', tags: [] },
  a: { method: 'GET', path: '/api/a', reply: any, summary: 'a', tags: [] },
  b: { method: 'GET', path: '/api/b', reply: any, summary: 'b', tags: [] },
  send: {
    method: 'POST',
    path: '/api/send/:id',
    params: z.object({ id: z.string() }),
    body: z.object({ a: z.number() }),
    reply: any,
    summary: 'send',
    tags: [],
  },
  slots: {
    method: 'GET',
    path: '/api/slots/:storeId',
    params: z.object({ storeId: z.string() }),
    query: z.object({
      adults: z.string().transform(Number),
      dates: z.string().transform((s) => s.split(',')),
      areaId: z
        .string()
        .transform((s) => (s === 'null' ? null : s))
        .optional(),
    }),
    reply: z.object({ success: z.literal(true), data: z.object({ times: z.array(z.string()) }) }),
    summary: 'slots',
    tags: [],
  },
} as const satisfies Record<string, ApiRoute>;

function harness(opts: { apiStatus?: number[]; tokenFails?: boolean } = {}) {
  let now = 1_000_000;
  let issued = 0;
  const apiStatus = [...(opts.apiStatus ?? [])];
  const replies: { body: unknown; status: number }[] = [];
  const calls: { url: string; headers: Record<string, string>; body?: string }[] = [];
  const fetchFake = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: init.body as string });
    if (url.endsWith('/api/token')) {
      if (opts.tokenFails) return new Response('nope', { status: 503 });
      issued++;
      return Response.json({ success: true, data: { token: `t${issued}.a.b`, expiresAt: now + 23 * HOUR } });
    }
    const next = replies.shift();
    if (next) return Response.json(next.body, { status: next.status });
    const status = apiStatus.shift() ?? 200;
    return Response.json(status === 200 ? { success: true, data: 'ok' } : { success: false, message: 'no' }, { status });
  });
  const storage = memoryStore();
  const log = vi.fn();
  const client = createApiClient({
    routes,
    brandKey: 'casa-lumbre',
    fetch: fetchFake as unknown as typeof fetch,
    storage,
    now: () => now,
    randomId: () => 'session-1234',
    log,
  });
  return {
    client,
    calls,
    storage,
    log,
    tick: (ms: number) => (now += ms),
    /** The next API call answers this. */
    reply: (body: unknown, status = 200) => replies.push({ body, status }),
    tokenCalls: () => calls.filter((c) => c.url.endsWith('/api/token')),
  };
}

describe('API client (product.md §7)', () => {
  it('sends Authorization, brandKey and sessionId on every call', async () => {
    const h = harness();
    await h.client.call('ping');
    const call = h.calls.at(-1)!;
    expect(call.headers).toMatchObject({ authorization: 'Bearer t1.a.b', brandKey: 'casa-lumbre', sessionId: 'session-1234' });
    expect(h.storage.getItem(SESSION_KEY)).toBe('session-1234');
  });

  it('asks for the token with body clearCache', async () => {
    const h = harness();
    await h.client.call('ping');
    expect(JSON.parse(h.tokenCalls()[0]!.body!)).toEqual({ clearCache: false });
  });

  it('reuses the stored token until 5 minutes before it expires', async () => {
    const h = harness();
    await h.client.call('ping');
    h.tick(23 * HOUR - 5 * 60_000 - 1);
    await h.client.call('ping');
    expect(h.tokenCalls()).toHaveLength(1);
    h.tick(2);
    await h.client.call('ping');
    expect(h.tokenCalls()).toHaveLength(2);
  });

  it('on a 401 refreshes the token once and retries', async () => {
    const h = harness({ apiStatus: [401, 200] });
    await expect(h.client.call('ping')).resolves.toEqual({ success: true, data: 'ok' });
    expect(h.tokenCalls()).toHaveLength(2);
    expect(JSON.parse(h.tokenCalls()[1]!.body!)).toEqual({ clearCache: true });
    expect(h.calls.at(-1)!.headers.authorization).toBe('Bearer t2.a.b');
  });

  it('gives up after one retry', async () => {
    const h = harness({ apiStatus: [401, 401] });
    await expect(h.client.call('ping')).rejects.toMatchObject({ status: 401 });
    expect(h.tokenCalls()).toHaveLength(2);
  });

  it('clears the stored token and logs when the token call fails', async () => {
    const h = harness({ tokenFails: true });
    h.storage.setItem(TOKEN_KEY, JSON.stringify({ token: 'old.a.b', expiresAt: 0 }));
    await expect(h.client.call('ping')).rejects.toThrow();
    expect(h.storage.getItem(TOKEN_KEY)).toBeNull();
    expect(h.log).toHaveBeenCalledWith('Could not get an API token', expect.anything());
  });

  it('shares one token request between concurrent calls', async () => {
    const h = harness();
    await Promise.all([h.client.call('a'), h.client.call('b'), h.client.call('ping')]);
    expect(h.tokenCalls()).toHaveLength(1);
  });

  it('surfaces the server message of a failed call', async () => {
    const h = harness({ apiStatus: [400] });
    await expect(h.client.call('send', { params: { id: 'x' }, body: { a: 1 } })).rejects.toMatchObject({
      status: 400,
      message: 'no',
      fromServer: true,
    });
    expect(h.calls.at(-1)).toMatchObject({ url: '/api/send/x', body: '{"a":1}' });
  });
});

describe('typed calls (contract/api-routes.ts)', () => {
  it('builds the URL from the path, the params and the query schema, and checks the reply', async () => {
    const h = harness();
    h.reply({ success: true, data: { times: ['18:30'] } });
    const reply = await h.client.call('slots', {
      params: { storeId: '10 01' },
      query: { adults: 2, dates: ['2026-12-05', '2026-12-06'], areaId: null },
    });
    expect(reply.data.times).toEqual(['18:30']);
    expect(h.calls.at(-1)!.url).toBe('/api/slots/10%2001?adults=2&dates=2026-12-05%2C2026-12-06&areaId=null');
  });

  it('refuses a reply that does not match the schema', async () => {
    const h = harness();
    h.reply({ success: true, data: { times: 'soon' } });
    await expect(h.client.call('slots', { params: { storeId: '1' }, query: { adults: 2, dates: [] } })).rejects.toThrow();
  });

  it('reads field and code from an error reply', async () => {
    const h = harness();
    h.reply({ success: false, message: 'Sorry, that time slot’s just been taken. Please choose another…', code: 9, field: 'time' }, 409);
    await expect(h.client.call('ping')).rejects.toMatchObject({ status: 409, code: 9, field: 'time', fromServer: true });
  });

  it('describes a failure whose body is not an error reply by its status', async () => {
    const h = harness();
    h.reply('<html>Bad gateway</html>', 502);
    await expect(h.client.call('ping')).rejects.toMatchObject({ status: 502, message: 'Request failed with 502', fromServer: false });
  });

  it('writes "no area" as product.md §7\'s "null", leaves out absent values and keys the schema lacks', () => {
    const schema = z.object({ areaId: z.string().nullable().optional(), time: z.string().optional() });
    expect(queryOf(schema, { areaId: null, time: undefined, other: 'x' })).toBe('?areaId=null');
    expect(queryOf(schema, {})).toBe('');
    expect(() => pathOf('/api/x/:id', {})).toThrow(/:id/);
  });
});
