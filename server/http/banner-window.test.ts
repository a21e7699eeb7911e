// Decision 064: the global banner's own start and end, through the real app, the
// production build and the HTML cache, on a pinned clock. Published once, the
// banner is absent from the page before its start, present inside, absent from
// its end: no publish at either time, and no kept page shows it past its end.
// Needs `npm run build`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Settings } from '../../contract/content.ts';
import { SETTINGS_DOC_ID } from '../../contract/content-studio.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { CONTENT_EDITOR as EDITOR } from '../../tests/support/staff-fixtures.ts';
import { createPageCache } from './page-cache.ts';
import { BUILD_DIR, webPlugin } from './web.ts';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const WORDS = 'Our winter menu arrives on Monday';

// The one clock of the app and its page cache: pinned, and moved by the test.
let now = new Date('2026-12-04T09:00:00Z');
let t: TestApp;

const page = async () => {
  const res = await t.app.inject({ url: '/', headers: { 'user-agent': UA } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

beforeAll(async () => {
  if (!existsSync(path.join(BUILD_DIR, 'server', 'index.js'))) throw new Error('No production build: run `npm run build` first');
  t = await createTestApp(
    {},
    {
      clock: () => now,
      web: (app, services) =>
        webPlugin('production', services, { pageCache: createPageCache(services, { checkMs: 0, now: () => now.getTime() }) })(app),
    },
  );
  const { studio } = t.services;
  const opened = await studio.open(EDITOR, 'settings', SETTINGS_DOC_ID);
  const settings = opened.live as Settings;
  // Friday 4 December 2026: from 10:00 to 18:00, London (GMT).
  const banner = { id: 'winter-2026', text: WORDS, starts: '2026-12-04T10:00', ends: '2026-12-04T18:00' };
  const { basedOn } = await studio.saveDraft(EDITOR, 'settings', SETTINGS_DOC_ID, { ...settings, banner }, opened.basedOn);
  await studio.publish(EDITOR, 'settings', SETTINGS_DOC_ID, basedOn);
});
afterAll(() => t.close());

describe('the banner’s own start and end (decision 064)', () => {
  it('is absent before its start, present inside, absent from its end, with the page kept between', async () => {
    expect(await page()).not.toContain(WORDS); // 09:00
    now = new Date('2026-12-04T09:59:30Z');
    expect(await page()).not.toContain(WORDS);
    now = new Date('2026-12-04T10:00:00Z');
    expect(await page()).toContain(WORDS);
    now = new Date('2026-12-04T17:59:00Z');
    expect(await page()).toContain(WORDS); // rendered and kept until 18:00:00
    now = new Date('2026-12-04T17:59:59Z');
    const kept = await t.app.inject({ url: '/', headers: { 'user-agent': UA } });
    expect(kept.headers['x-mesa-cache']).toBe('hit'); // the same minute: the kept copy, with the banner
    expect(kept.body).toContain(WORDS);
    now = new Date('2026-12-04T18:00:00Z');
    const after = await t.app.inject({ url: '/', headers: { 'user-agent': UA } });
    expect(after.headers['x-mesa-cache']).toBe('miss'); // the kept copy expired with its minute, at the end
    expect(after.body).not.toContain(WORDS);
    now = new Date('2026-12-05T09:00:00Z');
    expect(await page()).not.toContain(WORDS);
  });
});
