import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_BRAND, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('product.md §7 app token', () => {
  it('POST /api/token issues a bearer token valid for about 23 hours', async () => {
    const before = Date.now();
    const res = await t.app.inject({ method: 'POST', url: '/api/token', payload: { clearCache: true } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.expiresAt - before).toBeGreaterThanOrEqual(82_800_000 - 1000);
    expect(body.data.expiresAt - before).toBeLessThanOrEqual(82_800_000 + 1000);
  });

  it('accepts an empty body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token' });
    expect(res.statusCode).toBe(200);
  });

  it('rejects a body of the wrong shape with 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/token', payload: { clearCache: 'yes' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, field: 'clearCache', message: expect.stringMatching(/\S/) });
  });
});

describe('every other /api route needs the product.md §7 headers', () => {
  const url = '/api/v1/content/brand-settings';

  it('answers 401 JSON without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().success).toBe(false);
  });

  it.each([
    ['no brandKey', { brandkey: undefined }],
    ['a wrong brandKey', { brandkey: 'someone-else' }],
    ['no sessionId', { sessionid: undefined }],
    ['a forged token', { authorization: 'Bearer aaaa.bbbb.cccc' }],
    ['a non-bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 401 with %s', async (_name, change) => {
    const headers: Record<string, string | undefined> = { ...(await t.headers()), ...change };
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<string, string>,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to a token signed for another brand', async () => {
    const { createAppTokens } = await import('../auth/app-token.ts');
    const other = await createAppTokens('x'.repeat(48), 'other-brand').issue();
    const res = await t.app.inject({ method: 'GET', url, headers: { ...(await t.headers()), authorization: `Bearer ${other.token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 200 with a token, brandKey and sessionId', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: await t.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.site_id).toBeTruthy();
    expect(TEST_BRAND).toBe('casa-lumbre');
  });

  it('answers 401, not 404, for an unknown /api path without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 JSON for an unknown /api path with a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: await t.headers() });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});
