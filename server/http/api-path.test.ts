// Decision 012: one canonical reading of the path. Each spelling below reads as /api to the
// router or to some lenient proxy, so it must be classified as API, and every one but the
// canonical spelling must be refused.
import { describe, expect, it } from 'vitest';
import { canonicalPath, classifyApiPath, MALFORMED_URL, NON_CANONICAL_API_PATH } from './api-path.ts';

const NON_CANONICAL = [
  '/%61pi/booking/create/1002',
  '/ap%69/booking/create/1002',
  '/%61%70%69/booking/create/1002',
  '/%41%50%49/booking/create/1002',
  '/API/booking/create/1002',
  '/Api/geo/search/bath',
  '/api%2Fbooking/create/1002',
  '/api%2fbooking/create/1002',
  '//api/booking/create/1002',
  '/api//booking/create/1002',
  '/./api/booking/create/1002',
  '/x/../api/booking/create/1002',
  '/%2e%2e/api/booking/create/1002',
  '/api/./booking/create/1002',
  '/api/booking/../booking/create/1002',
  '/api/booking/%2e%2e/booking/create/1002',
  '/api;v=1/booking/create/1002',
  '/api/booking;v=1/create/1002',
  '/\\api/booking/create/1002',
  '/api\\booking/create/1002',
  '/%5Capi/booking/create/1002',
  '/%2561pi/booking/create/1002',
  '/api/geo/search/a%2Fb',
  '/api/geo/search/a%00b',
];
const MALFORMED = ['/%C1%A1pi/booking/create/1002', '/%E0%81%A1pi/token', '/%61pi/%ZZ', '/api/geo/search/%E9'];

describe('classifyApiPath (decision 012)', () => {
  it('reads the canonical spelling as API, with nothing to refuse', () => {
    for (const url of ['/api/booking/create/1002', '/api/token', '/api/geo/search/st%20albans?x=1', '/api/geo/search/caf%C3%A9']) {
      expect(classifyApiPath(url), url).toEqual({ api: true, problem: null });
    }
  });

  it.each(NON_CANONICAL)('reads %s as API and refuses its spelling', (url) => {
    expect(classifyApiPath(url)).toEqual({ api: true, problem: NON_CANONICAL_API_PATH });
  });

  it.each(MALFORMED)('refuses %s, which cannot be decoded (overlong UTF-8, bad escapes)', (url) => {
    expect(classifyApiPath(url)).toMatchObject({ problem: MALFORMED_URL });
  });

  it('leaves pages alone, even ones whose names start like the API', () => {
    for (const url of ['/', '/restaurants/bath/', '/apiary/', '/our-menu/?q=/api/', '/x/api/']) {
      expect(classifyApiPath(url), url).toEqual({ api: false });
    }
  });

  it('canonicalPath decodes, folds case and separators, drops ;params and resolves dot segments', () => {
    expect(canonicalPath('/A/%2e/b;x=1/../C//d\\E')).toBe('/a/c/d/e');
    expect(canonicalPath('/../../api')).toBe('/api');
    expect(canonicalPath('/%ZZ')).toBeNull();
  });
});
