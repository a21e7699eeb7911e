import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, memoryStore, SESSION_KEY, TOKEN_KEY } from './api-client.ts';

const HOUR = 3_600_000;
const any = z.unknown();

function harness(opts: { apiStatus?: number[]; tokenFails?: boolean } = {}) {
  let now = 1_000_000;
  let issued = 0;
  const apiStatus = [...(opts.apiStatus ?? [])];
  const calls: { url: string; headers: Record<string, string>; body?: string }[] = [];
  const fetchFake = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: init.body as string });
    if (url.endsWith('/api/token')) {
      if (opts.tokenFails) return new Response('nope', { status: 503 });
      issued++;
      return Response.json({ success: true, data: { token: `t${issued}.a.b`, expiresAt: now + 23 * HOUR } });
    }
    const status = apiStatus.shift() ?? 200;
    return Response.json(status === 200 ? { success: true, data: 'ok' } : { success: false, message: 'no' }, { status });
  });
  const storage = memoryStore();
  const log = vi.fn();
  const client = createApiClient({
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
    tokenCalls: () => calls.filter((c) => c.url.endsWith('/api/token')),
  };
}

describe('API client (SPEC §7)', () => {
  it('sends Authorization, brandKey and sessionId on every call', async () => {
    const h = harness();
    await h.client.get('/api/v1/content/choices', any);
    const call = h.calls.at(-1)!;
    expect(call.headers).toMatchObject({ authorization: 'Bearer t1.a.b', brandKey: 'casa-lumbre', sessionId: 'session-1234' });
    expect(h.storage.getItem(SESSION_KEY)).toBe('session-1234');
  });

  it('asks for the token with body clearCache', async () => {
    const h = harness();
    await h.client.get('/x', any);
    expect(JSON.parse(h.tokenCalls()[0]!.body!)).toEqual({ clearCache: false });
  });

  it('reuses the stored token until 5 minutes before it expires', async () => {
    const h = harness();
    await h.client.get('/x', any);
    h.tick(23 * HOUR - 5 * 60_000 - 1);
    await h.client.get('/x', any);
    expect(h.tokenCalls()).toHaveLength(1);
    h.tick(2);
    await h.client.get('/x', any);
    expect(h.tokenCalls()).toHaveLength(2);
  });

  it('on a 401 refreshes the token once and retries', async () => {
    const h = harness({ apiStatus: [401, 200] });
    await expect(h.client.get('/x', any)).resolves.toEqual({ success: true, data: 'ok' });
    expect(h.tokenCalls()).toHaveLength(2);
    expect(JSON.parse(h.tokenCalls()[1]!.body!)).toEqual({ clearCache: true });
    expect(h.calls.at(-1)!.headers.authorization).toBe('Bearer t2.a.b');
  });

  it('gives up after one retry', async () => {
    const h = harness({ apiStatus: [401, 401] });
    await expect(h.client.get('/x', any)).rejects.toMatchObject({ status: 401 });
    expect(h.tokenCalls()).toHaveLength(2);
  });

  it('clears the stored token and logs when the token call fails', async () => {
    const h = harness({ tokenFails: true });
    h.storage.setItem(TOKEN_KEY, JSON.stringify({ token: 'old.a.b', expiresAt: 0 }));
    await expect(h.client.get('/x', any)).rejects.toThrow();
    expect(h.storage.getItem(TOKEN_KEY)).toBeNull();
    expect(h.log).toHaveBeenCalledWith('Could not get an API token', expect.anything());
  });

  it('shares one token request between concurrent calls', async () => {
    const h = harness();
    await Promise.all([h.client.get('/a', any), h.client.get('/b', any), h.client.get('/c', any)]);
    expect(h.tokenCalls()).toHaveLength(1);
  });

  it('surfaces the server message of a failed call', async () => {
    const h = harness({ apiStatus: [400] });
    await expect(h.client.post('/x', any, { a: 1 })).rejects.toMatchObject({ status: 400, message: 'no' });
  });
});
