// POST /consent/ (decision 055): the cookie banner without JavaScript. The choice
// is set as a cookie and the diner goes back; another site cannot post it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { CROSS_SITE_REFUSED, postedFromThisSite } from './consent-route.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /consent/', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp();
    origin = new URL(t.services.config.PUBLIC_URL).origin;
  });
  afterAll(() => t.close());

  const post = (payload: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/consent/', payload, headers: { ...FORM, ...headers } });

  it('sets the choice and goes back to the page the diner was on', async () => {
    const reply = await post('analytics=no&back=%2Frestaurants%2F%3Fq%3Dbath', { 'sec-fetch-site': 'same-origin' });
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe('/restaurants/?q=bath');
    expect(reply.headers['set-cookie']).toMatch(/^mesa_consent=essential; Path=\/; Max-Age=15552000; SameSite=Lax/);
    expect(reply.headers['cache-control']).toBe('no-store');
    const yes = await post('analytics=yes&back=%2F', { origin });
    expect(yes.statusCode).toBe(303);
    expect(yes.headers['set-cookie']).toMatch(/^mesa_consent=analytics;/);
  });

  it('refuses a post from another site, or one that says nothing of where it came from', async () => {
    const sources: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }, {}];
    for (const headers of sources) {
      const reply = await post('analytics=yes&back=%2F', headers);
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({ success: false, message: CROSS_SITE_REFUSED });
      expect(reply.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers a bad choice or an address off the site with a 400 naming the field', async () => {
    const bad = await post('analytics=maybe', { 'sec-fetch-site': 'same-origin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^analytics: /);
    for (const back of ['%2F%2Fevil.example%2F', 'https%3A%2F%2Fevil.example%2F', '%2F%5Cevil.example']) {
      const off = await post(`analytics=no&back=${back}`, { 'sec-fetch-site': 'same-origin' });
      expect(off.statusCode).toBe(400);
      expect(off.json().message).toMatch(/^back: /);
    }
  });

  it('trusts Sec-Fetch-Site over Origin when a browser sends both', () => {
    expect(postedFromThisSite({ 'sec-fetch-site': 'same-site', origin: 'https://mesa.example' }, 'https://mesa.example')).toBe(false);
    expect(postedFromThisSite({ origin: 'https://mesa.example' }, 'https://mesa.example')).toBe(true);
  });
});
