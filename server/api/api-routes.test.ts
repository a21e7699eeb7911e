// The route table (contract/api-routes.ts) and the running app agree: every
// entry is served with its method and path, and the app serves no /api route
// the table does not list (read from the OpenAPI document it publishes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../contract/api-routes.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entries = Object.entries(apiRoutes);
/** Fastify's `:storeId` as OpenAPI writes it, `{storeId}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the route table and the app', () => {
  it.each(entries)('%s is registered with its method and path', (_name, route) => {
    expect(t.app.hasRoute({ method: route.method, url: route.path })).toBe(true);
  });

  it('every /api route of the app is in the table, with its summary', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string }>>;
    }>();
    const served = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.summary}`))
      .sort();
    const listed = entries.map(([, r]) => `${r.method} ${openApiPath(r.path)} ${r.summary}`).sort();
    expect(served).toEqual(listed);
  });

  it('documents the replies besides 200 that the table names', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/booking/create/{storeId}'].post.responses)).toEqual(expect.arrayContaining(['200', '409']));
    expect(Object.keys(doc.paths['/api/token'].post.responses)).toEqual(expect.arrayContaining(['200', '429']));
  });
});
