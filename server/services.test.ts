// The composition root hands its logger to the modules whose failures the diner
// never sees (captcha, Instagram, the geocoder): the operator must, so each one
// logs through a child named after it. Every outbound call fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, LEVEL } from '../tests/support/log-capture.ts';
import { throwAwayDatabase } from '../tests/support/test-app.ts';
import type { AppServices } from './app-services.ts';

const captured = captureLogs('warn');
const unreachable = (async () => {
  throw new TypeError('fetch failed');
}) as unknown as typeof fetch;
const database = throwAwayDatabase(
  {
    RECAPTCHA_SITE_KEY: 'site-key',
    RECAPTCHA_SECRET: 'secret',
    INSTAGRAM_TOKEN: 'token',
    GEOCODER_URL: 'https://geocoder.example/{query}',
  },
  { logger: captured.log, fetch: unreachable },
);

let services: AppServices;
beforeAll(async () => {
  services = await database.start();
});
afterAll(async () => {
  await database.drop(services.database.db);
  await services.database.close();
});

const failure = (module: string, level: number, msg: string) =>
  expect.objectContaining({ module, level, msg, err: expect.objectContaining({ message: 'fetch failed' }) });

describe('the composition root', () => {
  it('logs a captcha provider failure as an error, while the diner reads "Internal error"', async () => {
    expect(await services.crm.captcha.verify('token', '203.0.113.9')).toEqual({ ok: false, message: 'Internal error' });
    expect(captured.lines).toContainEqual(failure('captcha', LEVEL.error, 'captcha verification failed'));
  });

  it("logs an Instagram failure, and the feed falls back to the content pack's media", async () => {
    expect((await services.crm.instagram.media()).length).toBeGreaterThan(0);
    expect(captured.lines).toContainEqual(failure('instagram', LEVEL.warn, 'Instagram media unavailable, using the content pack'));
  });

  it('logs a geocoder failure, and the search answers from the bundled places', async () => {
    expect((await services.geo.searchText('Notingham')).restaurants[0]?.slug).toBe('nottingham');
    expect(captured.lines).toContainEqual(
      expect.objectContaining({ module: 'geo', level: LEVEL.warn, msg: 'geocoder failed; used the bundled places', query: 'Notingham' }),
    );
  });
});
