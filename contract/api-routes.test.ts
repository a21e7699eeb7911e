import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from './api-routes.ts';

const routes: [string, ApiRoute][] = Object.entries(apiRoutes);

describe('the route table (product.md §7)', () => {
  it.each(routes)('%s names exactly the parameters its path has', (_name, route) => {
    const inPath = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
    expect(Object.keys(route.params?.shape ?? {}).sort()).toEqual(inPath);
  });

  it('has one entry per method and path', () => {
    const keys = routes.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('sends no body with a GET or DELETE', () => {
    expect(routes.filter(([, r]) => r.method !== 'POST' && r.body).map(([name]) => name)).toEqual([]);
  });
});
