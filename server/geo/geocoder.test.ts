import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder } from './geocoder.ts';
import { startFakeGeocoder, type FakeGeocoder } from '../../tests/support/test-geocoder-server.ts';

let fake: FakeGeocoder;
beforeAll(async () => {
  fake = await startFakeGeocoder();
});
afterAll(() => fake.close());

describe('online geocoder adapter', () => {
  it('reads postcodes.io replies, single or list, and the plain shape', async () => {
    const geocoder = createGeocoder({ url: fake.url });
    expect(await geocoder.lookup('SW1A 1AA')).toEqual({ lat: 51.501, lng: -0.1416, label: 'SW1A 1AA' });
    expect(await geocoder.lookup('EH1 1YZ')).toEqual({ lat: 55.9507, lng: -3.1897, label: 'EH1 1YZ' });
    expect(await geocoder.lookup('plain')).toEqual({ lat: 51.38, lng: -2.36, label: 'Plain Bath' });
    expect(fake.requests).toContain('SW1A 1AA');
  });

  it('says "not found" for a 404 or an empty result', async () => {
    const geocoder = createGeocoder({ url: fake.url });
    expect(await geocoder.lookup('Nowhere')).toBeNull();
    expect(await geocoder.lookup('none')).toBeNull();
  });

  it('fails on a server error, a malformed or out-of-range reply, and after the timeout', async () => {
    const geocoder = createGeocoder({ url: fake.url, timeoutMs: 200 });
    await expect(geocoder.lookup('broken')).rejects.toThrow(/500/);
    await expect(geocoder.lookup('garbage')).rejects.toThrow();
    await expect(geocoder.lookup('off the map')).rejects.toThrow();
    // The slow reply would come after 3 s; how soon the adapter gives up is a figure in bench/geo-timings.ts.
    await expect(geocoder.lookup('slow')).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('encodes the query into the placeholder, or appends it', async () => {
    const seen: string[] = [];
    const fetchSpy: typeof fetch = async (input) => {
      seen.push(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      return new Response('{"lat":1,"lng":2}', { status: 200 });
    };
    await createGeocoder({ url: 'https://geo.example/search?q={query}&country=gb', fetch: fetchSpy }).lookup('St Albans/&');
    await createGeocoder({ url: 'https://geo.example/postcodes/', fetch: fetchSpy }).lookup('BA1 2AB');
    expect(seen).toEqual(['https://geo.example/search?q=St%20Albans%2F%26&country=gb', 'https://geo.example/postcodes/BA1%202AB']);
  });
});
