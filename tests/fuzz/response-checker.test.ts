// The fuzzer's judge must catch what it is there to catch, and must not
// take the request's own hostile text, echoed back, for a leak.
import { describe, expect, it } from 'vitest';
import type { FuzzRequest } from './request-generator.ts';
import { checkAnswer } from './response-checker.ts';

const request = (url: string, payload?: string): FuzzRequest => ({
  opId: 'GET /api/x',
  variant: 'test',
  method: 'GET',
  url,
  headers: {},
  expectUnauthorised: false,
  ...(payload === undefined ? {} : { payload }),
});
const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}) => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

describe('checkAnswer', () => {
  it('passes a JSON 400', () => {
    expect(checkAnswer(request('/api/x?q=1'), json(400, { success: false, message: 'q: Invalid input' }))).toEqual([]);
  });

  it('fails a 500, and counts a 503 with Retry-After apart', () => {
    expect(checkAnswer(request('/api/x'), json(500, { success: false, message: 'Internal error' }))).toEqual(['server-error']);
    expect(checkAnswer(request('/api/x'), json(503, { success: false, message: 'Busy' }, { 'retry-after': '1' }))).toEqual(['overloaded']);
  });

  it('fails an HTML or unparseable answer under /api', () => {
    expect(checkAnswer(request('/api/x'), { statusCode: 404, headers: { 'content-type': 'text/html' }, body: '<html></html>' })).toEqual([
      'not-json',
    ]);
    expect(checkAnswer(request('/api/x'), { statusCode: 400, headers: { 'content-type': 'application/json' }, body: '{' })).toEqual([
      'not-json',
    ]);
  });

  it('fails stack frames, file paths, SQL and PostgreSQL messages', () => {
    const leaks = [
      'TypeError: x is undefined\n    at handler (/work/main/server/api/x.ts:12:5)',
      'ENOENT: no such file /home/mesa/var/db',
      'Failed query: select "id" from "bookings" where "store_id" = $1',
      'relation "bookings" does not exist',
      'duplicate key value violates unique constraint "bookings_pkey"',
    ];
    for (const message of leaks) expect(checkAnswer(request('/api/x'), json(400, { success: false, message }))).toEqual(['leak']);
  });

  it('looks for SQL in refusals only, as content pages may say "delete it from" in prose', () => {
    const prose = 'You can ask us to delete it, or to move it from one provider to another.';
    expect(checkAnswer(request('/api/x'), json(200, { success: true, data: { text: prose } }))).toEqual([]);
    expect(checkAnswer(request('/api/x'), json(200, { success: true, data: { text: 'at run (/work/main/x.ts:1:2)' } }))).toEqual(['leak']);
  });

  it('does not count the request’s own text echoed back as a leak', () => {
    const url = "/api/x/1'%20UNION%20SELECT%20password%20FROM%20users--";
    const body = json(404, { success: false, message: "Route GET /api/x/1' UNION SELECT password FROM users-- not found, query not set" });
    expect(checkAnswer(request(url), body)).toEqual([]);
    const payload = JSON.stringify({ name: '/home/../etc/passwd' });
    expect(
      checkAnswer(request('/api/x', payload), json(400, { success: false, message: 'name: /home/../etc/passwd is not allowed' })),
    ).toEqual([]);
  });

  it('fails spoiled credentials that are not refused with 401', () => {
    const spoiled = { ...request('/api/x'), expectUnauthorised: true };
    expect(checkAnswer(spoiled, json(200, { success: true, data: {} }))).toEqual(['auth-not-refused']);
    expect(checkAnswer(spoiled, json(401, { success: false, message: 'Token is invalid or expired' }))).toEqual([]);
  });
});
