// The API document must say what the auth guard does: POST /api/token is
// open (product.md §7), every other operation needs the bearer token and headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/token in the OpenAPI document', () => {
  it('asks for no credentials, as the auth guard lets it through without them', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/token'].post.security).toEqual([]);
    expect(doc.paths['/api/booking/venues'].get.security).toBeUndefined();
    expect(doc.security).toEqual([{ bearer: [], brandKey: [], sessionId: [] }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/token', payload: {} });
    expect(res.statusCode).toBe(200);
  });
});
