// product.md D7: "no input makes the API answer 500". Every route in the OpenAPI
// document is called with hostile parameters, queries and bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTILE_VALUES = [
  '-1',
  '0',
  '1e309',
  'null',
  'undefined',
  "'; drop table restaurants; --",
  '..%2F..%2Fetc%2Fpasswd',
  '%E2%82%AC',
  'x'.repeat(190),
  '%F0%9F%98%80',
  'true',
];
const HOSTILE_BODIES: (string | undefined)[] = [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '12',
  JSON.stringify({ stores: 'x', date: 5, __proto__: { admin: true } }),
  JSON.stringify({ constructor: { prototype: { polluted: true } } }),
  JSON.stringify(Array.from({ length: 1000 }, () => ({ a: 'b' }))),
];

describe('no input makes the API answer 500', () => {
  it('holds for every documented route', async () => {
    await t.app.ready();
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const headers = await t.headers();
    const failures: string[] = [];
    let calls = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods)) {
        for (const value of HOSTILE_VALUES) {
          const url = path.replace(/\{[^}]+\}/g, value) + `?date=${value}&storeId=${value}&q=${value}`;
          for (const body of method === 'get' ? [undefined] : HOSTILE_BODIES) {
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
              ...(body !== undefined ? { payload: body } : {}),
            });
            calls++;
            if (res.statusCode >= 500)
              failures.push(`${method.toUpperCase()} ${url} ${body ?? ''} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(50);
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
