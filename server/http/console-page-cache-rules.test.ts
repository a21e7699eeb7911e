// The kept diary pages' own rules (decision 085), without the app: concurrent misses share one render; a page that
// sets any cookie but the last diary's, or is not a 200 HTML page, is answered to its own request only and never
// kept; a kept page ends with its minute; each response carries its own session's token and its own nonce.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createConsolePageCache } from './console-page-cache.ts';

const PLACEHOLDER = 'mesanonce0123456789abcdef0123456789abcdef';
const TOKEN_A = 'A'.repeat(43);
const TOKEN_B = 'B'.repeat(43);
const NONCE_1 = 'n1'.repeat(12);
const NONCE_2 = 'n2'.repeat(12);

const page = (token: string, headers: Record<string, string> = {}, status = 200) => ({
  status,
  headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
  body: `<script nonce="${PLACEHOLDER}"></script><form><input name="csrf" value="${token}"></form>`,
});

function cacheAt(now: { t: number }) {
  return createConsolePageCache({ placeholder: PLACEHOLDER, nonceLength: NONCE_1.length, now: () => now.t });
}
const ask = (key: string, csrfToken: string, nonce: string, expiresAt = 60_000, acceptEncoding?: string) => ({
  key,
  csrfToken,
  nonce,
  expiresAt,
  acceptEncoding,
});

describe('the kept diary pages', () => {
  it('renders once for concurrent misses, and stamps each response with its own session’s token and nonce', async () => {
    const cache = cacheAt({ t: 0 });
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 10));
      return page(TOKEN_A);
    };
    const [a, b] = await Promise.all([cache.page(ask('k', TOKEN_A, NONCE_1), render), cache.page(ask('k', TOKEN_B, NONCE_2), render)]);
    expect(renders).toBe(1);
    expect([a.outcome, b.outcome]).toEqual(['miss', 'hit']);
    expect(a.body).toBe(`<script nonce="${NONCE_1}"></script><form><input name="csrf" value="${TOKEN_A}"></form>`);
    expect(b.body).toBe(`<script nonce="${NONCE_2}"></script><form><input name="csrf" value="${TOKEN_B}"></form>`);
    const zipped = await cache.page(ask('k', TOKEN_B, NONCE_1, 60_000, 'gzip, br'), render);
    expect(zipped.gzipped).toBe(true);
    expect(gunzipSync(zipped.body as Buffer).toString()).toBe(
      `<script nonce="${NONCE_1}"></script><form><input name="csrf" value="${TOKEN_B}"></form>`,
    );
  });

  it('never keeps a page that sets another cookie, a refusal, or a page without the session’s token', async () => {
    const cache = cacheAt({ t: 0 });
    const answers = [
      page(TOKEN_A, { 'set-cookie': 'mesa_staff=someone; Path=/' }),
      page(TOKEN_A, {}, 404),
      page('no token here'),
      { ...page(TOKEN_A), headers: new Headers({ 'content-type': 'application/json' }) },
    ];
    for (const [i, answer] of answers.entries()) {
      const first = await cache.page(ask(`k${i}`, TOKEN_A, NONCE_1), async () => answer);
      expect(first.outcome).toBe('uncacheable');
      expect(first.body).not.toContain(PLACEHOLDER);
      expect(first.headers).toEqual(expect.arrayContaining([...answer.headers.entries()].filter(([k]) => k === 'set-cookie')));
    }
    expect(cache.size).toBe(0);
    const lastDiary = await cache.page(ask('last', TOKEN_A, NONCE_1), async () =>
      page(TOKEN_A, { 'set-cookie': 'mesa_last_diary=1002; Path=/console' }),
    );
    expect(lastDiary.outcome).toBe('miss');
  });

  it('renders again once the kept page’s minute is over', async () => {
    const now = { t: 0 };
    const cache = cacheAt(now);
    const render = async () => page(TOKEN_A);
    expect((await cache.page(ask('k', TOKEN_A, NONCE_1), render)).outcome).toBe('miss');
    now.t = 59_999;
    expect((await cache.page(ask('k', TOKEN_A, NONCE_1), render)).outcome).toBe('hit');
    now.t = 60_000;
    expect((await cache.page(ask('k', TOKEN_A, NONCE_1, 120_000), render)).outcome).toBe('miss');
  });
});
